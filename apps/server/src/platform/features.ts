import { eq, isNull, or, sql } from 'drizzle-orm'
import {
  featureFlagState,
  featureKeys,
  type FeatureFlagState,
  type FeatureKey,
} from '@nido/domain/enums/features'
import { featureDefaults } from '@nido/domain/access/scope/features'
import { preparedPerDatabase, type Queryable } from '../db/client'
import { featureFlags } from '../db/schema/index'
import type { Actor } from './actor'

export interface ResolvedFeature {
  state: FeatureFlagState
  options: Record<string, unknown>
}

export type FlagRow = {
  schoolId: string | null
  key: string
  enabled: boolean | null
  options: Record<string, unknown>
}

/**
 * A school's flags and the global ones, from one query. A school's flag is its own row, else the
 * global row, else the default of the key. Spec 000 §4: null → BYPASS, true → ACTIVE, false → DISABLED.
 */
export async function schoolAndGlobalFeatures(
  db: Queryable,
  schoolId: string | null,
): Promise<{ school: Record<FeatureKey, ResolvedFeature>; global: Record<FeatureKey, ResolvedFeature> }> {
  const rows: FlagRow[] = schoolId
    ? await schoolFlagsStatement(db).execute({ schoolId })
    : await globalFlagsStatement(db).execute()
  const globalRows = rows.filter((r) => r.schoolId === null)
  return { school: resolveFlags(rows), global: resolveFlags(globalRows) }
}

// Every request of a module behind a flag reads them: named prepared statements, planned once per
// connection (docs/news-feed.md "Performance"; the same habit as platform/actor.ts).
const flagColumns = {
  schoolId: featureFlags.schoolId,
  key: featureFlags.key,
  enabled: featureFlags.enabled,
  options: featureFlags.options,
}
const schoolFlagsStatement = preparedPerDatabase((db) =>
  db
    .select(flagColumns)
    .from(featureFlags)
    .where(or(isNull(featureFlags.schoolId), eq(featureFlags.schoolId, sql.placeholder('schoolId'))))
    .prepare('school_flags'),
)
const globalFlagsStatement = preparedPerDatabase((db) =>
  db.select(flagColumns).from(featureFlags).where(isNull(featureFlags.schoolId)).prepare('global_flags'),
)

/** A school's flags (the global ones when schoolId is null). */
export async function schoolFeatures(
  db: Queryable,
  schoolId: string | null,
): Promise<Record<FeatureKey, ResolvedFeature>> {
  return (await schoolAndGlobalFeatures(db, schoolId)).school
}

function resolveFlags(rows: FlagRow[]): Record<FeatureKey, ResolvedFeature> {
  const result = {} as Record<FeatureKey, ResolvedFeature>
  for (const key of featureKeys) {
    const own = rows.find((r) => r.key === key && r.schoolId !== null)
    const global = rows.find((r) => r.key === key && r.schoolId === null)
    const row = own ?? global
    result[key] = row
      ? { state: featureFlagState(row.enabled), options: { ...(global?.options ?? {}), ...row.options } }
      : { state: featureDefaults[key], options: {} }
  }
  return result
}

/**
 * The school whose flags apply to the actor: the one chosen in the scope selector (a guardian's
 * follows the current child, spec 000 §4), else the first of their tree.
 */
export function flagSchoolId(actor: Actor): string | null {
  return actor.currentSchoolId ?? actor.structureTreeScope.schoolIds[0] ?? null
}

/**
 * States resolved from the rows read with a session, by those rows: a cached actor
 * (platform/read-cache.ts) keeps its rows, so requests that share it resolve them once.
 */
const statesOfSessionRows = new WeakMap<FlagRow[], Record<FeatureKey, FeatureFlagState>>()

function statesOf(all: Record<FeatureKey, ResolvedFeature>): Record<FeatureKey, FeatureFlagState> {
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.state])) as Record<
    FeatureKey,
    FeatureFlagState
  >
}

/**
 * Flag states of the actor's current school (or of their only school), for action rules. The rows
 * read with the session (actor.sessionFlags) serve when they are the same school's: the same
 * rows this would read a moment later in the same request, without the round trip.
 */
export async function currentSchoolFeatures(
  db: Queryable,
  actor: Actor,
): Promise<Record<FeatureKey, FeatureFlagState>> {
  const schoolId = flagSchoolId(actor)
  const prefetched = actor.sessionFlags
  if (!prefetched || schoolId === null || prefetched.schoolId !== schoolId)
    return statesOf(await schoolFeatures(db, schoolId))
  let states = statesOfSessionRows.get(prefetched.rows)
  if (!states) {
    states = Object.freeze(statesOf(resolveFlags(prefetched.rows)))
    statesOfSessionRows.set(prefetched.rows, states)
  }
  return states
}
