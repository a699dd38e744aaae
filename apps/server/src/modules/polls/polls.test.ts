import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, news, pollVotes } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Spec 000 §2 polls, §6 (coordinator, director, teacher, sponsor), §7 poll replier scope and
// DELETE poll; spec 001 §3 News poll (optionOwnerIds, supportsMultiple), §4 (an option toggles;
// single-choice polls clear the user's other options).
describe('polls (spec 000 §2, §6, §7; spec 001 §3, §4)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world({ variant: 'childrenLogin' })
    other = await t.make.world()
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1, { email: 'child.polls@example.test' })
    const child2 = await t.make.child(s2)
    const otherChild = await t.make.child(other.sectionIds[0])
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      guardian: await t.make.guardianOf([child.id]),
      coGuardian: await t.make.guardianOf([child.id]),
      guardian2: await t.make.guardianOf([child2.id]),
      otherGuardian: await t.make.guardianOf([otherChild.id]),
      observer: await t.make.guardianOf([child.id], { observer: true }),
      child,
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
  })
  afterAll(async () => t.close())

  async function createPoll(who: string, extra: Record<string, unknown> = {}) {
    const res = await call(who, 'POST', '/api/v1/polls', {
      question: 'Which day for the party?',
      supportsMultiple: false,
      closesAt: null,
      options: ['Monday', 'Tuesday', 'Wednesday'],
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      ...extra,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{
      id: string
      options: Array<{ id: string; label: string; count: number; ownerIds: string[] }>
    }>()
  }
  const vote = (who: string, pollId: string, optionId: string) =>
    call(who, 'POST', `/api/v1/polls/${pollId}/votes`, { optionId })

  it('a teacher creates a poll; the news index holds it for the section (replier scope)', async () => {
    const poll = await createPoll('teacher')
    expect(poll).toMatchObject({
      question: 'Which day for the party?',
      supportsMultiple: false,
      closed: false,
      canEdit: true,
      canVote: false,
      options: [{ label: 'Monday', count: 0 }, { label: 'Tuesday' }, { label: 'Wednesday' }],
    })
    const [row] = await t.database.db
      .select()
      .from(news)
      .where(and(eq(news.type, 'Poll'), eq(news.referenceId, poll.id)))
    expect(row).toMatchObject({ status: 'published', searchText: 'Which day for the party?' })
    expect((await call('guardian', 'GET', `/api/v1/polls/${poll.id}`)).json()).toMatchObject({
      canVote: true,
    })
    // Outside the replier scope: another section's family, another school, another teacher.
    for (const who of ['guardian2', 'otherGuardian', 'teacher2'])
      expect((await call(who, 'GET', `/api/v1/polls/${poll.id}`)).statusCode, who).toBe(404)
    expect((await vote('guardian2', poll.id, poll.options[0]!.id)).statusCode).toBe(404)
  })

  it('single choice: an option toggles and replaces the other one (spec 001 §4)', async () => {
    const poll = await createPoll('teacher')
    const [mon, tue] = poll.options
    let res = await vote('guardian', poll.id, mon!.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().myOptionIds).toEqual([mon!.id])
    res = await vote('guardian', poll.id, tue!.id)
    expect(res.json().myOptionIds).toEqual([tue!.id])
    // A family member sees the counts and only themself among the owners.
    await vote('coGuardian', poll.id, tue!.id)
    res = await call('guardian', 'GET', `/api/v1/polls/${poll.id}`)
    expect(res.json().options.map((o: { count: number }) => o.count)).toEqual([0, 2, 0])
    expect(res.json().options[1].ownerIds).toEqual([ids.guardian])
    expect(res.json().voters).toBeNull()
    res = await vote('guardian', poll.id, tue!.id)
    expect(res.json().myOptionIds).toEqual([])
    const rows = await t.database.db
      .select()
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.userId, ids.guardian!)))
    expect(rows).toEqual([])
  })

  it('multiple choice keeps every option; the author sees who voted (optionOwnerIds)', async () => {
    const poll = await createPoll('teacher', { supportsMultiple: true })
    const [mon, tue] = poll.options
    await vote('guardian', poll.id, mon!.id)
    const res = await vote('guardian', poll.id, tue!.id)
    expect(res.json().myOptionIds.sort()).toEqual([mon!.id, tue!.id].sort())
    await vote('child', poll.id, tue!.id)
    const results = (await call('teacher', 'GET', `/api/v1/polls/${poll.id}`)).json()
    expect(results.options[0]).toMatchObject({ count: 1, ownerIds: [ids.guardian] })
    expect(results.options[1].ownerIds.sort()).toEqual([ids.guardian, ids.child].sort())
    expect(results.voterCount).toBe(2)
    expect(results.voters.map((v: { id: string }) => v.id).sort()).toEqual([ids.guardian, ids.child].sort())
    // The school's director sees the results too; another teacher does not even see the poll.
    expect((await call('director', 'GET', `/api/v1/polls/${poll.id}`)).json().voterCount).toBe(2)
  })

  it('refuses votes after the closing date (POLL_CLOSED) and closing dates in the past', async () => {
    const poll = await createPoll('teacher', { closesAt: '2026-11-18T10:00:00Z' })
    expect((await vote('guardian', poll.id, poll.options[0]!.id)).statusCode).toBe(200)
    t.clock.set('2026-11-18T10:00:00Z')
    try {
      const res = await vote('guardian', poll.id, poll.options[1]!.id)
      expect(res.statusCode).toBe(409)
      expect(res.json().errorCode).toBe('POLL_CLOSED')
      const got = (await call('guardian', 'GET', `/api/v1/polls/${poll.id}`)).json()
      expect(got).toMatchObject({ closed: true, canVote: false })
      const past = await call('teacher', 'POST', '/api/v1/polls', {
        question: 'Too late',
        supportsMultiple: false,
        closesAt: '2026-11-18T09:00:00Z',
        options: ['a', 'b'],
        targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      })
      expect(past.statusCode).toBe(400)
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
  })

  it('staff do not vote, observers neither; options of another poll are 404', async () => {
    const poll = await createPoll('director', {
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    const another = await createPoll('teacher')
    expect((await vote('teacher', poll.id, poll.options[0]!.id)).statusCode).toBe(403)
    expect((await vote('observer', poll.id, poll.options[0]!.id)).json().errorCode).toBe('FORBIDDEN_OBSERVER')
    expect((await vote('guardian', poll.id, another.options[0]!.id)).statusCode).toBe(404)
    expect((await vote('guardian2', poll.id, poll.options[0]!.id)).statusCode).toBe(200)
  })

  it('refuses a poll without targets, with one option or repeated options', async () => {
    const base = {
      question: 'Q',
      supportsMultiple: false,
      closesAt: null,
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    }
    expect(
      (await call('teacher', 'POST', '/api/v1/polls', { ...base, targets: [], options: ['a', 'b'] })).json()
        .errorCode,
    ).toBe('EMPTY_SHARINGS_SCOPE')
    expect((await call('teacher', 'POST', '/api/v1/polls', { ...base, options: ['a'] })).statusCode).toBe(400)
    expect(
      (await call('teacher', 'POST', '/api/v1/polls', { ...base, options: ['a', 'A '] })).statusCode,
    ).toBe(400)
    expect(
      (await call('guardian', 'POST', '/api/v1/polls', { ...base, options: ['a', 'b'] })).statusCode,
    ).toBe(403)
  })

  it('edits options (kept votes stay, dropped options lose theirs) and deletes (spec 000 §7)', async () => {
    const poll = await createPoll('sponsor', {
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    const [mon, tue] = poll.options
    await vote('guardian', poll.id, mon!.id)
    await vote('guardian2', poll.id, tue!.id)
    const edited = await call('sponsor', 'PUT', `/api/v1/polls/${poll.id}`, {
      question: 'Which day, finally?',
      supportsMultiple: true,
      closesAt: null,
      options: [{ id: mon!.id, label: 'Monday' }, { label: 'Friday' }],
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().options.map((o: { label: string; count: number }) => [o.label, o.count])).toEqual([
      ['Monday', 1],
      ['Friday', 0],
    ])
    expect((await call('teacher', 'PUT', `/api/v1/polls/${poll.id}`, {})).statusCode).toBe(400)
    expect((await call('guardian', 'DELETE', `/api/v1/polls/${poll.id}`)).statusCode).toBe(403)
    expect((await call('teacher', 'DELETE', `/api/v1/polls/${poll.id}`)).statusCode).toBe(403)
    expect((await call('sponsor', 'DELETE', `/api/v1/polls/${poll.id}`)).statusCode).toBe(204)
    expect((await call('guardian', 'GET', `/api/v1/polls/${poll.id}`)).statusCode).toBe(404)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.sponsor!), eq(auditLog.action, 'polls.delete')))
    expect(audits).toHaveLength(1)
  })

  it('the replier scope lists the open polls awaiting the actor (spec 000 §7)', async () => {
    const poll = await createPoll('teacher')
    const scope = (await call('coGuardian', 'GET', '/api/v1/polls/replier-scope')).json()
    expect(scope.canReply).toBe(true)
    expect(scope.targets).toContainEqual({ targetType: 'Section', targetId: world.sectionIds[0] })
    expect(scope.unansweredPollIds).toContain(poll.id)
    await vote('coGuardian', poll.id, poll.options[0]!.id)
    const after = (await call('coGuardian', 'GET', '/api/v1/polls/replier-scope')).json()
    expect(after.unansweredPollIds).not.toContain(poll.id)
    expect((await call('teacher', 'GET', '/api/v1/polls/replier-scope')).json()).toEqual({
      canReply: false,
      targets: [],
      unansweredPollIds: [],
    })
  })

  it('lists the polls of the current school for their authors and managers, with a cursor', async () => {
    const mine = await createPoll('teacher2', {
      targets: [{ targetType: 'Section', targetId: world.sectionIds[1] }],
    })
    const list = (await call('teacher2', 'GET', '/api/v1/polls?limit=100')).json()
    expect(list.items.map((p: { id: string }) => p.id)).toContain(mine.id)
    const first = (await call('director', 'GET', '/api/v1/polls?limit=1')).json()
    expect(first.items).toHaveLength(1)
    expect(first.nextCursor).not.toBeNull()
    const second = (await call('director', 'GET', `/api/v1/polls?limit=1&cursor=${first.nextCursor}`)).json()
    expect(second.items[0].id).not.toBe(first.items[0].id)
    expect((await call('guardian', 'GET', '/api/v1/polls')).statusCode).toBe(403)
  })
})
