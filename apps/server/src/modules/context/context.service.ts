import type { AccessContextData } from '@nido/domain/contracts/context'
import { openingDay, weekdayOf } from '@nido/domain/rules/openings'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import { flagSchoolId, schoolAndGlobalFeatures } from '../../platform/features'
import { holdsContract } from '../manager-children/index'
import { closingsOn, regularOpenings } from '../openings/index'
import { readTerms, readTermsForChild } from '../terms/index'
import { schoolWithBrandVariant } from './context.queries'

/** The current child: a guardian's chosen child, or a child themself (query scope "by self"). */
function currentChildId(actor: Actor): string | null {
  if (actor.userPermission.profileType === 'CHILD') return actor.userId
  return actor.currentChildId
}

/** Spec 000 §5 guardian check-in: openings today and "now" inside a period, in the school's zone. */
async function dailyToday(db: Queryable, schoolId: string, timezone: string, now: Date) {
  const date = localDate(now, timezone)
  const regular = await regularOpenings(db, schoolId, weekdayOf(date))
  const closings = await closingsOn(db, schoolId, date)
  const day = openingDay({ regular, closings, date, time: localTimeAndWeekday(now, timezone).time })
  return { schoolOpenToday: day.isOpen, withinOpening: day.isOpenNow === true }
}

/** Spec 000 §6 terms check: for guardians per current child; others use validatedCgu. */
async function termsAccepted(db: Queryable, actor: Actor, now: Date): Promise<boolean> {
  if (actor.userPermission.profileType === 'GUARDIAN' && actor.currentChildId)
    return (await readTermsForChild(db, actor, now, actor.currentChildId)).validatedCgu
  return (await readTerms(db, actor, now)).validatedCgu
}

export async function readAccessContext(db: Queryable, actor: Actor, now: Date): Promise<AccessContextData> {
  // The same school the server's action rules read its flags from.
  const schoolId = flagSchoolId(actor)
  // Sequential on purpose: a handful of small queries, one connection (PGlite has only one).
  const school = schoolId ? await schoolWithBrandVariant(db, schoolId) : undefined
  const { school: features, global: globalFeatures } = await schoolAndGlobalFeatures(db, school?.id ?? null)
  const childId = currentChildId(actor)
  return {
    features,
    globalFeatures,
    brandVariant: school?.variant ?? 'standard',
    school: school
      ? {
          id: school.id,
          name: school.name,
          publicPageVisible: school.publicPageVisible,
          timezone: school.timezone,
        }
      : null,
    termsAccepted: await termsAccepted(db, actor, now),
    // No notebook table exists yet: it reads false until that module lands. A guardian holds the
    // contract when the manager file says so (spec 000 §6 guardian manager menu).
    currentChild: childId
      ? {
          id: childId,
          hasNotebook: false,
          isContractHolder:
            actor.userPermission.profileType === 'GUARDIAN' &&
            (await holdsContract(db, actor.userId, childId)),
        }
      : null,
    // No welfare prestation table exists yet: none configured, so the entry stays hidden.
    prestationsConfigured: 0,
    // Resolved with the actor for the same school as the flags above (docs/access-levels.md).
    accessLevels: actor.accessLevels,
    dailyToday: school ? await dailyToday(db, school.id, school.timezone, now) : null,
  }
}
