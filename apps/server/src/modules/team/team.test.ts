import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TeamInvitation, TeamMember, TeamMemberCreate } from '@nido/domain/contracts/team'

// The form as a client sends it: ids are plain strings on the wire.
type Form = Omit<TeamMemberCreate, 'assignments'> & { assignments: Array<Record<string, string>> }
import { auditLog, outboxMails, sections, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Spec 000 §2 /team, §6 team manager (docs/team.md): list, create, edit, invitations. Through
// HTTP on the real database.
describe('team (spec 000 §2, §6)', () => {
  let t: TestApp
  let world: World
  let otherSchoolId: string
  let otherSectionId: string
  let archivedSectionId: string
  const cookies: Record<string, string> = {}
  const ids = {} as Record<'director' | 'coordinator' | 'otherDirector' | 'readOnly' | 'teacher', string>
  let n = 0

  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const all = { childAccess: 'All', teamAccess: 'All', sectionAccess: 'All' } as const
  const form = (over: Partial<Form> = {}): Form => ({
    profile: 'TEACHER',
    firstname: 'Anna',
    lastname: `Team${++n}`,
    gender: 'Female',
    email: `anna.team${n}@example.test`,
    phone: null,
    jobTitle: 'Puéricultrice',
    isModerator: false,
    moderated: true,
    observer: false,
    assignments: [{ sectionId: world.sectionIds[0], ...all }],
    ...over,
  })
  const create = async (who: string, over: Partial<Form> = {}) => {
    const res = await call(who, 'POST', '/team', form(over))
    expect(res.statusCode, res.body).toBe(201)
    return res.json<TeamMember>()
  }
  const editForm = (m: TeamMember) => ({
    firstname: m.firstname,
    lastname: m.lastname,
    gender: m.gender,
    email: m.email!,
    phone: m.phone,
    jobTitle: m.jobTitle,
    isModerator: m.isModerator,
    moderated: m.moderated,
    observer: m.observer,
    assignments: m.assignments
      .filter((a) => a.manageable)
      .map((a) => ({
        ...(a.sectionId ? { sectionId: a.sectionId } : { schoolId: a.schoolId! }),
        childAccess: a.childAccess,
        teamAccess: a.teamAccess,
        sectionAccess: a.sectionAccess,
      })),
  })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    await t.make.feature(null, 'management', true)
    otherSchoolId = (await t.make.school(world.groupId)).id
    otherSectionId = (await t.make.section(otherSchoolId, 'Elsewhere')).id
    archivedSectionId = (await t.make.section(world.schoolId, 'Old')).id
    await t.database.db
      .update(sections)
      .set({ archivedAt: new Date() })
      .where(eq(sections.id, archivedSectionId))
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: otherSchoolId }),
      readOnly: await t.make.staff(
        'DIRECTOR',
        { schoolId: world.schoolId },
        { access: { team: 'ReadOnly' } },
      ),
      teacher: await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] }, { lastname: 'Zed' }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who as keyof typeof ids] = user.id
      cookies[who] = await t.login(user.email!)
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('creates a teacher with no password, audited, and shows them in the list and invitations', async () => {
    const made = await create('director', { phone: '06 12 34 56 78' })
    expect(made).toMatchObject({
      profile: 'TEACHER',
      firstname: 'Anna',
      phone: '+33612345678',
      jobTitle: 'Puéricultrice',
      moderated: true,
      activated: false,
      status: 'Active',
    })
    expect(made.assignments).toEqual([
      expect.objectContaining({ sectionId: world.sectionIds[0], schoolId: world.schoolId, manageable: true }),
    ])
    const [row] = await t.database.db.select().from(users).where(eq(users.id, made.id))
    expect(row!.passwordHash).toBeNull()
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'team.create'))
    expect(audits.some((a) => (a.targets as { userId?: string }).userId === made.id)).toBe(true)

    const list = (await call('director', 'GET', `/team?q=${encodeURIComponent(made.lastname)}`)).json<{
      items: TeamMember[]
    }>()
    expect(list.items.map((m) => m.id)).toEqual([made.id])
    // The activation mail is queued in the same transaction (docs/mail-and-recovery.md).
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, made.email!))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('/activate?token=')
    const invitations = await call('director', 'GET', '/team/invitations?limit=100')
    expect(invitations.statusCode, invitations.body).toBe(200)
    const items = invitations.json<{ items: TeamInvitation[] }>().items
    expect(items.find((i) => i.id === made.id)).toMatchObject({
      lastSentAt: '2026-11-18T09:30:00.000Z',
      expiresAt: '2026-11-25T09:30:00.000Z',
      expired: false,
    })
    // The director themself set a password: not an invitation.
    expect(items.map((i) => i.id)).not.toContain(ids.director)
  })

  it('pages by name with the assignments of each member, and filters by school, section, profile', async () => {
    const first = await call('coordinator', 'GET', '/team?limit=2')
    expect(first.statusCode, first.body).toBe(200)
    const page = first.json<{ items: TeamMember[]; nextCursor: string | null }>()
    expect(page.items).toHaveLength(2)
    expect(page.nextCursor).not.toBeNull()
    const next = (await call('coordinator', 'GET', `/team?limit=100&cursor=${page.nextCursor}`)).json<{
      items: TeamMember[]
    }>()
    const seen = [...page.items, ...next.items].map((m) => m.id)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(expect.arrayContaining([ids.director, ids.otherDirector, ids.teacher]))
    // The coordinator works at group level: not listed among the schools' staff.
    expect(seen).not.toContain(ids.coordinator)
    expect(next.items.every((m) => m.assignments.length > 0)).toBe(true)

    const ofDirector = (await call('director', 'GET', '/team?limit=100')).json<{ items: TeamMember[] }>()
    expect(ofDirector.items.map((m) => m.id)).not.toContain(ids.otherDirector)

    const bySection = (await call('director', 'GET', `/team?sectionId=${world.sectionIds[1]}`)).json<{
      items: TeamMember[]
    }>()
    expect(bySection.items.map((m) => m.id)).toEqual([ids.teacher])
    const directors = (await call('director', 'GET', '/team?profile=DIRECTOR&limit=100')).json<{
      items: TeamMember[]
    }>()
    expect(directors.items.every((m) => m.profile === 'DIRECTOR')).toBe(true)
    expect(directors.items.map((m) => m.id)).toContain(ids.readOnly)

    expect((await call('director', 'GET', `/team?schoolId=${otherSchoolId}`)).statusCode).toBe(404)
    expect((await call('director', 'GET', `/team?sectionId=${otherSectionId}`)).statusCode).toBe(404)
    expect((await call('director', 'GET', `/team/${ids.otherDirector}`)).statusCode).toBe(404)
  })

  it('refuses an e-mail in use, a school or section outside the actor’s, an archived section', async () => {
    // Any case of the same address is the same address.
    const sameCase = (
      await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, ids.teacher))
    )[0]!
    const dup = await call('director', 'POST', '/team', form({ email: sameCase.email!.toUpperCase() }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({ errorCode: 'EMAIL_ALREADY_USED' })

    const outside = await call(
      'director',
      'POST',
      '/team',
      form({ assignments: [{ schoolId: otherSchoolId, ...all }] }),
    )
    expect(outside.statusCode).toBe(404)
    const archived = await call(
      'director',
      'POST',
      '/team',
      form({ assignments: [{ sectionId: archivedSectionId, ...all }] }),
    )
    expect(archived.statusCode).toBe(409)
    expect(archived.json()).toMatchObject({ errorCode: 'SECTION_ARCHIVED' })
    // Spec: a director is assigned to schools (docs/team.md).
    const directorInSection = await call(
      'director',
      'POST',
      '/team',
      form({ profile: 'DIRECTOR', assignments: [{ sectionId: world.sectionIds[0], ...all }] }),
    )
    expect(directorInSection.statusCode).toBe(400)
  })

  it('writes in one transaction: a bad assignment after a good one leaves no user', async () => {
    const email = `atomic.${Date.now()}@example.test`
    const res = await call(
      'coordinator',
      'POST',
      '/team',
      form({
        email,
        assignments: [
          { schoolId: world.schoolId, ...all },
          { sectionId: '01900000-0000-7000-8000-000000000000', ...all },
        ],
      }),
    )
    expect(res.statusCode).toBe(404)
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
    expect(rows).toHaveLength(0)
  })

  it('edits fields and replaces only the assignments inside the actor’s schools', async () => {
    // A teacher of both schools: the director of the first sees and edits only its half.
    const made = await create('coordinator', {
      assignments: [
        { sectionId: world.sectionIds[0], ...all },
        { sectionId: otherSectionId, ...all },
      ],
    })
    const seen = (await call('director', 'GET', `/team/${made.id}`)).json<TeamMember>()
    expect(seen.assignments.map((a) => [a.sectionId, a.manageable])).toEqual(
      expect.arrayContaining([
        [world.sectionIds[0], true],
        [otherSectionId, false],
      ]),
    )
    const res = await call('director', 'PATCH', `/team/${made.id}`, {
      ...editForm(seen),
      jobTitle: 'Éducatrice',
      observer: true,
      assignments: [
        {
          sectionId: world.sectionIds[1],
          childAccess: 'ReadOnly',
          teamAccess: 'Disabled',
          sectionAccess: 'All',
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json<TeamMember>()
    expect(after).toMatchObject({ jobTitle: 'Éducatrice', observer: true })
    expect(after.assignments.map((a) => a.sectionId).sort()).toEqual(
      [otherSectionId, world.sectionIds[1]].sort(),
    )
    expect(after.assignments.find((a) => a.sectionId === world.sectionIds[1])).toMatchObject({
      childAccess: 'ReadOnly',
      teamAccess: 'Disabled',
    })
    // Someone else's e-mail is refused on edit too.
    const dup = await call('director', 'PATCH', `/team/${made.id}`, {
      ...editForm(after),
      email: (
        await t.database.db.select({ e: users.email }).from(users).where(eq(users.id, ids.director))
      )[0]!.e!,
    })
    expect(dup.statusCode).toBe(409)
    // Outside the actor's schools: 404.
    expect((await call('otherDirector', 'PATCH', `/team/${ids.teacher}`, editForm(after))).statusCode).toBe(
      404,
    )
  })

  it('refuses lowering one’s own team access or removing one’s last assignment (403)', async () => {
    const me = (await call('director', 'GET', `/team/${ids.director}`)).json<TeamMember>()
    const base = editForm(me)
    const lowered = await call('director', 'PATCH', `/team/${ids.director}`, {
      ...base,
      assignments: [{ schoolId: world.schoolId, ...all, teamAccess: 'ReadOnly' }],
    })
    expect(lowered.statusCode).toBe(403)
    const moved = await call('director', 'PATCH', `/team/${ids.director}`, {
      ...base,
      assignments: [{ schoolId: world.schoolId, ...all, childAccess: 'ReadOnly' }],
    })
    expect(moved.statusCode, moved.body).toBe(200)
  })

  it('lets ReadOnly team access read and refuses its writes', async () => {
    expect((await call('readOnly', 'GET', '/team')).statusCode).toBe(200)
    const res = await call('readOnly', 'POST', '/team', form())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_ACCESS_LEVEL' })
  })

  it('reactivates a deactivated member of the team', async () => {
    const made = await create('director')
    expect((await call('director', 'POST', `/users/${made.id}/deactivate`)).statusCode).toBe(204)
    expect((await call('director', 'GET', `/team/${made.id}`)).json<TeamMember>().status).toBe('Inactive')
    expect((await call('director', 'POST', `/users/${made.id}/reactivate`)).statusCode).toBe(204)
    expect((await call('director', 'GET', `/team/${made.id}`)).json<TeamMember>().status).toBe('Active')
    expect((await call('otherDirector', 'POST', `/users/${made.id}/reactivate`)).statusCode).toBe(404)
  })

  it('shows an activation link as expired once its 7 days are over', async () => {
    const made = await create('director')
    t.clock.advance(8 * 24 * 60 * 60_000)
    const director = (await t.database.db.select().from(users).where(eq(users.id, ids.director)))[0]!
    cookies.director = await t.login(director.email!)
    const items = (await call('director', 'GET', '/team/invitations?limit=100')).json<{
      items: TeamInvitation[]
    }>().items
    expect(items.find((i) => i.id === made.id)).toMatchObject({ expired: true })
  })
})
