import { headlineOf, isAnswered } from '@nido/domain/advisor/scores'
import { idFromRow, type ChildId, type SchoolId, type SectionId } from '@nido/domain/ids'
import type { AdvisorChildAnswers, AdvisorSectionChild } from '@nido/domain/contracts/advisor-children'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import {
  childInSchools,
  childRatingCounts,
  sectionChildRows,
  type ChildRow,
} from './advisor.children.queries'
import { replySetPage } from './advisor.history'
import { sectionSchool } from './advisor.queries'
import { advisorSchoolsOf } from './advisor.service'

// A child's answers (spec 000 §2 /advisor/children/{id}; docs/advisor.md "A child's answers"): the
// advisor pages' people read, within their schools, the reply sets about one child. Only
// identified campaigns store the child (docs/advisor.md "Anonymity"), so an anonymous campaign's
// answers never appear here, whoever gave them.

type PageQuery = { cursor?: string | undefined; limit: number }

/** A section of one of the actor's schools (else 404, as the section page's). */
export const sectionInAdvisorScope: InScope<string, { id: string }> = async (db, actor, id) => {
  const schoolId = await sectionSchool(db, id)
  return schoolId && advisorSchoolsOf(actor).includes(schoolId) ? { id } : undefined
}

export async function sectionChildren(db: Queryable, actor: Actor, sectionId: string, query: PageQuery) {
  const key = decodeCursor(query.cursor, ['text', 'text', 'uuid'] as const)
  const rows = await sectionChildRows(
    db,
    advisorSchoolsOf(actor),
    sectionId,
    key && { lastname: key[0], firstname: key[1], id: key[2] },
    query.limit,
  )
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.lastname, last.firstname, last.id]))
  const items: AdvisorSectionChild[] = page.rows.map((r) => ({
    id: idFromRow<ChildId>(r.id),
    firstname: r.firstname,
    lastname: r.lastname,
  }))
  return { items, nextCursor: page.nextCursor }
}

/** A child of a section of one of the actor's schools; another id (or a grown-up's) is 404. */
export const childInAdvisorScope: InScope<string, ChildRow> = (db, actor, id) =>
  childInSchools(db, advisorSchoolsOf(actor), id)

export async function childAnswers(
  db: Queryable,
  actor: Actor,
  child: ChildRow,
  query: PageQuery,
): Promise<AdvisorChildAnswers> {
  const schoolIds = advisorSchoolsOf(actor)
  const [counts, page] = await Promise.all([
    childRatingCounts(db, schoolIds, child.id),
    replySetPage(db, { schoolIds, childId: child.id }, [], query.cursor, query.limit),
  ])
  // The star average is the reports' own fold (spec 001 §9); the NPS rule does not change it.
  const headline = headlineOf(
    counts.flatMap((r) => (r.rating === null ? [] : [{ ...r, rating: r.rating }])),
    'default',
  )
  return {
    child: {
      id: idFromRow<ChildId>(child.id),
      firstname: child.firstname,
      lastname: child.lastname,
      school: { id: idFromRow<SchoolId>(child.school_id), name: child.school_name },
      section: { id: idFromRow<SectionId>(child.section_id), name: child.section_name },
    },
    headline: {
      average: headline.average,
      ratingsCount: counts.reduce((sum, r) => sum + (isAnswered(r.rating) ? r.n : 0), 0),
      replySetsCount: counts.reduce((sum, r) => sum + r.sets, 0),
    },
    ...page,
  }
}
