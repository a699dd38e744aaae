import { sessions } from '../db/schema/index'
import { newSessionToken, sessionCookieName } from '../platform/session'
import type { TestApp } from './app'
import type { FixtureName, MatrixWorld } from './matrix'

// Builds the world described in test/matrix.ts with the factories (STYLE habit 10) and signs every
// fixture in once. The access matrix and the fuzz test both start from it.

export type Person = Exclude<FixtureName, 'anonymous'>

/**
 * An account that only the login cases use, so that signing in during the matrix never touches a
 * fixture's own session (a teacher in A1/s1, password testPassword).
 */
export const matrixLoginEmail = 'matrix.login@example.test'

export interface CurrentScope {
  currentSchoolId: string | null
  currentChildId: string | null
}

export interface SignedInMatrixWorld extends MatrixWorld {
  emails: Record<Person, string>
  /** The Cookie header of each fixture's one session, made when the world was built. */
  cookies: Record<Person, string>
  /** The school or child each fixture's session starts with (chosen by sign-in, spec 000 §4). */
  current: Record<Person, CurrentScope>
  /** The fixture's cookie, none for anonymous. */
  cookieOf(who: FixtureName): string | undefined
  /**
   * A new session of the fixture, in the same state sign-in left its own one, for requests that
   * end or change the session they come with.
   */
  freshCookie(who: FixtureName): Promise<string | undefined>
}

/**
 * Opens a session the way sign-in stores it (platform/session.ts: only the token's hash is kept)
 * without paying for a password check; for tests that need many throwaway sessions.
 */
export async function openSession(
  t: TestApp,
  userId: string,
  current?: CurrentScope,
  impersonatorId: string | null = null,
): Promise<string> {
  const { token, tokenHash } = newSessionToken()
  const now = t.clock.now()
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash,
    impersonatorId,
    currentSchoolId: current?.currentSchoolId ?? null,
    currentChildId: current?.currentChildId ?? null,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + t.deps.config.sessionTtlDays * 86_400_000),
  })
  return `${sessionCookieName}=${token}`
}

const emailOf = (who: Person) => `${who.toLowerCase()}@matrix.example.test`

export async function buildMatrixWorld(t: TestApp): Promise<SignedInMatrixWorld> {
  const make = t.make
  // Spec 000 §1: only the childrenLogin brand variant lets children sign in, so group A has it.
  const groupA = await make.group({ variant: 'childrenLogin' })
  const groupB = await make.group({ variant: 'standard' })
  // Spec 000 §6: the management section needs its module, off unless switched on
  // (access/scope/features.ts); on everywhere here, so its routes answer by profile and scope.
  await make.feature(null, 'management', true)
  // Spec 000 §6: the advisor pages read the global advisor flag, off unless switched on.
  await make.feature(null, 'advisor', true)
  // Fixed names: the initial current school is the first by name (spec 000 §4), so it is known.
  const schoolA1 = await make.school(groupA.id, { name: 'School A1' })
  const schoolA2 = await make.school(groupA.id, { name: 'School A2' })
  const schoolB1 = await make.school(groupB.id, { name: 'School B1' })
  const sectionA1s1 = await make.section(schoolA1.id, 'A1 s1')
  const sectionA1s2 = await make.section(schoolA1.id, 'A1 s2')
  const sectionB1 = await make.section(schoolB1.id, 'B1 s')

  const named = (who: Person) => ({ firstname: who, lastname: 'Matrix', email: emailOf(who) })
  const childA1s1 = await make.child(sectionA1s1.id, named('childA1s1'))
  const childA1s2 = await make.child(sectionA1s2.id, { firstname: 'childA1s2', lastname: 'Matrix' })
  const childB1 = await make.child(sectionB1.id, { firstname: 'childB1', lastname: 'Matrix' })

  const users: Record<Person, { id: string }> = {
    superAdmin: await make.user('SUPER_ADMIN', named('superAdmin')),
    groupAdminA: await make.staff('GROUP_ADMIN', { groupId: groupA.id }, named('groupAdminA')),
    // An advisor guest (spec 000 §6), so the advisor host dialog's rows reach it.
    coordinatorA: await make.staff(
      'COORDINATOR',
      { groupId: groupA.id },
      { ...named('coordinatorA'), advisorGuest: true },
    ),
    directorA1: await make.staff('DIRECTOR', { schoolId: schoolA1.id }, named('directorA1')),
    directorB1: await make.staff('DIRECTOR', { schoolId: schoolB1.id }, named('directorB1')),
    sponsorA1: await make.staff('SPONSOR', { schoolId: schoolA1.id }, named('sponsorA1')),
    teacherA1s1: await make.staff('TEACHER', { sectionId: sectionA1s1.id }, named('teacherA1s1')),
    teacherA1s2: await make.staff('TEACHER', { sectionId: sectionA1s2.id }, named('teacherA1s2')),
    observerA1s1: await make.staff(
      'TEACHER',
      { sectionId: sectionA1s1.id },
      { ...named('observerA1s1'), observer: true },
    ),
    etudeA: await make.staff('ETUDE', { groupId: groupA.id }, named('etudeA')),
    guardianA1s1: await make.guardianOf([childA1s1.id], { ...named('guardianA1s1'), referent: true }),
    guardianB1: await make.guardianOf([childB1.id], { ...named('guardianB1'), referent: true }),
    childA1s1,
  }
  await make.staff(
    'TEACHER',
    { sectionId: sectionA1s1.id },
    { firstname: 'login', lastname: 'Matrix', email: matrixLoginEmail },
  )

  const people = Object.keys(users) as Person[]
  const emails = Object.fromEntries(people.map((who) => [who, emailOf(who)])) as Record<Person, string>
  const signedIn = await Promise.all(people.map(async (who) => [who, await t.login(emails[who])] as const))
  const cookies = Object.fromEntries(signedIn) as Record<Person, string>
  const current = {} as Record<Person, CurrentScope>
  for (const who of people) {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: cookies[who] } })
    const chosen = me.json<{ current: { schoolId: string | null; childId: string | null } }>().current
    current[who] = { currentSchoolId: chosen.schoolId, currentChildId: chosen.childId }
  }
  const userIds = Object.fromEntries(people.map((who) => [who, users[who].id])) as Record<Person, string>
  const impersonated = new Map<Person, Promise<string>>()

  return {
    app: t,
    ids: {
      groupA: groupA.id,
      groupB: groupB.id,
      schoolA1: schoolA1.id,
      schoolA2: schoolA2.id,
      schoolB1: schoolB1.id,
      sectionA1s1: sectionA1s1.id,
      sectionA1s2: sectionA1s2.id,
      sectionB1: sectionB1.id,
      childA1s1: childA1s1.id,
      childA1s2: childA1s2.id,
      childB1: childB1.id,
      users: userIds,
    },
    emails,
    cookies,
    current,
    cookieOf: (who) => (who === 'anonymous' ? undefined : cookies[who]),
    freshCookie: async (who) =>
      who === 'anonymous' ? undefined : openSession(t, userIds[who], current[who]),
    impersonatedCookie: async (who) => {
      if (who === 'anonymous') return undefined
      let cookie = impersonated.get(who)
      if (!cookie) {
        cookie = openSession(t, userIds[who], current[who], userIds.superAdmin)
        impersonated.set(who, cookie)
      }
      return cookie
    },
  }
}
