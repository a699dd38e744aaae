import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsItem } from '@nido/domain/contracts/news'
import { guardianships } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { openSession } from '../../test/matrix-world'
import { makeNews } from './news.fixtures'

// The newsfeed through HTTP (docs/news-feed.md). Audience per profile, news by id, keyset pages,
// every filter, delayed and pending items, reactions (spec 001 §3, §4, §6).

const past = (day: number, hour = 8) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`
const future = '2026-12-01T08:00:00Z'

describe('news', () => {
  let t: TestApp
  const ids: Record<string, string> = {}
  const cookies: Record<string, string> = {}
  const items: Record<string, string> = {}

  const get = async (who: string, url: string, query: Record<string, string | string[]> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: { cookie: cookies[who]! } })
  const feed = async (who: string, query: Record<string, string | string[]> = {}) => {
    const res = await get(who, '/api/v1/news', query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ items: NewsItem[]; nextCursor: string | null }>()
  }
  const feedIds = async (who: string, query: Record<string, string | string[]> = {}) =>
    (await feed(who, { limit: '50', ...query })).items.map((i) => i.id)
  const named = (...names: string[]) => names.map((n) => items[n]!)

  beforeAll(async () => {
    t = await createTestApp()
    const make = t.make
    const db = t.database.db
    const group = await make.group({ variant: 'childrenLogin' })
    const schoolA = await make.school(group.id, { name: 'School A' })
    const schoolB = await make.school(group.id, { name: 'School B' })
    const s1 = await make.section(schoolA.id, 'A s1')
    const s2 = await make.section(schoolA.id, 'A s2')
    const b1 = await make.section(schoolB.id, 'B s1')
    const child1 = await make.child(s1.id, { firstname: 'Child1' })
    const child2 = await make.child(s2.id, { firstname: 'Child2' })
    const childB = await make.child(b1.id, { firstname: 'ChildB' })
    const people = {
      guardian1: await make.guardianOf([child1.id]),
      guardian2: await make.guardianOf([child2.id]),
      guardian12: await make.guardianOf([child1.id, child2.id]),
      guardianB: await make.guardianOf([childB.id]),
      teacher1: await make.staff('TEACHER', { sectionId: s1.id }, { firstname: 'Teacher1' }),
      teacher2: await make.staff('TEACHER', { sectionId: s2.id }, { firstname: 'Teacher2' }),
      observer1: await make.staff('TEACHER', { sectionId: s1.id }, { observer: true }),
      directorA: await make.staff('DIRECTOR', { schoolId: schoolA.id }),
      directorB: await make.staff('DIRECTOR', { schoolId: schoolB.id }),
      child1,
    }
    Object.assign(ids, { schoolA: schoolA.id, schoolB: schoolB.id, s1: s1.id, s2: s2.id, b1: b1.id })
    Object.assign(ids, { child1: child1.id, child2: child2.id })
    for (const [name, user] of Object.entries(people)) {
      ids[name] = user.id
      const current = name === 'guardianB' || name === 'directorB' ? schoolB.id : schoolA.id
      cookies[name] = await openSession(t, user.id, { currentSchoolId: current, currentChildId: null })
    }
    const section = (id: string) => [{ targetType: 'Section' as const, targetId: id }]
    const post = async (
      name: string,
      o: Omit<Parameters<typeof makeNews>[1], 'schoolId'> & { schoolId?: string },
    ) => {
      items[name] = (await makeNews(db, { schoolId: schoolA.id, ...o })).newsId
    }
    await post('toS1', {
      ownerId: ids.teacher1!,
      targets: section(s1.id),
      publishAt: past(10),
      text: 'Sortie au musée',
    })
    await post('toS2', {
      ownerId: ids.teacher2!,
      targets: section(s2.id),
      publishAt: past(11),
      text: 'Piscine',
    })
    await post('toSchoolA', {
      ownerId: ids.directorA!,
      targets: [{ targetType: 'School', targetId: schoolA.id }],
      publishAt: past(12),
      text: 'Fête de l’ÉCOLE',
    })
    await post('toChild1', {
      ownerId: ids.teacher1!,
      targets: [{ targetType: 'User', targetId: child1.id }],
      publishAt: past(13),
      text: 'Un mot pour Child1',
    })
    await post('toSchoolB', {
      ownerId: ids.directorB!,
      schoolId: schoolB.id,
      targets: [{ targetType: 'School', targetId: schoolB.id }],
      publishAt: past(14),
    })
    await post('delayed', { ownerId: ids.teacher1!, targets: section(s1.id), publishAt: future })
    await post('pending', {
      ownerId: ids.teacher1!,
      targets: section(s1.id),
      publishAt: past(15),
      status: 'pending',
    })
    await post('refused', {
      ownerId: ids.teacher1!,
      targets: section(s1.id),
      publishAt: past(15, 9),
      status: 'refused',
    })
    await post('gallery', {
      type: 'Gallery',
      ownerId: ids.teacher2!,
      targets: section(s1.id),
      publishAt: past(16),
    })
    await post('bothTargets', {
      ownerId: ids.directorA!,
      targets: [...section(s1.id), { targetType: 'School', targetId: schoolA.id }],
      publishAt: past(9),
    })
  })
  afterAll(() => t.close())

  describe('audience (ARCHITECTURE §5)', () => {
    it('guardians see their child, its section and school, newest first', async () => {
      expect(await feedIds('guardian1')).toEqual(
        named('gallery', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
      expect(await feedIds('guardian2')).toEqual(named('toSchoolA', 'toS2', 'bothTargets'))
    })
    it('a child sees itself, its section and school', async () => {
      expect(await feedIds('child1')).toEqual(
        named('gallery', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
    })
    it('teachers see their sections, their school and their own items', async () => {
      expect(await feedIds('teacher1')).toEqual(
        named('gallery', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
      expect(await feedIds('teacher2')).toEqual(named('gallery', 'toSchoolA', 'toS2', 'bothTargets'))
    })
    it('directors see their school and all of its sections', async () => {
      expect(await feedIds('directorA')).toEqual(named('gallery', 'toSchoolA', 'toS2', 'toS1', 'bothTargets'))
      expect(await feedIds('directorB')).toEqual(named('toSchoolB'))
    })
    it('another section’s or school’s guardian never sees an item, in the feed or by id', async () => {
      expect(await feedIds('guardian2')).not.toContain(items.toS1)
      expect((await get('guardian2', `/api/v1/news/${items.toS1}`)).statusCode).toBe(404)
      expect((await get('guardianB', `/api/v1/news/${items.toSchoolA}`)).statusCode).toBe(404)
      expect((await get('guardianB', `/api/v1/news/${items.toChild1}`)).statusCode).toBe(404)
      expect((await get('guardian2', `/api/v1/news/${items.delayed}`)).statusCode).toBe(404)
      expect((await get('guardian1', `/api/v1/news/${items.pending}`)).statusCode).toBe(404)
    })
    it('news by id returns one object with what the card needs', async () => {
      const res = await get('guardian1', `/api/v1/news/${items.toS1}`)
      expect(res.statusCode).toBe(200)
      const item = res.json<NewsItem>()
      expect(item).toMatchObject({
        id: items.toS1,
        type: 'Post',
        owner: { id: ids.teacher1, firstname: 'Teacher1' },
        school: { id: ids.schoolA, name: 'School A' },
        status: 'published',
        isOwn: false,
        reactionCounts: {},
        currentReaction: null,
        reactionPeek: [],
        post: { contentHtml: '<p>Sortie au musée</p>', attachments: [] },
      })
      // The owner reads their own delayed and pending items by id.
      expect((await get('teacher1', `/api/v1/news/${items.delayed}`)).statusCode).toBe(200)
      expect((await get('teacher1', `/api/v1/news/${items.pending}`)).statusCode).toBe(200)
      expect((await get('guardian1', `/api/v1/news/00000000-0000-7000-8000-000000000000`)).statusCode).toBe(
        404,
      )
    })
  })

  describe('filters (spec 001 §3)', () => {
    it('publishedStatus shows the owner’s delayed and pending items', async () => {
      expect(await feedIds('teacher1', { publishedStatus: 'OWNER_DELAYED' })).toEqual(
        named('delayed', 'pending'),
      )
      expect(await feedIds('teacher1', { publishedStatus: 'PUBLISHED_AND_OWNER_DELAYED' })).toEqual(
        named('delayed', 'gallery', 'pending', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
      expect(await feedIds('teacher1', { publishedStatus: 'ALL' })).toEqual(
        named('delayed', 'gallery', 'refused', 'pending', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
      // Nobody else sees them, whatever the filter.
      expect(await feedIds('guardian1', { publishedStatus: 'ALL' })).toEqual(await feedIds('guardian1'))
    })
    it('newsTypes', async () => {
      expect(await feedIds('guardian1', { newsTypes: 'Gallery' })).toEqual(named('gallery'))
      expect(await feedIds('guardian1', { newsTypes: ['Gallery', 'Post'] })).toHaveLength(5)
      expect(await feedIds('guardian1', { newsTypes: 'Poll' })).toEqual([])
    })
    it('crossSchool: without it, only the current school', async () => {
      const cookie = await openSession(t, ids.directorA!, {
        currentSchoolId: ids.schoolB!,
        currentChildId: null,
      })
      // School B is not in directorA's tree, so the stored choice is ignored: school A stays current.
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/news', headers: { cookie } })
      expect(res.json<{ items: NewsItem[] }>().items.map((i) => i.id)).toContain(items.toSchoolA)
      const guardianBoth = await t.make.guardianOf([ids.child1!])
      const { childB } = { childB: (await t.make.child(ids.b1!)).id }
      await t.database.db
        .insert(guardianships)
        .values({ guardianId: guardianBoth.id, childId: childB, relationship: 'Mother', referent: true })
      const c = await openSession(t, guardianBoth.id, {
        currentSchoolId: ids.schoolB!,
        currentChildId: childB,
      })
      const list = async (query: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: '/api/v1/news', query, headers: { cookie: c } }))
          .json<{ items: NewsItem[] }>()
          .items.map((i) => i.id)
      expect(await list({})).toEqual(named('toSchoolB'))
      expect(await list({ crossSchool: 'true' })).toEqual(
        named('gallery', 'toSchoolB', 'toChild1', 'toSchoolA', 'toS1', 'bothTargets'),
      )
    })
    it('startDate and endDate (local days of the school)', async () => {
      expect(await feedIds('guardian1', { startDate: '2026-11-12', endDate: '2026-11-13' })).toEqual(
        named('toChild1', 'toSchoolA'),
      )
      expect(await feedIds('guardian1', { endDate: '2026-11-09' })).toEqual(named('bothTargets'))
    })
    it('newsContent ignores case and accents', async () => {
      expect(await feedIds('guardian1', { newsContent: 'MUSEE' })).toEqual(named('toS1'))
      expect(await feedIds('guardian1', { newsContent: 'fête de l’école' })).toEqual(named('toSchoolA'))
      expect(await feedIds('guardian1', { newsContent: '100%' })).toEqual([])
    })
    it('childrenIds narrows a guardian’s feed to those children', async () => {
      expect(await feedIds('guardian12', { childrenIds: ids.child2! })).toEqual(
        named('toSchoolA', 'toS2', 'bothTargets'),
      )
      expect(await feedIds('guardian12', { childrenIds: ids.child1! })).toEqual(await feedIds('guardian1'))
      // A child that is not theirs is dropped, never trusted: nothing matches.
      expect(await feedIds('guardian1', { childrenIds: ids.child2! })).toEqual([])
    })
    it('teacherIds and sectionIds', async () => {
      expect(await feedIds('directorA', { teacherIds: ids.teacher2! })).toEqual(named('gallery', 'toS2'))
      expect(await feedIds('directorA', { sectionIds: ids.s2! })).toEqual(named('toS2'))
      expect(await feedIds('directorA', { sectionIds: ids.b1! })).toEqual([])
    })
    it('rejects malformed filters with 400', async () => {
      expect((await get('guardian1', '/api/v1/news', { newsTypes: 'Nope' })).statusCode).toBe(400)
      expect((await get('guardian1', '/api/v1/news', { startDate: 'yesterday' })).statusCode).toBe(400)
    })
  })

  describe('keyset pages', () => {
    it('walks the feed with no duplicate and no gap, ties on publish_at included', async () => {
      const section = await t.make.section(ids.schoolA!, 'Paging')
      const child = await t.make.child(section.id)
      const guardian = await t.make.guardianOf([child.id])
      const cookie = await openSession(t, guardian.id, {
        currentSchoolId: ids.schoolA!,
        currentChildId: child.id,
      })
      const expected: string[] = []
      for (let i = 0; i < 23; i++) {
        const { newsId } = await makeNews(t.database.db, {
          ownerId: ids.teacher1!,
          schoolId: ids.schoolA!,
          // Groups of three share a publish_at: the id breaks the tie.
          publishAt: `2026-11-0${1 + Math.floor(i / 3)}T10:00:00.123456Z`,
          targets: [
            { targetType: 'Section', targetId: section.id },
            ...(i % 2 === 0 ? [{ targetType: 'User' as const, targetId: child.id }] : []),
          ],
        })
        expected.push(newsId)
      }
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const res: { json: <T>() => T } = await t.app.inject({
          method: 'GET',
          url: '/api/v1/news',
          query: { limit: '4', ...(cursor ? { cursor } : {}) },
          headers: { cookie },
        })
        const page: { items: NewsItem[]; nextCursor: string | null } = res.json()
        seen.push(...page.items.map((i) => i.id))
        cursor = page.nextCursor
        pages++
      } while (cursor && pages < 20)
      // No duplicate, no gap: exactly the items of the guardian's section, child and school.
      expect(new Set(seen).size).toBe(seen.length)
      expect([...seen].sort()).toEqual([...expected, ...named('toSchoolA', 'bothTargets')].sort())
      expect(pages).toBe(Math.ceil(seen.length / 4))
    })
  })

  describe('reactions (spec 001 §4)', () => {
    const react = (who: string, newsId: string, reaction: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/news/${newsId}/reactions`,
        payload: { reaction },
        headers: { cookie: cookies[who]! },
      })

    it('toggles: same again removes, another replaces, counts follow', async () => {
      const id = items.toSchoolA!
      let res = await react('guardian1', id, 'heart')
      expect(res.json()).toEqual({ currentReaction: 'heart', reactionCounts: { heart: 1 } })
      res = await react('guardian2', id, 'heart')
      expect(res.json()).toEqual({ currentReaction: 'heart', reactionCounts: { heart: 2 } })
      res = await react('guardian1', id, 'smile')
      expect(res.json()).toEqual({ currentReaction: 'smile', reactionCounts: { heart: 1, smile: 1 } })
      res = await react('guardian1', id, 'smile')
      expect(res.json()).toEqual({ currentReaction: null, reactionCounts: { heart: 1 } })
      await react('teacher1', id, 'thumbsUp')

      const item = (await get('guardian2', `/api/v1/news/${id}`)).json<NewsItem>()
      expect(item.reactionCounts).toEqual({ heart: 1, thumbsUp: 1 })
      expect(item.currentReaction).toBe('heart')
      expect(item.reactionPeek.map((p) => [p.user.id, p.reaction])).toEqual([
        [ids.teacher1, 'thumbsUp'],
        [ids.guardian2, 'heart'],
      ])
      const list = (await get('guardian1', `/api/v1/news/${id}/reactions`, { limit: '1' })).json<{
        items: Array<{ user: { id: string }; reaction: string }>
        nextCursor: string | null
      }>()
      expect(list.items).toHaveLength(1)
      const rest = (
        await get('guardian1', `/api/v1/news/${id}/reactions`, { limit: '5', cursor: list.nextCursor! })
      ).json<{ items: Array<{ user: { id: string } }>; nextCursor: string | null }>()
      expect([...list.items, ...rest.items].map((r) => r.user.id)).toEqual([ids.teacher1, ids.guardian2])
      expect(rest.nextCursor).toBeNull()
      const hearts = (await get('guardian1', `/api/v1/news/${id}/reactions`, { reaction: 'heart' })).json<{
        items: unknown[]
      }>()
      expect(hearts.items).toHaveLength(1)
    })
    it('refuses observers, and items outside the audience', async () => {
      expect((await react('observer1', items.toS1!, 'heart')).json()).toMatchObject({
        errorCode: 'FORBIDDEN_OBSERVER',
      })
      expect((await react('guardian2', items.toS1!, 'heart')).statusCode).toBe(404)
      expect((await react('teacher1', items.pending!, 'heart')).statusCode).toBe(404)
      expect((await get('guardian2', `/api/v1/news/${items.toS1}/reactions`)).statusCode).toBe(404)
      expect((await react('guardian1', items.toS1!, 'angry')).statusCode).toBe(400)
    })
  })

  it('filter options list the guardian’s children, sections and teachers', async () => {
    const res = await get('guardian12', '/api/v1/news/filter-options')
    expect(res.statusCode).toBe(200)
    const body = res.json<{
      children: Array<{ id: string }>
      sections: Array<{ id: string }>
      teachers: Array<{ id: string }>
    }>()
    expect(body.children.map((c) => c.id).sort()).toEqual([ids.child1, ids.child2].sort())
    expect(body.sections.map((s) => s.id).sort()).toEqual([ids.s1, ids.s2].sort())
    expect(body.teachers.map((s) => s.id)).toEqual(
      expect.arrayContaining([ids.teacher1, ids.teacher2, ids.directorA]),
    )
  })
})
