import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pushOutbox, pushSubscriptions } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { indexNews, makeNews } from '../news/index'

// What queues a push (docs/notifications-push.md "What is sent"): an item that appears for a
// guardian's child, an item that waits for moderation. Each test gives its
// recipient a device, since only users with a device with the kind on get an outbox row. The
// event's alert is tested in calendar.reminders.test.ts.

describe('Web Push triggers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const device = (
    userId: string,
    switches: Partial<Record<'news' | 'moderation' | 'events', boolean>> = {},
  ) =>
    t.database.db.insert(pushSubscriptions).values({
      userId,
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: 'BKeyKeyKeyKeyKeyKeyKeyKey',
      auth: 'AuthAuthAuthAuth',
      ...switches,
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

  it("queues 'New photos' for the guardians of a section's children, not for the author", async () => {
    const { world, guardian, teacher } = await family()
    const other = await family()
    await device(guardian.id)
    await device(teacher.id)
    await device(other.guardian.id)
    const publishAt = t.clock.now()
    const { newsId } = await makeNews(t.database.db, {
      type: 'Gallery',
      ownerId: teacher.id,
      schoolId: world.schoolId,
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      publishAt,
    })
    expect(await outboxOf(guardian.id)).toEqual([
      expect.objectContaining({ kind: 'news', title: 'photos', url: `/news/${newsId}`, dueAt: publishAt }),
    ])
    expect(await outboxOf(teacher.id)).toEqual([])
    expect(await outboxOf(other.guardian.id)).toEqual([])
  })

  it('queues nothing for a guardian whose device has news switched off, nor for a re-index', async () => {
    const { world, guardian, teacher } = await family()
    await device(guardian.id, { news: false })
    const item = await makeNews(t.database.db, {
      ownerId: teacher.id,
      schoolId: world.schoolId,
      targets: [{ targetType: 'School', targetId: world.schoolId }],
      publishAt: t.clock.now(),
    })
    expect(await outboxOf(guardian.id)).toEqual([])
    await t.database.db
      .update(pushSubscriptions)
      .set({ news: true })
      .where(eq(pushSubscriptions.userId, guardian.id))
    // An edit of an item already published announces nothing new.
    await indexNews(t.database.db, {
      type: 'Post',
      referenceId: item.referenceId,
      ownerId: teacher.id,
      schoolId: world.schoolId,
      status: 'published',
      publishAt: t.clock.now(),
      searchText: 'edited',
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    expect(await outboxOf(guardian.id)).toEqual([])
  })

  it("queues a moderation notice for the school's moderators when an item starts waiting", async () => {
    const { world, guardian, teacher } = await family()
    const moderator = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { isModerator: true })
    await device(moderator.id)
    await device(guardian.id)
    await makeNews(t.database.db, {
      ownerId: teacher.id,
      schoolId: world.schoolId,
      targets: [{ targetType: 'School', targetId: world.schoolId }],
      status: 'pending',
      publishAt: t.clock.now(),
    })
    expect(await outboxOf(moderator.id)).toEqual([
      expect.objectContaining({ kind: 'moderation', title: 'moderation', url: '/' }),
    ])
    expect(await outboxOf(guardian.id)).toEqual([])
  })
})
