import { z } from 'zod'
import { zPricingInput, tarificationTypes } from '../manager/pricing/input'
import { defineRoute } from './define'

// The price of a draft contract (docs/manager-pricing.md "Preview"): the cost engine's input
// without the tables, which the server loads for the dates from the current school's group and
// the national rows. Read-only: nothing is stored; the contracts work calls it to show the price.

export const zPricePreviewBody = zPricingInput

const zStep = z.object({ key: z.string(), values: z.record(z.string(), z.union([z.number(), z.string()])) })

export const zPricedLine = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  item: z.enum(['psu-hours', 'paje-hours', 'hours', 'mornings', 'afternoons', 'days', 'month']),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  explanation: z.array(zStep),
})

export const zPricePreview = z.object({
  currency: z.literal('EUR'),
  tarificationType: z.enum(tarificationTypes),
  contractMinutes: z.number().int(),
  monthlyMinutes: z.number().int(),
  attendanceWeeks: z.number().int(),
  billedMonths: z.array(z.string()),
  lines: z.array(zPricedLine),
  totalCents: z.number().int(),
  /** Rate-table rows the price used that are flagged unverified (their ids). */
  unverifiedRowIds: z.array(z.string()),
})
export type PricePreview = z.infer<typeof zPricePreview>

export const managerPricingContract = {
  preview: defineRoute({
    action: 'managerPricing.preview',
    method: 'POST',
    path: '/api/v1/manager/price-preview',
    summary: 'Price a draft contract with the dated tables (nothing is stored)',
    auth: 'session',
    body: zPricePreviewBody,
    response: zPricePreview,
  }),
}
