import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { localDateOf } from '@nido/domain/rules/calendar'
import { calendarEvents, calendarReminderSends, pushOutbox, pushSubscriptions } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { indexNews } from '../news/index'
import { queueEventReminders } from './calendar.reminders'

// Event reminders through Web Push (spec 001 §3 alert; docs/notifications-push.md).
describe('Calendar event reminders', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const device = (userId: string) =>
    t.database.db.insert(pushSubscriptions).values({
      userId,
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: 'BKeyKeyKeyKeyKeyKeyKeyKey',
      auth: 'AuthAuthAuthAuth',
    })
  const outboxOf = (userId: string) =>
    t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId))

  async function family() {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    return { world, child, guardian, teacher }
  }

  it("queues an event's reminder when its alert time comes, once", async () => {
    const { world, guardian, teacher } = await family()
    await device(guardian.id)
    const now = t.clock.now()
    const [event] = await t.database.db
      .insert(calendarEvents)
      .values({
        schoolId: world.schoolId,
        ownerId: teacher.id,
        title: 'Picnic',
        startsAt: new Date(now.getTime() + 2 * 3600_000),
        endsAt: new Date(now.getTime() + 3 * 3600_000),
        alert: true,
        alertNumber: 2,
        alertUnit: 'hours',
        timezone: 'Europe/Paris',
      })
      .returning()
    await indexNews(t.database.db, {
      type: 'Event',
      referenceId: event!.id,
      ownerId: teacher.id,
      schoolId: world.schoolId,
      status: 'published',
      publishAt: new Date(now.getTime() - 86_400_000),
      searchText: 'Picnic',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    // Indexing an event is not a news notice (title 'news'); the reminder is.
    await t.database.db.delete(pushOutbox).where(eq(pushOutbox.userId, guardian.id))
    await queueEventReminders(t.database.db, new Date(now.getTime() - 60_000), now)
    expect(await outboxOf(guardian.id)).toEqual([
      expect.objectContaining({ kind: 'events', title: 'event', url: '/calendar' }),
    ])
    await queueEventReminders(t.database.db, now, new Date(now.getTime() + 60_000))
    expect(await outboxOf(guardian.id)).toHaveLength(1)
  })

  /** A weekly event (UTC, so no daylight-saving shift) whose first occurrence was a week ago. */
  async function weeklyEvent(exceptionDates: string[] = []) {
    const { world, guardian, teacher } = await family()
    await device(guardian.id)
    const now = t.clock.now()
    // The second occurrence starts in two hours: its two-hour alert is due now.
    const second = new Date(now.getTime() + 2 * 3600_000)
    const [event] = await t.database.db
      .insert(calendarEvents)
      .values({
        schoolId: world.schoolId,
        ownerId: teacher.id,
        title: 'Music class',
        startsAt: new Date(second.getTime() - 7 * 86_400_000),
        endsAt: new Date(second.getTime() - 7 * 86_400_000 + 3600_000),
        alert: true,
        alertNumber: 2,
        alertUnit: 'hours',
        timezone: 'UTC',
        recurrence: 'weekly',
        exceptionDates,
      })
      .returning()
    await indexNews(t.database.db, {
      type: 'Event',
      referenceId: event!.id,
      ownerId: teacher.id,
      schoolId: world.schoolId,
      status: 'published',
      publishAt: new Date(now.getTime() - 8 * 86_400_000),
      searchText: 'Music class',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    await t.database.db.delete(pushOutbox).where(eq(pushOutbox.userId, guardian.id))
    return { guardian, teacher, event: event!, now, second }
  }

  it('reminds each occurrence of a recurring event, the second one included, never twice', async () => {
    const { guardian, event, now, second } = await weeklyEvent()
    await queueEventReminders(t.database.db, new Date(now.getTime() - 60_000), now)
    expect(await outboxOf(guardian.id)).toEqual([
      expect.objectContaining({ kind: 'events', title: 'event', url: '/calendar' }),
    ])
    const sends = await t.database.db
      .select()
      .from(calendarReminderSends)
      .where(eq(calendarReminderSends.eventId, event.id))
    expect(sends.map((s) => s.occurrenceStartsAt.getTime())).toEqual([second.getTime()])
    // The same window again, and an overlapping one (a retried run, a second process): nothing more.
    await queueEventReminders(t.database.db, new Date(now.getTime() - 60_000), now)
    await queueEventReminders(t.database.db, new Date(now.getTime() - 5 * 60_000), now)
    expect(await outboxOf(guardian.id)).toHaveLength(1)
    // The next minute is not the alert time of any occurrence; the third one's comes a week later.
    await queueEventReminders(t.database.db, now, new Date(now.getTime() + 60_000))
    expect(await outboxOf(guardian.id)).toHaveLength(1)
    const week = 7 * 86_400_000
    await queueEventReminders(
      t.database.db,
      new Date(now.getTime() + week - 60_000),
      new Date(now.getTime() + week),
    )
    expect(await outboxOf(guardian.id)).toHaveLength(2)
  })

  it('does not remind an occurrence excluded from the series', async () => {
    const second = new Date(t.clock.now().getTime() + 2 * 3600_000)
    const { guardian, now } = await weeklyEvent([localDateOf(second, 'UTC')])
    await queueEventReminders(t.database.db, new Date(now.getTime() - 60_000), now)
    expect(await outboxOf(guardian.id)).toEqual([])
  })
})
