import { eq, sql } from 'drizzle-orm'
import type { ActorScope, StructureScope } from '@nido/domain/access/scope/actor'
import { accessLevelsIn, type AccessLevels, type AssignmentAccess } from '@nido/domain/access/access-level'
import type { AccessLevel, Gender, UserStatus } from '@nido/domain/enums/people'
import { preparedPerDatabase, type Queryable } from '../db/client'
import { sessions, users } from '../db/schema/index'
import { hashToken, liveSessionOfToken, type SessionRow } from './session'
import type { FlagRow } from './features'
import type { TableReads } from './change-triggers'

// ARCHITECTURE §5: the actor is built once per request, from the database, in one query.
// structureScope is what the user is assigned to; structureTreeScope expands it down the tree
// (a group brings its schools and their sections, a school its sections). Guardians and children
// reach the schools and sections of their children; that is their structure scope.
//
// This query runs on every signed-in request, so it is shaped for speed (bench/README.md): a few
// index lookups returning flat rows, no sorting or de-duplication in SQL (done below, where it is
// cheap), and a named prepared statement so that PostgreSQL plans it once per connection.

export interface Actor extends ActorScope {
  firstname: string
  lastname: string
  language: string
  status: UserStatus
  sessionId: string
  /**
   * The flag rows (global, and of the session's current school) read with the session in the
   * same statement, so that the flags of the request's school cost no round trip of their own
   * (platform/features.ts currentSchoolFeatures; docs/news-feed.md "Performance"). Absent when
   * the actor was resolved without a session lookup.
   */
  sessionFlags?: { schoolId: string | null; rows: FlagRow[] }
  /**
   * Child, team and section access (spec 000 §3, §5) in the school whose flags apply
   * (platform/features.ts flagSchoolId): the school the action rules read (docs/access-levels.md).
   */
  accessLevels: AccessLevels
  /** The rest of the user's own row, as GET /api/v1/me shows it. */
  profile: {
    genderCd: Gender | null
    email: string | null
    phone: string | null
    jobTitle: string | null
    avatarMediaId: string | null
    externalIdentityId: string | null
    termsAcceptedAt: Date | null
  }
}

/**
 * The user's children: guardianships, or the user themself when a child. `users` is the outer row
 * (written out: drizzle leaves the columns of a one-table select unqualified).
 */
const familyChildIds = sql`select gu.child_id from guardianships gu where gu.guardian_id = users.id
  union all select users.id where users.profile_type = 'CHILD'`

/** The user and the raw scope lines; `users` is the outer row of both queries below. */
const scopeFields = () => ({
  id: users.id,
  profileType: users.profileType,
  firstname: users.firstname,
  lastname: users.lastname,
  language: users.language,
  status: users.status,
  // The profile fields of GET /api/v1/me ride along, so /me costs one round trip in all.
  gender: users.gender,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  avatarMediaId: users.avatarMediaId,
  externalIdentityId: users.externalIdentityId,
  termsAcceptedAt: users.termsAcceptedAt,
  isModerator: users.isModerator,
  moderated: users.moderated,
  observer: users.observer,
  advisorGuest: users.advisorGuest,
  // "level group school section": the assignment, with the school and group above it.
  assignments: sql<string[]>`array(
        select sa.level::text || ' ' || coalesce(sa.group_id::text, s.group_id::text, '') || ' '
          || coalesce(s.id::text, '') || ' ' || coalesce(sa.section_id::text, '')
        from staff_assignments sa
        left join sections sc on sc.id = sa.section_id
        left join schools s on s.id = coalesce(sa.school_id, sc.school_id)
        where sa.user_id = users.id)`,
  // "child section school group", one row per section of each child ('' when it has none).
  family: sql<string[]>`array(
        select f.child_id::text || ' ' || coalesce(cs.section_id::text, '') || ' '
          || coalesce(sc.school_id::text, '') || ' ' || coalesce(s.group_id::text, '')
        from (${familyChildIds}) f
        left join child_sections cs on cs.child_id = f.child_id
        left join sections sc on sc.id = cs.section_id
        left join schools s on s.id = sc.school_id)`,
  guardians: sql<string[]>`array(
        select g.guardian_id::text from guardianships g where g.child_id in (${familyChildIds}))`,
  // "school child team section": the levels of each assignment, once per school it reaches.
  levels: sql<string[]>`array(
        select coalesce(sa.school_id, sc.school_id)::text || ' ' || sa.child_access::text || ' '
          || sa.team_access::text || ' ' || sa.section_access::text
        from staff_assignments sa
        left join sections sc on sc.id = sa.section_id
        where sa.user_id = users.id and sa.level <> 'GROUP'
        union all
        select s.id::text || ' ' || sa.child_access::text || ' ' || sa.team_access::text || ' '
          || sa.section_access::text
        from staff_assignments sa
        join schools s on s.group_id = sa.group_id
        where sa.user_id = users.id and sa.level = 'GROUP')`,
  // "school section": the schools under a GROUP or SCHOOL assignment, with each of their sections.
  expanded: sql<string[]>`array(
        select s.id::text || ' ' || coalesce(sc.id::text, '')
        from staff_assignments sa
        join schools s on s.group_id = sa.group_id
        left join sections sc on sc.school_id = s.id
        where sa.user_id = users.id and sa.level = 'GROUP'
        union all
        select sa.school_id::text || ' ' || coalesce(sc.id::text, '')
        from staff_assignments sa
        left join sections sc on sc.school_id = sa.school_id
        where sa.user_id = users.id and sa.level = 'SCHOOL')`,
})

function prepareScopeQuery(db: Queryable) {
  return db
    .select(scopeFields())
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('actor_scope')
}

/**
 * The session of a cookie token and its actor in ONE round trip: every signed-in request starts
 * here, so the session lookup and the scope share a statement (bench/README.md).
 */
function prepareSessionActorQuery(db: Queryable) {
  return db
    .select({
      ...scopeFields(),
      sessionId: sessions.id,
      currentSchoolId: sessions.currentSchoolId,
      currentChildId: sessions.currentChildId,
      impersonatorId: sessions.impersonatorId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      flags: sql<FlagRow[]>`coalesce((
        select json_agg(json_build_object('schoolId', f.school_id, 'key', f.key, 'enabled', f.enabled,
          'options', f.options))
        from feature_flags f
        where f.school_id is null or f.school_id = ${sessions.currentSchoolId}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOfToken())
    .limit(1)
    .prepare('session_actor')
}

/** The guardians of the children among `changed_rows`, whose actors list each other (`guardians`). */
const guardiansOfChangedChildren =
  'select g.guardian_id from guardianships g join changed_rows c on c.child_id = g.child_id'

/**
 * What the session-actor statement above reads, for the read cache (decision 0036): a change to
 * one of these tables retires the cached actors of the users it concerns (platform/read-cache.ts,
 * change-triggers.ts), and a change to any other table retires none. Schools, sections and flags
 * name no user: any change to them retires every actor. Keep in step with the statement.
 */
export const sessionActorReads = {
  // Only what the actor depends on: not the activity stamp, and a new session is in no cache yet.
  sessions: {
    users: 'select user_id from changed_rows',
    columns: ['revoked_at', 'expires_at', 'current_school_id', 'current_child_id', 'user_id'],
    inserts: false,
  },
  users: { users: 'select id from changed_rows' },
  staff_assignments: { users: 'select user_id from changed_rows' },
  // The guardian, the child (a child's own actor lists its guardians), and the child's other guardians.
  guardianships: {
    users: `select guardian_id from changed_rows union select child_id from changed_rows
            union ${guardiansOfChangedChildren}`,
  },
  child_sections: { users: `select child_id from changed_rows union ${guardiansOfChangedChildren}` },
  sections: { users: 'all' },
  schools: { users: 'all' },
  feature_flags: { users: 'all' },
} satisfies TableReads

const scopeStatement = preparedPerDatabase(prepareScopeQuery)
const sessionActorStatement = preparedPerDatabase(prepareSessionActorQuery)

export interface ActorSession {
  id: string
  userId: string
  currentSchoolId: string | null
  currentChildId: string | null
  impersonatorId: string | null
}

export async function resolveActor(db: Queryable, session: ActorSession): Promise<Actor | undefined> {
  const [row] = await scopeStatement(db).execute({ userId: session.userId })
  return row ? buildActor(row, session) : undefined
}

export interface SessionActor {
  session: SessionRow
  actor: Actor
  /** When the session ends (a cached copy must not outlive it; platform/read-cache.ts). */
  expiresAt: Date
}

/** The live session of a cookie token and its actor, or undefined when the session is not valid. */
export async function resolveSessionActor(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SessionActor | undefined> {
  const [row] = await sessionActorStatement(db).execute({ tokenHash: hashToken(token), now })
  if (!row) return undefined
  const session: SessionRow = {
    id: row.sessionId,
    userId: row.id,
    currentSchoolId: row.currentSchoolId,
    currentChildId: row.currentChildId,
    impersonatorId: row.impersonatorId,
    lastSeenAt: row.lastSeenAt,
    user: { id: row.id, status: row.status, language: row.language },
  }
  const actor = buildActor(row, session)
  actor.sessionFlags = { schoolId: row.currentSchoolId, rows: row.flags }
  return { session, actor, expiresAt: row.expiresAt }
}

type ScopeRow = Awaited<ReturnType<ReturnType<typeof prepareScopeQuery>['execute']>>[number]

function buildActor(row: ScopeRow, session: ActorSession): Actor {
  const groups: string[] = []
  const schools = new Set<string>()
  const sections = new Set<string>()
  const treeGroups = new Set<string>()
  const treeSchools = new Set<string>()
  const treeSections = new Set<string>()
  const children = new Set<string>()
  const add = (set: Set<string>, id: string | undefined) => {
    if (id) set.add(id)
  }
  for (const line of row.assignments) {
    const [level, groupId, schoolId, sectionId] = line.split(' ')
    add(treeGroups, groupId)
    add(treeSchools, schoolId)
    if (level === 'GROUP' && groupId) groups.push(groupId)
    if (level === 'SCHOOL') add(schools, schoolId)
    if (level === 'SECTION') {
      add(sections, sectionId)
      add(treeSections, sectionId)
    }
  }
  for (const line of row.family) {
    const [childId, sectionId, schoolId, groupId] = line.split(' ')
    add(children, childId)
    add(sections, sectionId)
    add(treeSections, sectionId)
    add(schools, schoolId)
    add(treeSchools, schoolId)
    add(treeGroups, groupId)
  }
  for (const line of row.expanded) {
    const [schoolId, sectionId] = line.split(' ')
    add(treeSchools, schoolId)
    add(treeSections, sectionId)
  }

  // Ids sort as text, as the scope has always been listed (UUIDs sort the same in any collation).
  const sorted = (ids: Iterable<string>) => [...ids].sort()
  const structureScope: StructureScope = {
    groupIds: groups.sort(),
    schoolIds: sorted(schools),
    sectionIds: sorted(sections),
  }
  const structureTreeScope: StructureScope = {
    groupIds: sorted(treeGroups),
    schoolIds: sorted(treeSchools),
    sectionIds: sorted(treeSections),
  }
  const childIds = sorted(children)
  // A stored choice that left the scope since (a child moved school) is ignored, not trusted.
  const currentChildId =
    session.currentChildId && children.has(session.currentChildId) ? session.currentChildId : null
  const currentSchoolId =
    session.currentSchoolId && treeSchools.has(session.currentSchoolId) ? session.currentSchoolId : null
  const assignmentAccess: AssignmentAccess[] = row.levels.map((line) => {
    const [schoolId, child, team, section] = line.split(' ') as [
      string,
      AccessLevel,
      AccessLevel,
      AccessLevel,
    ]
    return { schoolId, child, team, section }
  })
  // The same school as flagSchoolId (platform/features.ts), whose flags the action rules read.
  const levelSchoolId = currentSchoolId ?? structureTreeScope.schoolIds[0] ?? null
  return {
    userId: row.id,
    sessionId: session.id,
    firstname: row.firstname,
    lastname: row.lastname,
    language: row.language,
    status: row.status,
    profile: {
      genderCd: row.gender,
      email: row.email,
      phone: row.phone,
      jobTitle: row.jobTitle,
      avatarMediaId: row.avatarMediaId,
      externalIdentityId: row.externalIdentityId,
      termsAcceptedAt: row.termsAcceptedAt,
    },
    userPermission: { profileType: row.profileType, isModerator: row.isModerator, moderated: row.moderated },
    observer: row.observer,
    advisorGuest: row.advisorGuest,
    structureScope,
    structureTreeScope,
    familyScope: {
      childIds: row.profileType === 'CHILD' ? [row.id] : childIds,
      guardianIds: sorted(new Set(row.guardians)),
    },
    currentSchoolId,
    currentChildId,
    impersonatorId: session.impersonatorId,
    accessLevels: accessLevelsIn(assignmentAccess, levelSchoolId),
  }
}
