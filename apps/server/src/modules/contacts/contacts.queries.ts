import { sql, type SQL } from 'drizzle-orm'
import type { BrandVariant } from '@nido/domain/enums/structure'
import type { ProfileType } from '@nido/domain/enums/people'
import { contactStaffProfiles } from '@nido/domain/rules/contacts'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'

// The SQL of /contacts. Every query starts from a school or section the service has already found
// among the actor's children's (contacts.service.ts groupsOf), so nothing here trusts a client id.

export interface ChildPlacement {
  childId: string
  firstname: string
  lastname: string
  sectionId: string
  sectionName: string
  schoolId: string
  schoolName: string
  groupId: string
  variant: BrandVariant
}

/** The sections of some children, with their school and its group's brand variant. */
export async function placementsOfChildren(
  db: Queryable,
  childIds: readonly string[],
): Promise<ChildPlacement[]> {
  if (childIds.length === 0) return []
  return selectRows<ChildPlacement>(
    db,
    sql`select cs.child_id as "childId", c.firstname, c.lastname,
        sc.id as "sectionId", sc.name as "sectionName",
        s.id as "schoolId", s.name as "schoolName", s.group_id as "groupId",
        coalesce(b.variant, 'standard') as variant
      from child_sections cs
      join users c on c.id = cs.child_id
      join sections sc on sc.id = cs.section_id
      join schools s on s.id = sc.school_id
      left join brands b on b.group_id = s.group_id
      where cs.child_id = any(${uuidArray(childIds)})
      order by s.name, s.id, sc.name, sc.id, c.firstname, c.id`,
  )
}

export interface ContactRow {
  id: string
  profileType: ProfileType
  firstname: string
  lastname: string
  jobTitle: string | null
  email: string | null
  phone: string | null
  avatarMediaId: string | null
  settings: Record<string, unknown>
  /** Guardians: all their children (whether they share one with the actor). */
  childIds: string[]
  /** The sort key, folded: the cursor carries it. */
  sortLast: string
  sortFirst: string
}

export interface ContactCursor {
  last: string
  first: string
  id: string
}

/** Lower case without accents, like the search words (rules/contacts.ts contactSearchWords). */
const folded = (column: SQL) => foldedColumn(column)

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Every word must appear in the first or the last name. */
function searchCondition(words: readonly string[]): SQL {
  if (words.length === 0) return sql`true`
  return sql.join(
    words.map(
      (w) =>
        sql`(${folded(sql`u.firstname`)} like ${likeWord(w)} or ${folded(sql`u.lastname`)} like ${likeWord(w)})`,
    ),
    sql` and `,
  )
}

function afterCursor(cursor: ContactCursor | null): SQL {
  if (!cursor) return sql`true`
  return sql`(${folded(sql`u.lastname`)}, ${folded(sql`u.firstname`)}, u.id)
    > (${cursor.last}, ${cursor.first}, ${cursor.id}::uuid)`
}

const contactColumns = sql`u.id, u.profile_type as "profileType", u.firstname, u.lastname,
  u.job_title as "jobTitle", u.email, u.phone, u.avatar_media_id as "avatarMediaId", u.settings,
  ${folded(sql`u.lastname`)} as "sortLast", ${folded(sql`u.firstname`)} as "sortFirst"`

const orderAndLimit = (limit: number) => sql`order by "sortLast", "sortFirst", u.id limit ${limit + 1}`

export interface PageInput {
  words: readonly string[]
  cursor: ContactCursor | null
  limit: number
}

/**
 * Staff of a school (assigned to the school or to its group) or of a section (assigned to it):
 * the pros of spec 001 §1, active accounts only.
 */
export async function staffPage(
  db: Queryable,
  place: { schoolId: string; groupId: string } | { sectionId: string },
  page: PageInput,
): Promise<ContactRow[]> {
  const assigned =
    'sectionId' in place
      ? sql`sa.level = 'SECTION' and sa.section_id = ${place.sectionId}`
      : sql`((sa.level = 'SCHOOL' and sa.school_id = ${place.schoolId})
          or (sa.level = 'GROUP' and sa.group_id = ${place.groupId}))`
  return selectRows<ContactRow>(
    db,
    sql`select ${contactColumns}, '{}'::text[] as "childIds"
      from users u
      where u.profile_type = any(${`{${contactStaffProfiles.join(',')}}`}::profile_type[])
        and u.status = 'Active'
        and exists (select 1 from staff_assignments sa where sa.user_id = u.id and ${assigned})
        and ${searchCondition(page.words)}
        and ${afterCursor(page.cursor)}
      ${orderAndLimit(page.limit)}`,
  )
}

/**
 * The guardians of a section's children other than the actor, kept when they share a child with
 * the actor (their own family) or when both sides allow it: the actor's meCanContactOtherFamily
 * (known before the query) and their otherFamilyCanContactMe, read as access/chat.ts chatOptionsOf
 * reads them (rules/contacts.ts familyVisible says the same in TypeScript).
 */
export async function familiesPage(
  db: Queryable,
  input: {
    sectionId: string
    actorId: string
    actorChildIds: readonly string[]
    actorAllowsOtherFamilies: boolean
    theirDefault: boolean
  },
  page: PageInput,
): Promise<ContactRow[]> {
  // Where access/chat.ts chatOptionsOf reads it: users.settings.chat, a boolean, else the default.
  const theirOption = sql`case when jsonb_typeof(u.settings -> 'chat' -> 'otherFamilyCanContactMe') = 'boolean'
      then (u.settings -> 'chat' ->> 'otherFamilyCanContactMe')::boolean else ${input.theirDefault} end`
  const otherFamilies = input.actorAllowsOtherFamilies ? theirOption : sql`false`
  return selectRows<ContactRow>(
    db,
    sql`select ${contactColumns},
        array(select g.child_id::text from guardianships g where g.guardian_id = u.id) as "childIds"
      from users u
      where u.id in (
          select g.guardian_id from child_sections cs
          join guardianships g on g.child_id = cs.child_id
          where cs.section_id = ${input.sectionId})
        and u.profile_type = 'GUARDIAN'
        and u.status = 'Active'
        and u.id <> ${input.actorId}
        and (exists (select 1 from guardianships mine
                     where mine.guardian_id = u.id and mine.child_id = any(${uuidArray(input.actorChildIds)}))
             or ${otherFamilies})
        and ${searchCondition(page.words)}
        and ${afterCursor(page.cursor)}
      ${orderAndLimit(page.limit)}`,
  )
}

/** The children of some guardians who are in one section, by guardian. */
export async function childrenInSection(
  db: Queryable,
  guardianIds: readonly string[],
  sectionId: string,
): Promise<Map<string, Array<{ id: string; firstname: string; lastname: string }>>> {
  const byGuardian = new Map<string, Array<{ id: string; firstname: string; lastname: string }>>()
  if (guardianIds.length === 0) return byGuardian
  const rows = await selectRows<{ guardianId: string; id: string; firstname: string; lastname: string }>(
    db,
    sql`select g.guardian_id::text as "guardianId", c.id::text as id, c.firstname, c.lastname
      from guardianships g
      join child_sections cs on cs.child_id = g.child_id and cs.section_id = ${sectionId}
      join users c on c.id = g.child_id
      where g.guardian_id = any(${uuidArray(guardianIds)})
      order by c.firstname, c.id`,
  )
  for (const row of rows) {
    const list = byGuardian.get(row.guardianId) ?? []
    list.push({ id: row.id, firstname: row.firstname, lastname: row.lastname })
    byGuardian.set(row.guardianId, list)
  }
  return byGuardian
}

/** The stored settings of one user (their chat options). */
export async function settingsOfUser(db: Queryable, userId: string): Promise<Record<string, unknown>> {
  const [row] = await selectRows<{ settings: Record<string, unknown> }>(
    db,
    sql`select settings from users where id = ${userId}`,
  )
  return row?.settings ?? {}
}
