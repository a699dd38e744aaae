import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { groups, rateTableRows, users } from '../../db/schema/index'
import type { SeedRow } from '@nido/domain/manager/pricing/seed'

// SQL of the dated rate tables (docs/manager-pricing.md "Tables").

const rowColumns = {
  id: rateTableRows.id,
  kind: rateTableRows.kind,
  groupId: rateTableRows.groupId,
  validFrom: rateTableRows.validFrom,
  validTo: rateTableRows.validTo,
  values: rateTableRows.values,
  source: rateTableRows.source,
  unverified: rateTableRows.unverified,
  editedAt: rateTableRows.editedAt,
  editorId: users.id,
  editorFirstname: users.firstname,
  editorLastname: users.lastname,
}

export type RateRow = {
  id: string
  kind: string
  groupId: string | null
  validFrom: string
  validTo: string | null
  values: Record<string, unknown>
  source: string
  unverified: boolean
  editedAt: Date
  editorId: string | null
  editorFirstname: string | null
  editorLastname: string | null
}

export async function rateRowById(db: Queryable, rowId: string): Promise<RateRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(rateTableRows)
    .leftJoin(users, eq(users.id, rateTableRows.editedBy))
    .where(eq(rateTableRows.id, rowId))
  return row
}

/** One page of a kind's rows, newest validity first (keyset on the kind index), `limit + 1` rows. */
export async function rateRowsPage(
  db: Queryable,
  input: {
    kind: string
    scope: SQL | undefined
    after: { validFrom: string; id: string } | null
    limit: number
  },
): Promise<RateRow[]> {
  return db
    .select(rowColumns)
    .from(rateTableRows)
    .leftJoin(users, eq(users.id, rateTableRows.editedBy))
    .where(
      and(
        eq(rateTableRows.kind, input.kind),
        input.scope,
        input.after
          ? sql`(${rateTableRows.validFrom}, ${rateTableRows.id}) < (${input.after.validFrom}::date, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${rateTableRows.validFrom} desc`, sql`${rateTableRows.id} desc`)
    .limit(input.limit + 1)
}

/** Rows of the same kind and scope sharing a day with the range (the row itself left out). */
export async function overlappingRow(
  db: Queryable,
  input: {
    kind: string
    groupId: string | null
    validFrom: string
    validTo: string | null
    exceptId?: string
  },
): Promise<string | undefined> {
  // Writers of one kind and scope queue here, so two overlapping inserts cannot both pass.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('rate_table_rows'), hashtext(${`${input.kind}:${input.groupId ?? ''}`}))`,
  )
  const [row] = await db
    .select({ id: rateTableRows.id })
    .from(rateTableRows)
    .where(
      and(
        eq(rateTableRows.kind, input.kind),
        input.groupId === null ? isNull(rateTableRows.groupId) : eq(rateTableRows.groupId, input.groupId),
        input.exceptId ? sql`${rateTableRows.id} <> ${input.exceptId}::uuid` : undefined,
        input.validTo === null ? undefined : sql`${rateTableRows.validFrom} <= ${input.validTo}::date`,
        sql`(${rateTableRows.validTo} is null or ${rateTableRows.validTo} >= ${input.validFrom}::date)`,
      ),
    )
    .limit(1)
  return row?.id
}

export async function insertRateRow(
  db: Queryable,
  row: {
    kind: string
    groupId: string | null
    validFrom: string
    validTo: string | null
    values: Record<string, unknown>
    source: string
    editedBy: string
    editedAt: Date
  },
): Promise<string> {
  const [inserted] = await db.insert(rateTableRows).values(row).returning({ id: rateTableRows.id })
  return inserted!.id
}

export async function updateRateRow(
  db: Queryable,
  rowId: string,
  set: Partial<{
    validFrom: string
    validTo: string | null
    values: Record<string, unknown>
    source: string
    unverified: boolean
  }> & { editedBy: string; editedAt: Date },
): Promise<void> {
  await db.update(rateTableRows).set(set).where(eq(rateTableRows.id, rowId))
}

export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId))
  return row !== undefined
}

/**
 * The rows the engine needs for a group over a date range: national rows and the group's own,
 * of every kind (a few dozen rows at most), read by the kind index.
 */
export async function rateRowsFor(db: Queryable, groupId: string | null, from: string, to: string) {
  return db
    .select({
      id: rateTableRows.id,
      kind: rateTableRows.kind,
      groupId: rateTableRows.groupId,
      validFrom: rateTableRows.validFrom,
      validTo: rateTableRows.validTo,
      values: rateTableRows.values,
      unverified: rateTableRows.unverified,
    })
    .from(rateTableRows)
    .where(
      and(
        groupId === null
          ? isNull(rateTableRows.groupId)
          : or(isNull(rateTableRows.groupId), eq(rateTableRows.groupId, groupId)),
        sql`${rateTableRows.validFrom} <= ${to}::date`,
        sql`(${rateTableRows.validTo} is null or ${rateTableRows.validTo} >= ${from}::date)`,
      ),
    )
}

/** The seed rows, each written once (its seed key), whatever was edited since. */
export async function insertSeedRows(db: Queryable, rows: readonly SeedRow[]): Promise<void> {
  await db
    .insert(rateTableRows)
    .values(
      rows.map((r) => ({
        kind: r.kind,
        groupId: null,
        validFrom: r.validFrom,
        validTo: r.validTo,
        values: r.values,
        source: r.source,
        unverified: r.unverified ?? false,
        seedKey: r.seedKey,
      })),
    )
    .onConflictDoNothing({ target: rateTableRows.seedKey })
}
