import { sql } from 'drizzle-orm'
import { administersGroup, adminGroupScope } from '@nido/domain/access/scope/admin-scope'
import type { RateTableCorrect, RateTableCreate, RateTableRowItem } from '@nido/domain/contracts/rate-tables'
import { AppError } from '@nido/domain/errors'
import { idFromRow, type GroupId } from '@nido/domain/ids'
import { rateTableSeed } from '@nido/domain/manager/pricing/seed'
import {
  rateTableKinds,
  rateTableValueSchemas,
  type RateTableKind,
  type RateTableRow,
} from '@nido/domain/manager/pricing/tables'
import type { Queryable } from '../../db/client'
import { rateTableRows } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import {
  groupExists,
  insertRateRow,
  insertSeedRows,
  overlappingRow,
  rateRowById,
  rateRowsFor,
  rateRowsPage,
  updateRateRow,
  type RateRow,
} from './rate-tables.queries'

// The dated rate tables (docs/manager-pricing.md "Tables", decision 0048). Who sees a row: every
// administrator sees the national rows; a group's rows, its administrators (404 for others).
// Who writes: national rows, super admins (403 for a group admin, who sees them); a group's
// rows, its administrators. Values are checked against the kind's schema (integers, positive);
// two rows of one kind and scope never share a day (RATE_TABLE_OVERLAP).

function toItem(row: RateRow): RateTableRowItem {
  return {
    id: row.id,
    kind: row.kind as RateTableKind,
    groupId: row.groupId === null ? null : idFromRow<GroupId>(row.groupId),
    validFrom: row.validFrom,
    validTo: row.validTo,
    values: row.values,
    source: row.source,
    unverified: row.unverified,
    editedBy:
      row.editorId === null
        ? null
        : { id: row.editorId, name: `${row.editorFirstname ?? ''} ${row.editorLastname ?? ''}`.trim() },
    editedAt: row.editedAt.toISOString(),
  }
}

/** The row, when the actor may see it (the module's scope function). */
export async function rateRowInScope(db: Queryable, actor: Actor, rowId: string) {
  const row = await rateRowById(db, rowId)
  if (!row) return undefined
  return row.groupId === null || administersGroup(actor, row.groupId) ? row : undefined
}

function scopeCondition(actor: Actor, groupId: string | undefined) {
  if (groupId === 'national') return sql`${rateTableRows.groupId} is null`
  if (groupId !== undefined) {
    if (!administersGroup(actor, groupId)) throw new AppError('NOT_FOUND')
    return sql`${rateTableRows.groupId} = ${groupId}::uuid`
  }
  const scope = adminGroupScope(actor)
  if (scope === 'all') return undefined
  return sql`(${rateTableRows.groupId} is null or ${rateTableRows.groupId} = any(${sql.param([...scope])}::uuid[]))`
}

export async function listRateRows(
  db: Queryable,
  actor: Actor,
  query: { kind: RateTableKind; groupId?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await rateRowsPage(db, {
    kind: query.kind,
    scope: scopeCondition(actor, query.groupId),
    after: after && { validFrom: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.validFrom, last.id]))
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor }
}

function checkValues(kind: RateTableKind, values: unknown) {
  const parsed = rateTableValueSchemas[kind].safeParse(values)
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_ERROR',
      parsed.error.issues.map((issue) => ({
        path: ['body', 'values', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    )
  return parsed.data as Record<string, unknown>
}

/** A group admin may write their group's rows only; national rows are the super admin's. */
async function checkWritable(db: Queryable, actor: Actor, groupId: string | null) {
  if (groupId === null) {
    if (actor.userPermission.profileType !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN')
    return
  }
  if (!administersGroup(actor, groupId) || !(await groupExists(db, groupId))) throw new AppError('NOT_FOUND')
}

async function checkNoOverlap(
  tx: Queryable,
  row: { kind: string; groupId: string | null; validFrom: string; validTo: string | null },
  exceptId?: string,
) {
  const other = await overlappingRow(tx, { ...row, ...(exceptId ? { exceptId } : {}) })
  if (other) throw new AppError('RATE_TABLE_OVERLAP', { rowId: other })
}

export async function createRateRow(tx: Queryable, actor: Actor, body: RateTableCreate, now: Date) {
  await checkWritable(tx, actor, body.groupId)
  const values = checkValues(body.kind, body.values)
  await checkNoOverlap(tx, body)
  const rowId = await insertRateRow(tx, {
    kind: body.kind,
    groupId: body.groupId,
    validFrom: body.validFrom,
    validTo: body.validTo,
    values,
    source: body.source,
    editedBy: actor.userId,
    editedAt: now,
  })
  await audit(tx, actor, 'rateTables.create', { rowId, kind: body.kind, groupId: body.groupId })
  return toItem((await rateRowById(tx, rowId))!)
}

export async function correctRateRow(
  tx: Queryable,
  actor: Actor,
  row: RateRow,
  body: RateTableCorrect,
  now: Date,
) {
  await checkWritable(tx, actor, row.groupId)
  const kind = row.kind as RateTableKind
  const next = {
    validFrom: body.validFrom ?? row.validFrom,
    validTo: body.validTo === undefined ? row.validTo : body.validTo,
    values: body.values === undefined ? row.values : checkValues(kind, body.values),
    source: body.source ?? row.source,
    unverified: body.verified ? false : row.unverified,
  }
  if (next.validTo !== null && next.validTo < next.validFrom)
    throw new AppError('VALIDATION_ERROR', [{ path: 'body.validTo', message: 'validTo before validFrom' }])
  await checkNoOverlap(tx, { kind, groupId: row.groupId, ...next }, row.id)
  await updateRateRow(tx, row.id, { ...next, editedBy: actor.userId, editedAt: now })
  // The audit row keeps what the row said before, so a correction never loses a figure.
  await audit(tx, actor, 'rateTables.correct', {
    rowId: row.id,
    kind,
    groupId: row.groupId,
    before: {
      validFrom: row.validFrom,
      validTo: row.validTo,
      values: row.values,
      source: row.source,
      unverified: row.unverified,
    },
  })
  return toItem((await rateRowById(tx, row.id))!)
}

/**
 * The cost engine's tables for a group over a date range (the module's public face): national
 * rows and the group's own, values checked against their kind (a row that fails is left out, so
 * the engine answers RATE_TABLE_MISSING rather than pricing from a broken figure).
 */
export async function rateTablesFor(
  db: Queryable,
  groupId: string | null,
  from: string,
  to: string,
): Promise<RateTableRow[]> {
  const rows = await rateRowsFor(db, groupId, from, to)
  const tables: RateTableRow[] = []
  for (const row of rows) {
    if (!(rateTableKinds as readonly string[]).includes(row.kind)) continue
    const kind = row.kind as RateTableKind
    const parsed = rateTableValueSchemas[kind].safeParse(row.values)
    if (!parsed.success) continue
    tables.push({
      id: row.id,
      kind,
      scope: row.groupId === null ? 'national' : 'group',
      validFrom: row.validFrom,
      validTo: row.validTo,
      values: parsed.data,
      unverified: row.unverified,
    } as RateTableRow)
  }
  return tables
}

/** Start-up seed (server.ts): the research rows, each once by its seed key (idempotent). */
export async function seedRateTables(db: Queryable): Promise<void> {
  await insertSeedRows(db, rateTableSeed)
}
