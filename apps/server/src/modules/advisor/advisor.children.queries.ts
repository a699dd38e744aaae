import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  advisorQuestions,
  advisorReplies,
  childSections,
  schools,
  sections,
  users,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

// SQL of a child's answers (docs/advisor.md "A child's answers"). Every query takes the actor's
// schools into its where: a child is seen through a section of one of them, and only the replies
// given in one of them. The replies are read on advisor_replies_child_idx: a child has a few
// dozen rows (a handful of campaigns a year times their questions). The reply sets themselves are
// the history's (advisor.history.ts replySetPage, with the child).

/** The key of the section's children list: by name, then id. */
export interface NameKey {
  lastname: string
  firstname: string
  id: string
}

export interface SectionChildRow {
  id: string
  firstname: string
  lastname: string
}

/** The children of a section of one of these schools, by name (none when it is outside). */
export async function sectionChildRows(
  db: Queryable,
  schoolIds: readonly string[],
  sectionId: string,
  cursor: NameKey | null,
  limit: number,
) {
  const after = cursor
    ? sql`and (c.lastname, c.firstname, c.id) > (${cursor.lastname}, ${cursor.firstname}, ${cursor.id}::uuid)`
    : sql``
  return selectRows<SectionChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname
    from ${childSections} cs
    join ${sections} s on s.id = cs.section_id
    join ${users} c on c.id = cs.child_id
    where cs.section_id = ${sectionId} and s.school_id = any(${uuidArray(schoolIds)})
      and c.profile_type = 'CHILD' ${after}
    order by c.lastname, c.firstname, c.id
    limit ${limit + 1}`,
  )
}

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  school_id: string
  school_name: string
  section_id: string
  section_name: string
}

/**
 * The child, through a section of one of these schools (the first by school and section name
 * when there are several); undefined when the id is not a child's or the child is outside them.
 */
export async function childInSchools(db: Queryable, schoolIds: readonly string[], childId: string) {
  const [row] = await selectRows<ChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname, sc.id as school_id, sc.name as school_name,
      s.id as section_id, s.name as section_name
    from ${users} c
    join ${childSections} cs on cs.child_id = c.id
    join ${sections} s on s.id = cs.section_id
    join ${schools} sc on sc.id = s.school_id
    where c.id = ${childId} and c.profile_type = 'CHILD' and s.school_id = any(${uuidArray(schoolIds)})
    order by sc.name, sc.id, s.name, s.id
    limit 1`,
  )
  return row
}

export interface HeadlineRow {
  kind: string
  nps: boolean
  rating: number | null
  n: number
  sets: number
}

/** Every answer about the child in these schools, counted by question kind and rating. */
export async function childRatingCounts(db: Queryable, schoolIds: readonly string[], childId: string) {
  return selectRows<HeadlineRow>(
    db,
    sql`select q.kind, q.nps, r.rating, count(*)::int as n,
      (count(*) filter (where r.first_of_set))::int as sets
    from ${advisorReplies} r
    join ${advisorQuestions} q on q.id = r.question_id
    where r.child_id = ${childId} and r.school_id = any(${uuidArray(schoolIds)})
    group by 1, 2, 3`,
  )
}
