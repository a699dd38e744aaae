import { z } from 'zod'
import {
  contractDocumentStatuses,
  contractSchedules,
  contractStatuses,
  contractTypes,
  estimateStatuses,
} from '../enums/manager'
import { idOf, zChildId, zDate, zDateTime } from '../ids'
import { pricingChanges, type PricingChange } from '../manager/pricing/decision'
import { tarificationTypes, zPresenceSlot } from '../manager/pricing/input'
import { zIsoDate } from '../manager/pricing/tables'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zPricedLine } from './manager-pricing'

// Contracts of a child (spec 000 §2 /manager/admin/children/{id}/contracts and
// contracts/{contractid}, /manager/guardian/contract; 001 §3 "Contract (cost calculation)";
// docs/manager-contracts.md, decision 0061). Staff write a draft; the server prices it with the
// cost engine from the contract holders' household resources and records each price as an
// immutable pricing decision; sending freezes a PDF whose SHA-256 the family signs in the app.

export const zContractId = idOf<'ManagerContract'>()
export const zPricingDecisionId = idOf<'PricingDecision'>()

export const managerContractLimits = {
  /** A child has few contracts (one a year, a few amendments): the list is one page of this. */
  perChildMax: 100,
  /** The name the family types to sign: a person's full name. */
  signatureNameMax: 160,
  noteMax: 2000,
} as const

const zCents = z.number().int().min(0).max(100_000_000_00)

/** What staff write; the server adds the household, the structure kind and the tables. */
export const zContractFields = z
  .object({
    type: z.enum(contractTypes),
    schedule: z.enum(contractSchedules),
    tarificationType: z.enum(tarificationTypes),
    /** The catalogue's service option the contract uses (docs/manager.md "Pricing"), if any. */
    serviceOptionId: z.uuid().nullable(),
    startDate: zIsoDate,
    endDate: zIsoDate,
    /** The last day of the adaptation period, if there is one (billed per the structure setting). */
    adaptationEndDate: zIsoDate.nullable(),
    /** Fixed presences per week of the cycle (Regular schedule); empty for an Irregular one. */
    weeks: z.array(z.array(zPresenceSlot).max(30)).max(8),
    /** Any day of each declared holiday week. */
    holidayWeeks: z.array(zIsoDate).max(60),
    /** Fixed tariffs: hourly / morning / daily / monthly price (PSU and PAJE leave it null). */
    baseCostCents: zCents.nullable(),
    /** Semi-daily tariff: the afternoon price. */
    afternoonCostCents: zCents.nullable(),
    note: z.string().trim().max(managerContractLimits.noteMax).nullable(),
  })
  .strict()
  .refine((c) => c.startDate <= c.endDate, { message: 'start before end', path: ['endDate'] })
  .superRefine((c, ctx) => {
    // A day may have several slots (a morning and an afternoon), never overlapping ones.
    c.weeks.forEach((week, w) =>
      week.forEach((slot, s) => {
        const overlaps = week.some(
          (other, o) =>
            o < s && other.weekday === slot.weekday && other.start < slot.end && slot.start < other.end,
        )
        if (overlaps) ctx.addIssue({ code: 'custom', message: 'overlap', path: ['weeks', w, s, 'start'] })
      }),
    )
  })
  .refine(
    (c) =>
      c.adaptationEndDate === null ||
      (c.adaptationEndDate >= c.startDate && c.adaptationEndDate <= c.endDate),
    {
      message: 'inside the contract',
      path: ['adaptationEndDate'],
    },
  )
export { pricingChanges, type PricingChange }
export type ContractFields = z.input<typeof zContractFields>

/**
 * An immutable dated snapshot: the inputs the engine priced (household as read from the holders'
 * resources, the terms, the ids of the table rows used) and its result. Never updated; a new
 * price is a new row.
 */
export const zPricingDecision = z.object({
  id: z.string(),
  decidedAt: zDateTime,
  decidedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  household: z.object({
    monthlyResourcesCents: z.number().int().nullable(),
    childrenInCharge: z.number().int().nullable(),
    aeehChildren: z.number().int(),
    /** The resource row the figures came from (docs/manager-children.md), if any. */
    resourceId: z.string().nullable(),
  }),
  tableRowIds: z.array(z.string()),
  changes: z.array(z.enum(pricingChanges)),
  currency: z.string(),
  monthlyMinutes: z.number().int(),
  attendanceWeeks: z.number().int(),
  billedMonths: z.array(z.string()),
  lines: z.array(zPricedLine),
  totalCents: z.number().int(),
  /** The first billed month's amount: what the family pays a month. */
  monthlyCents: z.number().int(),
})
export type PricingDecision = z.infer<typeof zPricingDecision>

export const zContractSignature = z.object({
  /** The full name the family typed. */
  name: z.string(),
  signedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  signedAt: zDateTime,
  /** The network address the signature came from. */
  address: z.string(),
  /** SHA-256 (hex) of the PDF that was signed. */
  pdfSha256: z.string(),
})
export type ContractSignature = z.infer<typeof zContractSignature>

export const zContractSummary = z.object({
  id: z.string(),
  child: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }),
  type: z.enum(contractTypes),
  tarificationType: z.enum(tarificationTypes),
  startDate: zDate,
  endDate: zDate,
  documentStatus: z.enum(contractDocumentStatuses),
  status: z.enum(contractStatuses),
  estimateStatus: z.enum(estimateStatuses),
  /** The current pricing decision's monthly amount, null while it cannot be priced. */
  monthlyCents: z.number().int().nullable(),
  currency: z.string(),
  updatedAt: zDateTime,
})
export type ContractSummary = z.infer<typeof zContractSummary>

export const zManagerContract = zContractSummary.extend({
  schedule: z.enum(contractSchedules),
  serviceOption: z.object({ id: z.string(), name: z.string() }).nullable(),
  adaptationEndDate: zDate.nullable(),
  weeks: z.array(z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() }))),
  holidayWeeks: z.array(zDate),
  baseCostCents: z.number().int().nullable(),
  afternoonCostCents: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The latest pricing decision; null while the contract lacks what its policy needs. */
  pricing: zPricingDecision.nullable(),
  /** Input paths the policy needs and lacks (MISSING_REQUIRED_CONTRACTOR_DATA's `missing`). */
  missing: z.array(z.string()),
  /** When it was sent for signature, and the SHA-256 of the PDF sent. */
  sentAt: zDateTime.nullable(),
  pdfSha256: z.string().nullable(),
  signature: zContractSignature.nullable(),
  /** The actor may change it (a draft, not an observer): the UI is told, the server decides. */
  canEdit: z.boolean(),
})
export type ManagerContract = z.infer<typeof zManagerContract>

export const zContractsQuery = zPageQuery.extend({})

/** The school's contracts (spec 000 §2 /manager/admin/contracts), optionally of one document status. */
export const zSchoolContractsQuery = zPageQuery.extend({
  documentStatus: z.enum(contractDocumentStatuses).optional(),
})

export const zPricingDecisionsPage = zPage(zPricingDecision)

export const zSignContract = z
  .object({
    name: z.string().trim().min(2).max(managerContractLimits.signatureNameMax),
    /** The box "I have read the contract and agree to it" (spec: the family signs in the app). */
    consent: z.literal(true),
  })
  .strict()
export type SignContract = z.input<typeof zSignContract>

// --- routes -------------------------------------------------------------------------------------

const base = '/api/v1/manager'
const zChildParams = z.object({ childId: zChildId })
const zContractParams = z.object({ contractId: zContractId })
const zHeldParams = zChildParams.extend({ contractId: zContractId })
const zPdf = z.unknown().describe('application/pdf')

export const managerContractsContract = {
  list: defineRoute({
    action: 'managerContracts.list',
    method: 'GET',
    path: `${base}/children/:childId/contracts`,
    summary: "A child's contracts, latest start first",
    auth: 'session',
    params: zChildParams,
    query: zContractsQuery,
    response: zPage(zContractSummary),
  }),
  schoolList: defineRoute({
    action: 'managerContracts.schoolList',
    method: 'GET',
    path: `${base}/contracts`,
    summary: "The current school's contracts of the children in my reach, latest start first",
    auth: 'session',
    query: zSchoolContractsQuery,
    response: zPage(zContractSummary),
  }),
  create: defineRoute({
    action: 'managerContracts.create',
    method: 'POST',
    path: `${base}/children/:childId/contracts`,
    summary: 'Write a draft contract for the child; priced when its policy has what it needs',
    auth: 'session',
    params: zChildParams,
    body: zContractFields,
    response: zManagerContract,
    successStatus: 201,
  }),
  get: defineRoute({
    action: 'managerContracts.get',
    method: 'GET',
    path: `${base}/contracts/:contractId`,
    summary: 'A contract with its current price and signature',
    auth: 'session',
    params: zContractParams,
    response: zManagerContract,
  }),
  update: defineRoute({
    action: 'managerContracts.update',
    method: 'PUT',
    path: `${base}/contracts/:contractId`,
    summary: 'Change a draft contract (priced again when its inputs changed)',
    auth: 'session',
    params: zContractParams,
    body: zContractFields,
    response: zManagerContract,
  }),
  remove: defineRoute({
    action: 'managerContracts.remove',
    method: 'DELETE',
    path: `${base}/contracts/:contractId`,
    summary: 'Delete a draft contract',
    auth: 'session',
    params: zContractParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  reprice: defineRoute({
    action: 'managerContracts.reprice',
    method: 'POST',
    path: `${base}/contracts/:contractId/pricing-decisions`,
    summary:
      'Price the contract again from the current resources and tables (a new decision if anything changed)',
    auth: 'session',
    params: zContractParams,
    response: zManagerContract,
  }),
  decisions: defineRoute({
    action: 'managerContracts.decisions',
    method: 'GET',
    path: `${base}/contracts/:contractId/pricing-decisions`,
    summary: "The contract's pricing decisions, latest first",
    auth: 'session',
    params: zContractParams,
    query: zPageQuery,
    response: zPricingDecisionsPage,
  }),
  submitEstimate: defineRoute({
    action: 'managerContracts.submitEstimate',
    method: 'POST',
    path: `${base}/contracts/:contractId/estimate`,
    summary: 'Show the priced draft to the family as an estimate',
    auth: 'session',
    params: zContractParams,
    response: zManagerContract,
  }),
  send: defineRoute({
    action: 'managerContracts.send',
    method: 'POST',
    path: `${base}/contracts/:contractId/send`,
    summary: 'Send the contract for signature: its PDF is frozen and its SHA-256 kept',
    auth: 'session',
    params: zContractParams,
    response: zManagerContract,
  }),
  pdf: defineRoute({
    action: 'managerContracts.pdf',
    method: 'GET',
    path: `${base}/contracts/:contractId/pdf`,
    summary: 'The contract as a PDF (the frozen one once sent)',
    auth: 'session',
    params: zContractParams,
    response: zPdf,
  }),
  guardianList: defineRoute({
    action: 'managerContracts.guardianList',
    method: 'GET',
    path: `${base}/guardian/children/:childId/contracts`,
    summary: 'The contracts and estimates of a child whose contract I hold, latest start first',
    auth: 'session',
    params: zChildParams,
    query: zContractsQuery,
    response: zPage(zContractSummary),
  }),
  guardianGet: defineRoute({
    action: 'managerContracts.guardianGet',
    method: 'GET',
    path: `${base}/guardian/children/:childId/contracts/:contractId`,
    summary: 'A contract or estimate of a child whose contract I hold',
    auth: 'session',
    params: zHeldParams,
    response: zManagerContract,
  }),
  acceptEstimate: defineRoute({
    action: 'managerContracts.acceptEstimate',
    method: 'POST',
    path: `${base}/guardian/children/:childId/contracts/:contractId/accept-estimate`,
    summary: 'Accept the estimate the nursery submitted',
    auth: 'session',
    params: zHeldParams,
    response: zManagerContract,
  }),
  sign: defineRoute({
    action: 'managerContracts.sign',
    method: 'POST',
    path: `${base}/guardian/children/:childId/contracts/:contractId/sign`,
    summary: 'Sign the contract sent for signature: name, consent, time, address and the PDF hash are kept',
    auth: 'session',
    params: zHeldParams,
    body: zSignContract,
    response: zManagerContract,
  }),
  guardianPdf: defineRoute({
    action: 'managerContracts.guardianPdf',
    method: 'GET',
    path: `${base}/guardian/children/:childId/contracts/:contractId/pdf`,
    summary: 'The contract as a PDF',
    auth: 'session',
    params: zHeldParams,
    response: zPdf,
  }),
}
