import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { outboxMails, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { runModerationMails } from './notifications.moderation-mail'

// Spec 001 §3 emailModerationNotifications (docs/notifications.md, decision 0055): moderators are
// told when items wait for them, the first within a minute (the job runs every minute), then at
// most one mail an hour per moderator and school while more arrive.
describe('moderation e-mails (spec 001 §3)', () => {
  let t: TestApp
  let w: World
  let author: string
  let moderator: { id: string; email: string }
  let optedOut: { id: string; email: string }
  let elsewhere: { id: string; email: string }

  const minute = 60_000
  const mailsTo = (address: string) =>
    t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, address), eq(outboxMails.template, 'notification-moderation')))
  const publish = async (text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { cookie: author },
      payload: {
        contentHtml: `<p>${text}</p>`,
        targets: [{ targetType: 'Section', targetId: w.sectionIds[0] }],
      },
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    return res.json<{ id: string }>()
  }
  /** The job's pass at the app's clock, as the runner would start it. */
  const tick = () => runModerationMails(t.deps, t.clock.now())

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    w = await t.make.world()
    const other = await t.make.world()
    const moderated = await t.make.staff('TEACHER', { sectionId: w.sectionIds[0] }, { moderated: true })
    author = await t.login(moderated.email!)
    const made = async (at: { schoolId: string } | { groupId: string }, language = 'en') => {
      const user = await t.make.staff('DIRECTOR', at, { isModerator: true, language })
      return { id: user.id, email: user.email! }
    }
    moderator = await made({ groupId: w.groupId }, 'fr')
    optedOut = await made({ schoolId: w.schoolId })
    await t.database.db
      .update(users)
      .set({ settings: { emailModerationNotifications: false } })
      .where(eq(users.id, optedOut.id))
    elsewhere = await made({ schoolId: other.schoolId })
  })
  afterAll(() => t.close())

  it('nothing waits, nothing is sent', async () => {
    expect(await tick()).toBe(0)
    expect(await mailsTo(moderator.email)).toHaveLength(0)
  })

  it('sends one mail for two items a few seconds apart, none 30 minutes later, a second after 61', async () => {
    await publish('First')
    t.clock.advance(5_000)
    await publish('Second')
    t.clock.advance(40_000)
    expect(await tick()).toBe(1)
    const [first, ...more] = await mailsTo(moderator.email)
    expect(more).toHaveLength(0)
    expect(first).toMatchObject({ language: 'fr' })
    expect(first!.text).toContain('2 élément(s) attendent votre modération')
    expect(first!.headers!['List-Unsubscribe']).toContain('/api/v1/notifications/unsubscribe?token=')
    // The next minutes: nothing new, nothing sent.
    t.clock.advance(minute)
    expect(await tick()).toBe(0)

    // Another item at +30 min: held by the hourly limit.
    t.clock.advance(29 * minute)
    await publish('Third')
    t.clock.advance(minute)
    expect(await tick()).toBe(0)
    expect(await mailsTo(moderator.email)).toHaveLength(1)

    // 61 minutes after the first mail: the third item is told, with the count of all that wait.
    t.clock.advance(30 * minute)
    expect(await tick()).toBe(1)
    const mails = await mailsTo(moderator.email)
    expect(mails).toHaveLength(2)
    expect(mails.map((m) => m.text).find((text) => text.includes('3 élément(s)'))).toBeDefined()
    // An hour later still, nothing new arrived: no third mail.
    t.clock.advance(61 * minute)
    expect(await tick()).toBe(0)
  })

  it('sends nothing to a moderator whose setting is off, nor to a moderator of another school', async () => {
    expect(await mailsTo(optedOut.email)).toHaveLength(0)
    expect(await mailsTo(elsewhere.email)).toHaveLength(0)
  })

  it('tells again of an item that waits again after it was approved and edited', async () => {
    const cookie = await t.login(moderator.email)
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/to-moderate?schoolId=${w.schoolId}`,
      headers: { cookie },
    })
    const items = pending.json<{ newsList: Array<{ id: string; reference: { id: string } }> }>().newsList
    expect(items).toHaveLength(3)
    for (const item of items) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/news/${item.id}/approval`,
        headers: { cookie },
      })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    t.clock.advance(minute)
    expect(await tick()).toBe(0)
    // The author edits an approved post: it waits again, and is new to the moderator.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${items[0]!.reference.id}`,
      headers: { cookie: author },
      payload: {
        contentHtml: '<p>Edited</p>',
        targets: [{ targetType: 'Section', targetId: w.sectionIds[0] }],
      },
    })
    expect(edited.statusCode, edited.body).toBeLessThan(300)
    t.clock.advance(61 * minute)
    expect(await tick()).toBe(1)
    expect(await mailsTo(moderator.email)).toHaveLength(3)
  })
})
