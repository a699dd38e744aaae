import { AppError } from '@nido/domain/errors'
import { actorSchoolIds } from '@nido/domain/access/scope/query-scope'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { schoolFeatures } from '../../platform/features'

/**
 * Spec 000 §7 "activated features": a school's own flags, else the global ones, else the defaults.
 * A school outside the actor's scope answers NOT_FOUND, so school ids cannot be probed
 * (ARCHITECTURE §4).
 */
export async function featuresOfSchool(db: Queryable, actor: Actor, schoolId: string) {
  if (!actorSchoolIds(actor).includes(schoolId)) throw new AppError('NOT_FOUND')
  return { schoolId, features: await schoolFeatures(db, schoolId) }
}

/** Spec 000 §7 "globally activated features": the rows without a school, else the defaults. */
export async function globalFeatures(db: Queryable) {
  return { features: await schoolFeatures(db, null) }
}
