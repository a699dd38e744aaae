import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { NewsItem } from '@nido/domain/contracts/news'
import { sessions } from '../db/schema/index'
import { selectRows } from '../db/rows'
import { makeNews } from '../modules/news/index'
import { createTestApp, type TestApp } from '../test/app'
import { freshDatabase } from '../test/db'
import { heartbeatPayload, installChangeTriggers, tablesNoCachedAnswerReads } from './change-triggers'
import { startReadCache } from './read-cache'

// Decision 0007: the actor of a session and the feed's pages are served from memory while the
// database does not change; any change, made by this process, another one or by hand in SQL,
// retires them. Runs on PGlite and, in CI, on PostgreSQL (a separate LISTEN connection).

/** Polls until `check` passes: a change made outside the app is heard when its notification arrives. */
async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

describe('read cache through HTTP', () => {
  let t: TestApp
  let cookie: string
  let otherCookie: string
  let schoolId: string
  let sectionId: string
  let guardianId: string

  const feed = async (who = cookie) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/news', headers: { cookie: who } })
    return {
      status: res.statusCode,
      body: res.statusCode === 200 ? res.json<{ items: NewsItem[] }>() : undefined,
      raw: res,
    }
  }
  const stats = () => t.deps.readCache!.stats()
  const publish = (text: string) =>
    makeNews(t.database.db, {
      ownerId: null,
      schoolId,
      targets: [{ targetType: 'Section', targetId: sectionId }],
      publishAt: '2026-11-17T08:00:00Z',
      text,
    })

  beforeAll(async () => {
    t = await createTestApp({ readCache: true })
    const group = await t.make.group({})
    const school = await t.make.school(group.id, { name: 'Cached school' })
    const section = await t.make.section(school.id, 'Cached section')
    const child = await t.make.child(section.id, { firstname: 'Cachedchild' })
    const guardian = await t.make.guardianOf([child.id])
    const other = await t.make.guardianOf([child.id])
    schoolId = school.id
    sectionId = section.id
    guardianId = guardian.id
    await publish('First news')
    cookie = await t.login(guardian.email!)
    otherCookie = await t.login(other.email!)
  })
  afterAll(() => t.close())

  it('listens for changes', () => {
    expect(t.deps.readCache!.listening).toBe(true)
  })

  it('answers the same feed from memory while nothing changes, as the database would', async () => {
    const first = await feed()
    // The set-up's own writes may still be on their way as notifications: once they have arrived,
    // a request is answered from memory — its session's actor and its page.
    await eventually(async () => {
      const before = stats()
      const again = await feed()
      expect(again.raw.body).toBe(first.raw.body)
      expect(stats().feeds!.hits).toBe(before.feeds!.hits + 1)
      expect(stats().sessions!.hits).toBe(before.sessions!.hits + 1)
    })
    const second = await feed()
    expect(second.status).toBe(200)
    expect(second.raw.body).toBe(first.raw.body)
    expect(second.raw.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(second.body!.items.map((i) => i.summary)).toEqual(['First news'])
  })

  it('keys the feed by session and query: another guardian and another filter read their own', async () => {
    await feed()
    const before = stats().feeds!
    await feed(otherCookie)
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/v1/news',
      query: { newsTypes: 'Poll' },
      headers: { cookie },
    })
    expect(filtered.statusCode, filtered.body).toBe(200)
    expect(filtered.json<{ items: NewsItem[] }>().items).toEqual([])
    expect(stats().feeds!.misses).toBe(before.misses + 2)
  })

  it('shows a news item written straight into the database, once its notification arrives', async () => {
    await feed()
    await publish('Written by hand')
    await eventually(async () => {
      expect((await feed()).body!.items.map((i) => i.summary)).toContain('Written by hand')
    })
  })

  it("shows this process's own write at once (a reaction), with no wait", async () => {
    const { body } = await feed()
    const newsId = body!.items[0]!.id
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/news/${newsId}/reactions`,
      headers: { cookie },
      payload: { reaction: 'heart' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await feed()
    expect(after.body!.items.find((i) => i.id === newsId)!.currentReaction).toBe('heart')
  })

  it('refuses a session revoked by hand in SQL once the notification arrives', async () => {
    const user = await t.make.guardianOf([])
    const victim = await t.login(user.email!)
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: victim } })
    expect((await me()).statusCode).toBe(200)
    expect((await me()).statusCode).toBe(200)
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    await eventually(async () => expect((await me()).statusCode).toBe(401))
  })

  it('refuses a session at once after its logout in this process', async () => {
    const mine = await t.login((await t.make.guardianOf([])).email!)
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: mine } })
    expect((await me()).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: mine } })
    expect(out.statusCode).toBeLessThan(300)
    expect((await me()).statusCode).toBe(401)
  })

  it('does not retire the cache for activity records or for statements that change nothing', async () => {
    // Earlier tests' notifications first (a logout's, say): a page is kept again.
    await eventually(async () => {
      await feed()
      const settled = stats().feeds!.hits
      await feed()
      expect(stats().feeds!.hits).toBe(settled + 1)
    })
    const before = stats().feeds!
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.userId, guardianId))
    await t.database.db.execute(sql`update news set status = status where false`)
    // Give a notification, were one sent, the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await feed()
    expect(stats().feeds!.hits).toBe(before.hits + 1)
  })

  it('puts change triggers on every table a cached answer may read', async () => {
    const rows = await selectRows<{ table_name: string; triggers: string[] }>(
      t.database.db,
      sql`select c.relname as table_name,
            array(select tg.tgname::text from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname like 'nido_changed_%' order by 1) as triggers
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    )
    expect(rows.length).toBeGreaterThan(40)
    for (const { table_name, triggers } of rows) {
      if (tablesNoCachedAnswerReads.has(table_name)) expect(triggers, table_name).toEqual([])
      else if (table_name === 'sessions')
        expect(triggers, table_name).toEqual([
          'nido_changed_delete',
          'nido_changed_truncate',
          'nido_changed_update',
        ])
      else
        expect(triggers, table_name).toEqual([
          'nido_changed_delete',
          'nido_changed_insert',
          'nido_changed_truncate',
          'nido_changed_update',
        ])
    }
  })
})

describe('change triggers', () => {
  it('are installed once, and again when a table is added', async () => {
    const database = await freshDatabase()
    const db = database.db
    const triggersOn = async (table: string) =>
      (
        await selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_trigger where tgrelid = ${table}::regclass and tgname like 'nido_changed_%'`,
        )
      )[0]!.n
    await installChangeTriggers(db)
    const version = async () =>
      (
        await selectRows<{ v: string }>(
          db,
          sql`select obj_description(to_regprocedure('public.nido_notify_rows()'), 'pg_proc') as v`,
        )
      )[0]!.v
    const first = await version()
    await installChangeTriggers(db)
    expect(await version()).toBe(first)
    await db.execute(sql`create table later_table (id int)`)
    expect(await triggersOn('later_table')).toBe(0)
    await installChangeTriggers(db)
    expect(await triggersOn('later_table')).toBe(4)
    expect(await version()).not.toBe(first)
    await database.close()
  })
})

describe('read cache without its listener', () => {
  it('reads through while the listening connection is lost, and caches again once it is back', async () => {
    const database = await freshDatabase()
    let handlers: { notify: (payload: string) => void; lost: () => void } | undefined
    const cache = await startReadCache(
      { ...database, listen: async (_channel, h) => ((handlers = h), async () => undefined) },
      { things: { max: 10, ttlMs: 60_000 } },
      { log: { warn: () => undefined } },
    )
    let reads = 0
    const read = () => cache.through('things', 'k', async () => ++reads)
    expect([await read(), await read()]).toEqual([1, 1])
    handlers!.notify('news')
    expect(await read()).toBe(2)
    handlers!.lost()
    expect(cache.listening).toBe(false)
    expect([await read(), await read()]).toEqual([3, 4])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(cache.listening).toBe(true)
    expect([await read(), await read()]).toEqual([5, 5])
    await cache.close()
    await database.close()
  })

  it('keeps nothing read while a change was heard', async () => {
    const database = await freshDatabase()
    let handlers: { notify: (payload: string) => void; lost: () => void } | undefined
    const cache = await startReadCache(
      { ...database, listen: async (_channel, h) => ((handlers = h), async () => undefined) },
      { things: { max: 10, ttlMs: 60_000 } },
    )
    let reads = 0
    const racing = () =>
      cache.through('things', 'k', async () => {
        reads++
        handlers!.notify('news')
        return reads
      })
    expect(await racing()).toBe(1)
    expect(await racing()).toBe(2)
    await cache.close()
    await database.close()
  })
})

describe('read cache heartbeat (decision 0007: a stalled listener serves nothing)', () => {
  it('reads through once nothing was heard for staleAfterMs, and starts afresh when heard again', async () => {
    const database = await freshDatabase()
    let handlers: { notify: (payload: string) => void; lost: () => void } | undefined
    let now = 0
    const warnings: string[] = []
    const cache = await startReadCache(
      // A listener that stalls: connected, never lost, silent unless the test speaks.
      { ...database, listen: async (_channel, h) => ((handlers = h), async () => undefined) },
      { things: { max: 10, ttlMs: 60_000 } },
      { heartbeatMs: false, staleAfterMs: 5000, now: () => now, log: { warn: (m) => warnings.push(m) } },
    )
    let reads = 0
    const read = () => cache.through('things', 'k', async () => ++reads)
    expect([await read(), await read()]).toEqual([1, 1])
    // A heartbeat keeps the listener heard from and retires nothing.
    now = 4000
    handlers!.notify(heartbeatPayload)
    now = 8000
    expect(await read()).toBe(1)
    // Silence past staleAfterMs: what is held may be stale (a revoked session); read through.
    now = 9001
    expect(cache.listening).toBe(true)
    expect(cache.serving).toBe(false)
    expect([await read(), await read()]).toEqual([2, 3])
    expect(warnings).toHaveLength(1)
    // Heard again: changes may have been missed in the silence, so nothing older is served.
    handlers!.notify(heartbeatPayload)
    expect(cache.serving).toBe(true)
    expect([await read(), await read()]).toEqual([4, 4])
    await cache.close()
    await database.close()
  })

  it("keeps serving on a real database while its own heartbeats come back, and stops when they don't", async () => {
    const database = await freshDatabase()
    const beating = await startReadCache(
      database,
      { things: { max: 10, ttlMs: 60_000 } },
      {
        heartbeatMs: 50,
        staleAfterMs: 400,
      },
    )
    const silent = await startReadCache(
      // Another process's cache whose listener hears nothing: the NOTIFYs never reach it.
      { ...database, listen: async () => async () => undefined },
      { things: { max: 10, ttlMs: 60_000 } },
      { heartbeatMs: 50, staleAfterMs: 400, log: { warn: () => undefined } },
    )
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(beating.serving).toBe(true)
    expect(silent.serving).toBe(false)
    let reads = 0
    const read = () => beating.through('things', 'k', async () => ++reads)
    expect([await read(), await read()]).toEqual([1, 1])
    await silent.close()
    await beating.close()
    await database.close()
  })

  it('listens on a new connection when the listener stays silent three times staleAfterMs', async () => {
    const database = await freshDatabase()
    let opened = 0
    let stopped = 0
    let now = 0
    const cache = await startReadCache(
      {
        ...database,
        listen: async () => {
          opened++
          return async () => void stopped++
        },
      },
      { things: { max: 10, ttlMs: 60_000 } },
      { heartbeatMs: 10, staleAfterMs: 1000, now: () => now, log: { warn: () => undefined } },
    )
    now = 2500
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect([opened, stopped]).toEqual([1, 0])
    now = 3001
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect([opened, stopped]).toEqual([2, 1])
    expect(cache.serving).toBe(true)
    await cache.close()
    await database.close()
  })
})
