import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsItem } from '@nido/domain/contracts/news'
import { newsTypes, type NewsType } from '@nido/domain/enums/content'
import { createTestApp, type TestApp } from '../../test/app'
import { openSession } from '../../test/matrix-world'
import { modules } from '../index'
import { newsKindsOf } from '../module'
import { makeNews } from './news.fixtures'

const newsKinds = newsKindsOf(modules)

// Decision 0012: a feed page costs a fixed number of queries, whatever the number of items and
// kinds on it. Each kind loads the details of all of the page's items of its type at once; a kind
// that read one item at a time would make the larger page cost more queries than the smaller one.
// Queries are counted at the driver (PGlite's or node-postgres' `query`), below drizzle, so
// nothing the route does escapes the count.

type Counted = { query: (...args: unknown[]) => Promise<unknown> }

describe('news kinds', () => {
  let t: TestApp
  let cookie = ''
  let queries = 0

  beforeAll(async () => {
    t = await createTestApp()
    const group = await t.make.group()
    const school = await t.make.school(group.id)
    const director = await t.make.staff('DIRECTOR', { schoolId: school.id })
    cookie = await openSession(t, director.id, { currentSchoolId: school.id, currentChildId: null })
    // Five items of every type, the types interleaved: the newest seven are one of each.
    for (let i = 0; i < 5 * newsTypes.length; i++)
      await makeNews(t.database.db, {
        type: newsTypes[i % newsTypes.length],
        ownerId: director.id,
        schoolId: school.id,
        targets: [{ targetType: 'School', targetId: school.id }],
        publishAt: new Date(Date.parse('2026-11-10T08:00:00Z') - i * 60_000),
      })
    const client = (t.database.db as unknown as { $client: Counted }).$client
    const query = client.query.bind(client)
    client.query = (...args) => {
      queries++
      return query(...args)
    }
  })
  afterAll(async () => t.close())

  const countedFeed = async (limit: number) => {
    const before = queries
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/news',
      query: { limit: String(limit), newsTypes: [...newsTypes] },
      headers: { cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    return { items: res.json<{ items: NewsItem[] }>().items, queries: queries - before }
  }

  it('describes every item type once', () => {
    const types = newsKinds.map((k) => k.type)
    expect(new Set(types).size).toBe(types.length)
    expect([...types].sort()).toEqual([...newsTypes].sort())
  })

  it('a feed page costs the same number of queries for 7 items as for 35', async () => {
    await countedFeed(7) // the session's first use may write its activity stamp
    const small = await countedFeed(7)
    const large = await countedFeed(35)
    const types = (items: NewsItem[]) => new Set<NewsType>(items.map((i) => i.type))
    expect(types(small.items).size).toBe(newsTypes.length)
    expect(large.items).toHaveLength(35)
    expect(small.queries).toBeGreaterThan(2) // the count sees the kinds' queries
    expect(large.queries).toBe(small.queries)
    // The session, the feed with the index rows, and the kinds' batched loads (each a fixed few).
    expect(small.queries).toBeLessThanOrEqual(2 + 2 * newsKinds.length)
  })
})
