import { sql } from 'drizzle-orm'
import type { ActorScope, StructureScope } from '@nido/domain/access/actor'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../db/client'

// ARCHITECTURE §5: the actor is built once per request, from the database, in one query.
// structureScope is what the user is assigned to; structureTreeScope expands it down the tree
// (a group brings its schools and their sections, a school its sections). Guardians and children
// reach the schools and sections of their children; that is their structure scope.

export interface Actor extends ActorScope {
  firstname: string
  lastname: string
  language: string
  status: string
  sessionId: string
}

interface ScopeRow {
  id: string
  profile_type: ProfileType
  firstname: string
  lastname: string
  language: string
  status: string
  is_moderator: boolean
  moderated: boolean
  observer: boolean
  advisor_guest: boolean
  groups: string[]
  schools: string[]
  sections: string[]
  tree_groups: string[]
  tree_schools: string[]
  tree_sections: string[]
  children: string[]
  guardians: string[]
}

const scopeQuery = (userId: string) => sql`
with a as (
  select level, group_id, school_id, section_id from staff_assignments where user_id = ${userId}
),
fam_children as (
  select child_id as id from guardianships where guardian_id = ${userId}
  union select id from users where id = ${userId} and profile_type = 'CHILD'
),
fam_sections as (
  select distinct cs.section_id as id from child_sections cs where cs.child_id in (select id from fam_children)
),
direct_sections as (
  select section_id as id from a where level = 'SECTION' union select id from fam_sections
),
full_schools as (
  select school_id as id from a where level = 'SCHOOL'
  union select s.id from schools s where s.group_id in (select group_id from a where level = 'GROUP')
),
tree_sections as (
  select id from direct_sections
  union select sc.id from sections sc where sc.school_id in (select id from full_schools)
),
tree_schools as (
  select id from full_schools
  union select sc.school_id from sections sc where sc.id in (select id from direct_sections)
)
select u.id, u.profile_type, u.firstname, u.lastname, u.language, u.status, u.is_moderator, u.moderated,
  u.observer, u.advisor_guest,
  array(select group_id::text from a where level = 'GROUP' order by 1) as groups,
  array(select school_id::text from a where level = 'SCHOOL'
        union select sc.school_id::text from sections sc where sc.id in (select id from fam_sections)
        order by 1) as schools,
  array(select id::text from direct_sections order by 1) as sections,
  array(select group_id::text from a where level = 'GROUP'
        union select s.group_id::text from schools s where s.id in (select id from tree_schools) order by 1) as tree_groups,
  array(select id::text from tree_schools order by 1) as tree_schools,
  array(select id::text from tree_sections order by 1) as tree_sections,
  array(select id::text from fam_children order by 1) as children,
  array(select distinct g.guardian_id::text from guardianships g where g.child_id in (select id from fam_children)
        order by 1) as guardians
from users u where u.id = ${userId}`

export interface ActorSession {
  id: string
  userId: string
  currentSchoolId: string | null
  currentChildId: string | null
  impersonatorId: string | null
}

export async function resolveActor(db: Queryable, session: ActorSession): Promise<Actor | undefined> {
  const result = await db.execute(scopeQuery(session.userId))
  const row = (result as unknown as { rows: ScopeRow[] }).rows[0]
  if (!row) return undefined
  const structureScope: StructureScope = { groupIds: row.groups, schoolIds: row.schools, sectionIds: row.sections }
  const structureTreeScope: StructureScope = {
    groupIds: row.tree_groups,
    schoolIds: row.tree_schools,
    sectionIds: row.tree_sections,
  }
  // A stored choice that left the scope since (a child moved school) is ignored, not trusted.
  const currentChildId =
    session.currentChildId && row.children.includes(session.currentChildId) ? session.currentChildId : null
  const currentSchoolId =
    session.currentSchoolId && row.tree_schools.includes(session.currentSchoolId) ? session.currentSchoolId : null
  return {
    userId: row.id,
    sessionId: session.id,
    firstname: row.firstname,
    lastname: row.lastname,
    language: row.language,
    status: row.status,
    userPermission: { profileType: row.profile_type, isModerator: row.is_moderator, moderated: row.moderated },
    observer: row.observer,
    advisorGuest: row.advisor_guest,
    structureScope,
    structureTreeScope,
    familyScope: { childIds: row.profile_type === 'CHILD' ? [row.id] : row.children, guardianIds: row.guardians },
    currentSchoolId,
    currentChildId,
    impersonatorId: session.impersonatorId,
  }
}
