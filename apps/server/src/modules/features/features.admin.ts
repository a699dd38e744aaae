import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminFlag } from '@nido/domain/contracts/features'
import { featureDefaults } from '@nido/domain/access/scope/features'
import {
  featureFlagState,
  featureKeys,
  type FeatureFlagState,
  type FeatureKey,
} from '@nido/domain/enums/features'
import { AppError } from '@nido/domain/errors'
import { featureOptionSchema } from '@nido/domain/rules/feature-options'
import { foldSearchText } from '@nido/domain/rules/feed-filter'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import { featureFlags, schools } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'

// The administration of feature flags (docs/administration-settings.md "Feature flags"; spec 000
// §3 flag states, §4, §9 feature options). Super admins: every school and the global flags; group
// admins: the schools of their groups (404 for another group's school, 403 for the global flags).
// A change takes effect at once for signed-in users: the write goes through feature_flags, whose
// change triggers retire every cached actor (platform/read-cache.ts, change-triggers.ts).

/** Null: the global flags. */
type FlagScope = string | null

const stateToEnabled: Record<FeatureFlagState, boolean | null> = {
  ACTIVE: true,
  DISABLED: false,
  BYPASS: null,
}

/**
 * The school the actor may administer, or null for the global flags (super admins only).
 * A school outside the actor's groups answers NOT_FOUND, as an unknown one does.
 */
export async function administeredScope(db: Queryable, actor: Actor, schoolId: string | undefined) {
  const profile = actor.userPermission.profileType
  if (schoolId === undefined) {
    if (profile !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN')
    return null
  }
  if (profile !== 'SUPER_ADMIN' && !actor.structureTreeScope.schoolIds.includes(schoolId))
    throw new AppError('NOT_FOUND')
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).limit(1)
  if (!school) throw new AppError('NOT_FOUND')
  return school.id
}

type Row = {
  schoolId: string | null
  key: string
  enabled: boolean | null
  options: Record<string, unknown>
  updatedAt: Date
}

async function flagRows(db: Queryable, scope: FlagScope): Promise<Row[]> {
  return db
    .select({
      schoolId: featureFlags.schoolId,
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      options: featureFlags.options,
      updatedAt: featureFlags.updatedAt,
    })
    .from(featureFlags)
    .where(
      scope
        ? or(isNull(featureFlags.schoolId), eq(featureFlags.schoolId, scope))
        : isNull(featureFlags.schoolId),
    )
}

/**
 * A key as platform/features.ts resolves it: the school's row, else the global one, else the
 * default; the school's options over the global ones.
 */
function toAdminFlag(key: FeatureKey, scope: FlagScope, rows: Row[]): AdminFlag {
  const global = rows.find((r) => r.key === key && r.schoolId === null)
  const ownRow = scope ? rows.find((r) => r.key === key && r.schoolId === scope) : global
  const inheritedRow = scope ? global : undefined
  const inherited = inheritedRow
    ? { state: featureFlagState(inheritedRow.enabled), options: inheritedRow.options }
    : { state: featureDefaults[key], options: {} }
  const own = ownRow
    ? {
        state: featureFlagState(ownRow.enabled),
        options: ownRow.options,
        updatedAt: ownRow.updatedAt.toISOString(),
      }
    : null
  const effective = own
    ? { state: own.state, options: { ...(inheritedRow?.options ?? {}), ...own.options } }
    : inherited
  return { key, own, inherited, effective }
}

export async function listFlags(db: Queryable, scope: FlagScope) {
  const rows = await flagRows(db, scope)
  return { schoolId: scope, items: featureKeys.map((key) => toAdminFlag(key, scope, rows)) }
}

/** Options checked by the key's own schema (domain/rules/feature-options.ts); unknown → 400. */
function validOptions(key: FeatureKey, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = featureOptionSchema(key).safeParse(options)
  if (parsed.success) return parsed.data
  throw new AppError(
    'VALIDATION_ERROR',
    parsed.error.issues.map((i) => ({
      path: ['body', 'options', ...i.path.map(String)].join('.'),
      message: i.message,
    })),
  )
}

export async function setFlag(
  tx: Queryable,
  actor: Actor,
  scope: FlagScope,
  key: FeatureKey,
  input: { state: FeatureFlagState; options: Record<string, unknown> },
  now: Date,
) {
  const options = validOptions(key, input.options)
  const enabled = stateToEnabled[input.state]
  await tx
    .insert(featureFlags)
    .values({ schoolId: scope, key, enabled, options, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [featureFlags.schoolId, featureFlags.key],
      set: { enabled, options, updatedAt: now },
    })
  await audit(tx, actor, 'features.flags.update', { schoolId: scope, key, state: input.state, options })
  return toAdminFlag(key, scope, await flagRows(tx, scope))
}

export async function clearFlag(tx: Queryable, actor: Actor, scope: FlagScope, key: FeatureKey) {
  const removed = await tx
    .delete(featureFlags)
    .where(
      and(
        eq(featureFlags.key, key),
        scope ? eq(featureFlags.schoolId, scope) : isNull(featureFlags.schoolId),
      ),
    )
    .returning({ id: featureFlags.id })
  if (removed.length > 0) await audit(tx, actor, 'features.flags.clear', { schoolId: scope, key })
  return toAdminFlag(key, scope, await flagRows(tx, scope))
}

/**
 * The school picker of the administration: every school for super admins, the schools of their
 * groups for group admins; by name (schools_name_idx), keyset on (name, id).
 */
export async function administeredSchools(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const filters: SQL[] = []
  if (actor.userPermission.profileType !== 'SUPER_ADMIN')
    filters.push(sql`s.id = any(${uuidArray(actor.structureTreeScope.schoolIds)})`)
  if (query.q)
    filters.push(
      sql`${foldedColumn(sql`s.name`)} like ${`%${foldSearchText(query.q).replace(/[\\%_]/g, '\\$&')}%`}`,
    )
  if (after) filters.push(sql`(s.name, s.id) > (${after[0]}, ${after[1]}::uuid)`)
  const rows = await selectRows<{ id: string; name: string; groupName: string }>(
    db,
    sql`select s.id, s.name, g.name as "groupName" from schools s join groups g on g.id = s.group_id
        ${filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
        order by s.name, s.id limit ${query.limit + 1}`,
  )
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.name, last.id]))
  return { items: page.rows, nextCursor: page.nextCursor }
}
