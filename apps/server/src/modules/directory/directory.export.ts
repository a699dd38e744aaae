import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { familyColumns, staffColumns } from '@nido/domain/contracts/directory'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { csvStream } from '../../platform/csv'
import { listSchoolOf, managesSchool } from '../../platform/school-scope'
import { rowsOf, schoolsByIds } from './directory.queries'

// docs/directory-import.md "Export": the import's own columns, so that an export re-imports
// cleanly (a person without a reference yet is written with their id, which the import then takes
// as their reference). UTF-8 with a byte-order mark, formula cells neutralised (platform/csv.ts),
// streamed in batches of children so a large school never sits whole in memory.

/** Children per batch of the families export (each batch is two queries). */
const exportBatch = 500

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/** The school asked for (the current one by default), when the actor manages it; NOT_FOUND otherwise. */
async function managedSchool(db: Queryable, actor: Actor, schoolId: string | undefined) {
  const id = schoolId ?? listSchoolOf(actor)
  if (!id || !managesSchool(actor, id)) throw new AppError('NOT_FOUND')
  const [school] = await schoolsByIds(db, [id])
  if (!school) throw new AppError('NOT_FOUND')
  return school
}

export async function exportFamilies(
  db: Queryable,
  actor: Actor,
  query: { schoolId?: string | undefined; sectionId?: string | undefined },
): Promise<{ fileName: string; body: Readable }> {
  const school = await managedSchool(db, actor, query.schoolId)
  if (query.sectionId) {
    const found = await rowsOf(
      db,
      sql`select 1 from sections where id = ${query.sectionId} and school_id = ${school.id}`,
    )
    if (found.length === 0) throw new AppError('NOT_FOUND')
  }
  const inPlace = query.sectionId ? sql`s.id = ${query.sectionId}` : sql`s.school_id = ${school.id}`

  async function* batches() {
    let after = '00000000-0000-0000-0000-000000000000'
    for (;;) {
      const ids = (
        await rowsOf<{ id: string }>(
          db,
          sql`
          select distinct cs.child_id as id from child_sections cs join sections s on s.id = cs.section_id
          join users c on c.id = cs.child_id
          where ${inPlace} and c.profile_type = 'CHILD' and cs.child_id > ${after}::uuid
          order by cs.child_id limit ${exportBatch}`,
        )
      ).map((r) => r.id)
      if (ids.length === 0) return
      after = ids[ids.length - 1]!
      const rows = await rowsOf<Record<string, string | boolean | null>>(
        db,
        sql`
        select s.name as section, coalesce(cr.ref, c.id::text) as child_ref, c.firstname as child_firstname,
          c.lastname as child_lastname, c.birth_date::text as child_birth_date, c.gender::text as child_gender,
          coalesce(gr.ref, g.id::text) as guardian_ref, g.firstname as guardian_firstname,
          g.lastname as guardian_lastname, g.email as guardian_email, g.phone as guardian_phone,
          gs.relationship::text as relationship, gs.referent, gs.parental_authority
        from users c
        join child_sections cs on cs.child_id = c.id
        join sections s on s.id = cs.section_id
        left join directory_refs cr on cr.user_id = c.id and cr.kind = 'child' and cr.group_id = ${school.groupId}
        left join guardianships gs on gs.child_id = c.id
        left join users g on g.id = gs.guardian_id
        left join directory_refs gr on gr.user_id = g.id and gr.kind = 'guardian' and gr.group_id = ${school.groupId}
        where c.id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid) and ${inPlace}
        order by c.id, s.name, g.lastname, g.firstname, g.id`,
      )
      yield rows.map((r) =>
        familyColumns.map((column) => {
          if (column === 'school') return school.name
          const value = r[column]
          if (column === 'referent' || column === 'parental_authority')
            return typeof value === 'boolean' ? yesNo(value) : ''
          return typeof value === 'string' ? value : ''
        }),
      )
    }
  }
  return { fileName: 'families.csv', body: csvStream(familyColumns, batches()) }
}

export async function exportStaff(
  db: Queryable,
  actor: Actor,
  query: { schoolId?: string | undefined },
): Promise<{ fileName: string; body: Readable }> {
  const school = await managedSchool(db, actor, query.schoolId)
  async function* batches() {
    const rows = await rowsOf<Record<string, string | null>>(
      db,
      sql`
      select coalesce(r.ref, u.id::text) as staff_ref, u.firstname, u.lastname, u.email, u.phone,
        lower(u.profile_type::text) as profile, u.job_title,
        string_agg(distinct s.name, '|' order by s.name) as sections
      from staff_assignments sa
      join users u on u.id = sa.user_id
      left join sections s on s.id = sa.section_id
      left join directory_refs r on r.user_id = u.id and r.kind = 'staff' and r.group_id = ${school.groupId}
      where (sa.school_id = ${school.id} or s.school_id = ${school.id})
        and u.profile_type in ('TEACHER', 'DIRECTOR')
      group by u.id, r.ref
      order by u.lastname, u.firstname, u.id`,
    )
    yield rows.map((r) =>
      staffColumns.map((column) => (column === 'school' ? school.name : (r[column] ?? ''))),
    )
  }
  return { fileName: 'staff.csv', body: csvStream(staffColumns, batches()) }
}
