import type { PricePreview } from '@nido/domain/contracts/manager-pricing'
import { AppError } from '@nido/domain/errors'
import { lastDayOfMonth } from '@nido/domain/manager/pricing/arithmetic'
import { priceContract, type PricingResult } from '@nido/domain/manager/pricing/engine'
import type { ParsedPricingInput } from '@nido/domain/manager/pricing/input'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { currentSchoolOf } from '../../platform/school-scope'
import { rateTablesFor } from '../rate-tables/index'
import { closingsOf, groupOfSchool } from './manager-pricing.queries'

export interface SchoolPrice {
  /** The input the engine priced: the caller's, with the school's closings joined. */
  input: ParsedPricingInput
  result: PricingResult
  /** Rows of the policy's own tables (psu-…, paje-…) loaded for the dates: what the price rests on. */
  tableRowIds: string[]
  /** Those of them flagged unverified. */
  unverifiedRowIds: string[]
}

/**
 * Prices an input for a school (docs/manager-pricing.md "Preview"): the school's group picks the
 * tables (national rows and the group's own), the school's whole-day closings join the calendar
 * the caller sent, and the pure engine prices. Nothing is written. The preview and the contracts
 * (docs/manager-contracts.md) both price through here.
 */
export async function priceForSchool(
  db: Queryable,
  schoolId: string,
  input: ParsedPricingInput,
): Promise<SchoolPrice> {
  const groupId = await groupOfSchool(db, schoolId)
  if (groupId === undefined) throw new AppError('NOT_FOUND')
  const { startDate, endDate } = input.contract
  const months = input.contract.billedMonths ?? []
  // Billed months may reach past the contract's dates (mensualisation): load tables for both.
  const from = [startDate, ...months.map((m) => `${m}-01`)].sort()[0]!
  const to = [endDate, ...months.map(lastDayOfMonth)].sort().at(-1)!
  // One after the other: a contract prices inside its transaction, on one connection.
  const tables = await rateTablesFor(db, groupId, from, to)
  const closings = await closingsOf(db, schoolId, startDate, endDate)
  const priced: ParsedPricingInput = {
    ...input,
    calendar: { closings: [...input.calendar.closings, ...closings] },
  }
  const result = priceContract(priced, tables)
  const prefix = `${result.tarificationType}-`
  const own = tables.filter((t) => t.kind.startsWith(prefix))
  return {
    input: priced,
    result,
    tableRowIds: own.map((t) => t.id!),
    unverifiedRowIds: own.filter((t) => t.unverified).map((t) => t.id!),
  }
}

// The price of a draft contract (docs/manager-pricing.md "Preview") in the current school.
export async function previewPrice(
  db: Queryable,
  actor: Actor,
  input: ParsedPricingInput,
): Promise<PricePreview> {
  const { result, unverifiedRowIds } = await priceForSchool(db, currentSchoolOf(actor), input)
  return { ...result, unverifiedRowIds }
}
