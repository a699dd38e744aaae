import { z } from 'zod'
import { idOf, zGroupId, zGroupIdOut } from '../ids'
import { rateTableKinds, zIsoDate } from '../manager/pricing/tables'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'

// The dated rate tables of the manager's cost engine (docs/manager-pricing.md "Tables", decision
// 0048), in the administration frame (decision 0033). National rows (no group) are seeded from
// the research file and edited by super admins; a group administrator adds and corrects rows of
// their own group, which win over the national ones on their dates. `values` holds integers only
// (cents, parts per million); its shape depends on the kind (manager/pricing/tables.ts).

export const zRateTableRowId = idOf<'RateTableRow'>()

export const zRateTableValuesIn = z.record(z.string(), z.unknown())

export const zRateTableRowItem = z.object({
  id: z.string(),
  kind: z.enum(rateTableKinds),
  groupId: zGroupIdOut.nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  values: z.record(z.string(), z.unknown()),
  source: z.string(),
  unverified: z.boolean(),
  /** Null for seeded rows nobody has touched. */
  editedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  editedAt: z.string(),
})
export type RateTableRowItem = z.infer<typeof zRateTableRowItem>

export const zRateTablesQuery = zPageQuery.extend({
  kind: z.enum(rateTableKinds),
  /** Only the national rows (`national`) or one group's rows; both when absent. */
  groupId: z.union([z.literal('national'), zGroupId]).optional(),
})

const zSource = z.string().trim().min(1).max(500)

export const zRateTableCreate = z
  .object({
    kind: z.enum(rateTableKinds),
    groupId: zGroupId.nullable(),
    validFrom: zIsoDate,
    validTo: zIsoDate.nullable(),
    values: zRateTableValuesIn,
    source: zSource,
  })
  .strict()
  .refine((r) => r.validTo === null || r.validFrom <= r.validTo, {
    message: 'validTo before validFrom',
    path: ['validTo'],
  })
export type RateTableCreate = z.input<typeof zRateTableCreate>

/** A correction keeps the row's id; the audit log keeps what it said before. */
export const zRateTableCorrect = z
  .object({
    validFrom: zIsoDate.optional(),
    validTo: zIsoDate.nullable().optional(),
    values: zRateTableValuesIn.optional(),
    source: zSource.optional(),
    /** The administrator checked the figure: the "unverified" flag goes. */
    verified: z.literal(true).optional(),
  })
  .strict()
export type RateTableCorrect = z.input<typeof zRateTableCorrect>

const zRowParams = z.object({ rowId: zRateTableRowId })

export const rateTablesContract = {
  list: defineRoute({
    action: 'rateTables.list',
    method: 'GET',
    path: '/api/v1/rate-tables',
    summary: 'Dated rows of one rate table, newest first: national rows and those of my groups',
    auth: 'session',
    query: zRateTablesQuery,
    response: zPage(zRateTableRowItem),
  }),
  create: defineRoute({
    action: 'rateTables.create',
    method: 'POST',
    path: '/api/v1/rate-tables',
    summary: 'Add a dated row (national: super admin; a group: its administrators)',
    auth: 'session',
    body: zRateTableCreate,
    response: zRateTableRowItem,
    successStatus: 201,
  }),
  correct: defineRoute({
    action: 'rateTables.correct',
    method: 'PATCH',
    path: '/api/v1/rate-tables/:rowId',
    summary: 'Correct a dated row (the previous values stay in the audit log)',
    auth: 'session',
    params: zRowParams,
    body: zRateTableCorrect,
    response: zRateTableRowItem,
  }),
}
