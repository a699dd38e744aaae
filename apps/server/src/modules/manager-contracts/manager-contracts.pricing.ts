import type { PricingDecision } from '@nido/domain/contracts/manager-contracts'
import { changesBetween, sameDecisionInputs } from '@nido/domain/manager/pricing/decision'
import { monthsBetween } from '@nido/domain/manager/pricing/arithmetic'
import { missingFields } from '@nido/domain/manager/pricing/engine'
import { zPricingInput, type ParsedPricingInput } from '@nido/domain/manager/pricing/input'
import type { Queryable } from '../../db/client'
import type { PricingDecisionInputs } from '../../db/schema/index'
import { priceForSchool } from '../manager-pricing/index'
import {
  holderResource,
  insertDecision,
  latestDecision,
  schoolForPricing,
  type ContractDetailRow,
  type DecisionRow,
} from './manager-contracts.queries'

// A contract's price (docs/manager-contracts.md "Pricing decisions"): the engine's input built
// from the contract, the structure and the holders' household; a decision is recorded only when
// that input (with the table rows it rests on) differs from the latest decision's.

const iso = (at: Date | string) => new Date(at).toISOString()

export interface Built {
  input: ParsedPricingInput
  resourceId: string | null
  missing: string[]
  currency: string
}

/**
 * The engine's input for a contract: its terms, the structure's kind, and the household of its
 * holders (holderResource: the first holder, referent first, with a resource row in the school).
 * The billed months are every month the contract touches (1 Sept → 31 Aug: twelve).
 */
export async function pricingInputOf(db: Queryable, c: ContractDetailRow): Promise<Built> {
  // One after the other: inside a transaction the queries share one connection.
  const school = await schoolForPricing(db, c.schoolId)
  const resource = await holderResource(db, { childId: c.childId, schoolId: c.schoolId, date: c.startDate })
  const kind = school?.structureKind
  const input = zPricingInput.parse({
    contract: {
      tarificationType: c.tarificationType,
      structureKind: kind === 'family' || kind === 'parental' ? 'family' : 'collective',
      startDate: c.startDate,
      endDate: c.endDate,
      weeks: c.weeks,
      holidayWeeks: c.holidayWeeks,
      billedMonths: monthsBetween(c.startDate, c.endDate),
      ...(c.baseCostCents === null ? {} : { baseCostCents: c.baseCostCents }),
      ...(c.afternoonCostCents === null ? {} : { afternoonCostCents: c.afternoonCostCents }),
      // No structure billing setting maps to the mensualisation rounding yet: to the minute.
      mensualisationRounding: 'minute',
    },
    household: resource
      ? {
          monthlyResourcesCents: resource.monthlyAmountCents,
          childrenInCharge: resource.childrenInCharge,
          aeehChildren: resource.aeeh ? 1 : 0,
        }
      : { aeehChildren: 0 },
    calendar: { closings: [] },
  })
  return {
    input,
    resourceId: resource?.id ?? null,
    missing: missingFields(input),
    currency: school?.currency ?? 'EUR',
  }
}

/**
 * Prices the contract when nothing is missing and records a decision when its inputs differ from
 * the latest one's. Answers what is missing (nothing priced then).
 */
export async function reprice(
  tx: Queryable,
  actor: { userId: string | null },
  c: ContractDetailRow,
  now: Date,
): Promise<string[]> {
  const built = await pricingInputOf(tx, c)
  if (built.missing.length > 0) return built.missing
  const priced = await priceForSchool(tx, c.schoolId, built.input)
  const inputs: PricingDecisionInputs = {
    input: priced.input,
    resourceId: built.resourceId,
    tableRowIds: [...priced.tableRowIds].sort(),
  }
  const latest = await latestDecision(tx, c.id)
  if (latest && sameDecisionInputs(latest.inputs, inputs)) return []
  const first = priced.result.billedMonths[0]
  const monthlyCents = priced.result.lines
    .filter((l) => l.month === first)
    .reduce((s, l) => s + l.amountCents, 0)
  await insertDecision(tx, {
    contractId: c.id,
    decidedAt: now,
    decidedById: actor.userId,
    inputs,
    result: priced.result,
    changes: latest ? changesBetween(latest.inputs, inputs) : [],
    monthlyCents,
    totalCents: priced.result.totalCents,
    currency: built.currency,
  })
  return []
}

export function toDecision(row: DecisionRow): PricingDecision {
  const { input } = row.inputs
  return {
    id: row.id,
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedBy,
    household: {
      monthlyResourcesCents: input.household.monthlyResourcesCents ?? null,
      childrenInCharge: input.household.childrenInCharge ?? null,
      aeehChildren: input.household.aeehChildren,
      resourceId: row.inputs.resourceId,
    },
    tableRowIds: row.inputs.tableRowIds,
    changes: row.changes,
    currency: row.currency,
    monthlyMinutes: row.result.monthlyMinutes,
    attendanceWeeks: row.result.attendanceWeeks,
    billedMonths: row.result.billedMonths,
    lines: row.result.lines,
    totalCents: row.totalCents,
    monthlyCents: row.monthlyCents,
  }
}
