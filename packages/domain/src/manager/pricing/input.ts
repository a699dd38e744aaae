import { z } from 'zod'
import { zIsoDate } from './tables'

// What the cost engine prices (spec 001 §3 "Contract (cost calculation)": tarificationType,
// baseCost, afternoonCost, startDate, endDate, plannings, fixedPresences), plus what the PSU needs
// that the spec does not list (research §1.1.9): household resources, children in charge, AEEH,
// declared holiday weeks and the billed months. docs/manager-pricing.md "Inputs".

export const tarificationTypes = ['psu', 'hourly', 'semi-daily', 'daily', 'monthly', 'paje'] as const
export type TarificationType = (typeof tarificationTypes)[number]

/** Which PSU effort-rate table applies (research §1.1.2). */
export const psuStructureKinds = ['collective', 'family'] as const

/**
 * How the mensualised monthly hours are rounded (a structure billing setting): to the minute
 * (the default: the worked examples keep 126.50 h), up to the half hour, up to the hour, or to
 * the nearest hour (half up).
 */
export const mensualisationRoundings = ['minute', 'half-hour-up', 'hour-up', 'hour-nearest'] as const
export type MensualisationRounding = (typeof mensualisationRoundings)[number]

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
export const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')

/** A fixed presence of the weekly schedule: ISO weekday (Monday = 1) and local times. */
export const zPresenceSlot = z
  .object({ weekday: z.number().int().min(1).max(7), start: zTime, end: zTime })
  .strict()
  .refine((s) => s.start < s.end, { message: 'start before end', path: ['end'] })
export type PresenceSlot = z.infer<typeof zPresenceSlot>

const zCentsInput = z.number().int().min(0).max(100_000_000_00)

export const zContractTerms = z
  .object({
    tarificationType: z.enum(tarificationTypes),
    structureKind: z.enum(psuStructureKinds).default('collective'),
    startDate: zIsoDate,
    endDate: zIsoDate,
    /**
     * The fixed presences, one list per week of the cycle (spec 001 §3 fixedPresences "week plus
     * weekdays"): week 1 is the week of the start date, then the cycle repeats.
     */
    weeks: z.array(z.array(zPresenceSlot).max(30)).max(8).default([]),
    /** Any day of each declared holiday week (the whole Monday–Sunday week is off). */
    holidayWeeks: z.array(zIsoDate).max(60).default([]),
    /** The months invoiced (mensualisation divisor); by default every month the contract touches. */
    billedMonths: z.array(zMonth).min(1).max(60).optional(),
    /** Hourly / morning (semi-daily) / daily / monthly price, in cents. */
    baseCostCents: zCentsInput.optional(),
    /** Semi-daily: the afternoon price, in cents. */
    afternoonCostCents: zCentsInput.optional(),
    mensualisationRounding: z.enum(mensualisationRoundings).default('minute'),
  })
  .strict()
  .refine((c) => c.startDate <= c.endDate, { message: 'start before end', path: ['endDate'] })
export type ContractTerms = z.input<typeof zContractTerms>

export const zHousehold = z
  .object({
    /** Household monthly resources (year N-2 ÷ 12), in cents. */
    monthlyResourcesCents: zCentsInput.optional(),
    childrenInCharge: z.number().int().min(1).max(20).optional(),
    /** Children of the household receiving AEEH: each moves the rate one row down. */
    aeehChildren: z.number().int().min(0).max(20).default(0),
  })
  .strict()
export type Household = z.input<typeof zHousehold>

/** Whole days the structure is closed (the openings' Closing rows), inclusive. */
export const zPricingCalendar = z
  .object({
    closings: z
      .array(z.object({ from: zIsoDate, to: zIsoDate }).strict())
      .max(500)
      .default([]),
  })
  .strict()

export const zPricingInput = z
  .object({
    contract: zContractTerms,
    household: zHousehold.default({ aeehChildren: 0 }),
    calendar: zPricingCalendar.default({ closings: [] }),
  })
  .strict()
export type PricingInput = z.input<typeof zPricingInput>
export type ParsedPricingInput = z.output<typeof zPricingInput>
