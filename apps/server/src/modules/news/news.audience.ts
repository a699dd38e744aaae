import { sql, type SQL } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { news } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

// ARCHITECTURE §5 and spec 000 §6 query scope, applied to the news index: the targets (User,
// Section, School) whose news an actor reads. A feed is "news whose targets intersect this set".
//   guardian  → themself, their children (User), the children's sections and schools;
//   child     → themself, their sections and school;
//   teacher   → themself, their sections, the schools of those sections;
//   director, coordinator, sponsor (and group/super admins, etude) → themself, their schools and
//               every section of those schools.
// Items the actor owns are added separately (by news.owner_id), whatever their targets.

export interface NewsAudience {
  userIds: string[]
  sectionIds: string[]
  schoolIds: string[]
}

export function newsAudience(actor: ActorScope): NewsAudience {
  const profile = actor.userPermission.profileType
  if (profile === 'GUARDIAN')
    return {
      userIds: [actor.userId, ...actor.familyScope.childIds],
      sectionIds: actor.structureScope.sectionIds,
      schoolIds: actor.structureScope.schoolIds,
    }
  if (profile === 'CHILD')
    return {
      userIds: [actor.userId],
      sectionIds: actor.structureScope.sectionIds,
      schoolIds: actor.structureScope.schoolIds,
    }
  // Teachers' tree holds their sections and the schools above them; school-level staff's tree
  // holds their schools and every section of them.
  return {
    userIds: [actor.userId],
    sectionIds: actor.structureTreeScope.sectionIds,
    schoolIds: actor.structureTreeScope.schoolIds,
  }
}

/** `exists (a target of news <alias> in the audience)`, for checks on a few known items. */
export function targetInAudience(newsIdColumn: SQL, audience: NewsAudience): SQL {
  return sql`exists (select 1 from news_targets nt where nt.news_id = ${newsIdColumn} and (
    (nt.target_type = 'User' and nt.target_id = any(${uuidArray(audience.userIds)}))
    or (nt.target_type = 'Section' and nt.target_id = any(${uuidArray(audience.sectionIds)}))
    or (nt.target_type = 'School' and nt.target_id = any(${uuidArray(audience.schoolIds)}))))`
}

/**
 * The feed rule on a row of `news`: the actor's own item, or a published item that is due and
 * whose targets reach the actor; `also` narrows the second part (a folder's media audience).
 */
export function newsReachesActor(actor: ActorScope, now: Date, also?: SQL): SQL {
  return sql`(${news.ownerId} = ${actor.userId} or (${news.status} = 'published'
    and ${news.publishAt} <= ${now.toISOString()}::timestamptz
    ${also ? sql`and ${also}` : sql``}
    and ${targetInAudience(sql`${news.id}`, newsAudience(actor))}))`
}
