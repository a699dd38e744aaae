import type { PricePreview } from '@nido/domain/contracts/manager-pricing'
import { AppError } from '@nido/domain/errors'
import { lastDayOfMonth } from '@nido/domain/manager/pricing/arithmetic'
import { priceContract } from '@nido/domain/manager/pricing/engine'
import type { ParsedPricingInput } from '@nido/domain/manager/pricing/input'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { currentSchoolOf } from '../../platform/school-scope'
import { rateTablesFor } from '../rate-tables/index'
import { closingsOf, groupOfSchool } from './manager-pricing.queries'

// The price of a draft contract (docs/manager-pricing.md "Preview"): the current school's group
// picks the tables (national rows and the group's own), the school's whole-day closings join the
// calendar the caller sent, and the pure engine prices. Nothing is written.
export async function previewPrice(
  db: Queryable,
  actor: Actor,
  input: ParsedPricingInput,
): Promise<PricePreview> {
  const schoolId = currentSchoolOf(actor)
  const groupId = await groupOfSchool(db, schoolId)
  if (groupId === undefined) throw new AppError('NOT_FOUND')
  const { startDate, endDate } = input.contract
  const months = input.contract.billedMonths ?? []
  // Billed months may reach past the contract's dates (mensualisation): load tables for both.
  const from = [startDate, ...months.map((m) => `${m}-01`)].sort()[0]!
  const to = [endDate, ...months.map(lastDayOfMonth)].sort().at(-1)!
  const [tables, closings] = await Promise.all([
    rateTablesFor(db, groupId, from, to),
    closingsOf(db, schoolId, startDate, endDate),
  ])
  const result = priceContract(
    { ...input, calendar: { closings: [...input.calendar.closings, ...closings] } },
    tables,
  )
  // The flagged figures this price may rest on: rows of the policy's own tables (psu-…, paje-…).
  const prefix = `${result.tarificationType}-`
  const unverifiedRowIds = tables.filter((t) => t.unverified && t.kind.startsWith(prefix)).map((t) => t.id!)
  return { ...result, unverifiedRowIds }
}
