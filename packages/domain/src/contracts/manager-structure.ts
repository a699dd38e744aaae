import { z } from 'zod'
import {
  adaptationBillings,
  billingTimings,
  dueDateRules,
  mensualisationModes,
  presenceRoundings,
  priceCategories,
  priceUnits,
  pricingUnits,
  structureKinds,
  waitingDayKinds,
} from '../enums/manager'
import { weekdays } from '../enums/structure'
import { idOf, zDate, zDateTime, zGroupIdOut, zSchoolIdOut, type Id } from '../ids'
import { zEmpty, zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zPeriod } from './openings'
import { zName, zOptionalName } from './text'

// Spec 000 §2 /manager/admin/structure, openings, pricing, group-settings and the occupation
// dashboard; §6 "Director and coordinator for … structure, openings, … pricing. Coordinator only
// for group settings." The settings' contents are not in the spec: docs/manager.md and decision
// 0049 say what they hold. Everything applies to the current school (scope selector, spec 000 §4).
// Money is integer cents in the structure's currency (ARCHITECTURE §3).

export type ServiceOptionId = Id<'ServiceOption'>
export type ClosingId = Id<'Closing'>
export const zServiceOptionId = idOf<'ServiceOption'>()
export const zClosingId = idOf<'Closing'>()

/** Local `HH:mm` (a slot may end at 24:00). */
const zTime = zPeriod.shape.startsAt

// --- structure ------------------------------------------------------------------------------

export const zCapacitySlot = z
  .object({
    weekday: z.literal(weekdays),
    from: zTime,
    to: zTime,
    places: z.number().int().min(0).max(999),
  })
  .strict()
export type CapacitySlot = z.infer<typeof zCapacitySlot>

export const zBillingSettings = z
  .object({
    mensualisationMode: z.enum(mensualisationModes),
    /** Months (1–12) without an invoice: the summer closing of a smoothed contract, say. */
    monthsWithoutInvoice: z.array(z.number().int().min(1).max(12)).max(12),
    presenceRounding: z.enum(presenceRoundings),
    /** The rounding step in minutes; 30 is "any half hour started is due". */
    roundingStepMinutes: z.number().int().min(1).max(120),
    illnessWaitingDays: z.number().int().min(0).max(30),
    illnessWaitingDayKind: z.enum(waitingDayKinds),
    adaptationBilling: z.enum(adaptationBillings),
    billingTiming: z.enum(billingTimings),
    dueDateRule: z.enum(dueDateRules),
    /** Days after the invoice date, or the day of the month, as dueDateRule says. */
    dueDateValue: z.number().int().min(0).max(60),
  })
  .strict()
export type BillingSettings = z.infer<typeof zBillingSettings>

/** The default billing settings when neither the structure nor the group set any (decision 0049). */
export const defaultBillingSettings: BillingSettings = {
  mensualisationMode: 'smoothed',
  monthsWithoutInvoice: [],
  presenceRounding: 'started',
  roundingStepMinutes: 30,
  illnessWaitingDays: 3,
  illnessWaitingDayKind: 'calendar',
  adaptationBilling: 'real',
  billingTiming: 'arrears',
  dueDateRule: 'days-after-invoice',
  dueDateValue: 15,
}

const zCurrency = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code')

export const zStructureInput = z
  .object({
    kind: z.enum(structureKinds),
    /** Places the structure is approved for (agrément). */
    capacity: z.number().int().min(0).max(999),
    /** Fewer (or more) places on some time slots of the week. */
    capacitySlots: z.array(zCapacitySlot).max(70),
    /** The CAF numbers of the structure (file, partner numbers), as the CAF writes them. */
    cafNumbers: z.array(zName(40)).max(5),
    currency: zCurrency,
    creditorName: zOptionalName(140),
    /** SEPA creditor identifier (ICS); checked with its check digits. */
    creditorId: zOptionalName(35),
    iban: zOptionalName(42),
    bic: zOptionalName(11),
    invoicePrefix: zOptionalName(20),
    invoiceNextNumber: z.number().int().min(1).max(99_999_999),
    billing: zBillingSettings,
  })
  .strict()
export type StructureInput = z.infer<typeof zStructureInput>

export const zStructure = zStructureInput.extend({
  schoolId: zSchoolIdOut,
  schoolName: z.string(),
  /** Null until the structure is first saved: the answer then holds the group's defaults. */
  updatedAt: zDateTime.nullable(),
})
export type Structure = z.infer<typeof zStructure>

// --- openings -------------------------------------------------------------------------------

export const zWeeklyOpenings = z
  .object({
    weekdays: z
      .array(z.object({ weekday: z.literal(weekdays), periods: z.array(zPeriod.strict()).max(4) }).strict())
      .max(7),
  })
  .strict()
export type WeeklyOpenings = z.infer<typeof zWeeklyOpenings>

export const zClosingInput = z
  .object({
    label: zName(120),
    dateFrom: zDate,
    dateTo: zDate,
    /** Both null: whole days; both set: only that part of each day. */
    startsAt: zTime.nullable(),
    endsAt: zTime.nullable(),
  })
  .strict()
export type ClosingInput = z.infer<typeof zClosingInput>
export const zClosing = zClosingInput.extend({ id: z.string() as unknown as z.ZodType<ClosingId, string> })
export type Closing = z.infer<typeof zClosing>

export const zManagerOpenings = z.object({
  schoolId: zSchoolIdOut,
  timezone: z.string(),
  /** Seven entries, monday (1) to sunday (7). */
  weekdays: z.array(z.object({ weekday: z.literal(weekdays), periods: z.array(zPeriod) })),
})
export type ManagerOpenings = z.infer<typeof zManagerOpenings>

export const zClosingsQuery = zPageQuery.extend({
  /** Upcoming and current closings (ending today or later), or past ones, newest first. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
})

// --- pricing catalogue ----------------------------------------------------------------------

export const zServiceOptionInput = z
  .object({
    name: zName(80),
    pricingUnit: z.enum(pricingUnits),
    unitPriceCents: z.number().int().min(0).max(100_000_000),
    priceUnit: z.enum(priceUnits),
    /** Shown after the price ("per meal") when the price unit is other. */
    priceUnitLabel: zOptionalName(40),
    /** Null: childcare itself; food or other: an extra (meals…). */
    category: z.enum(priceCategories).nullable(),
    active: z.boolean(),
  })
  .strict()
export type ServiceOptionInput = z.infer<typeof zServiceOptionInput>

export const zServiceOption = zServiceOptionInput.extend({
  id: z.string() as unknown as z.ZodType<ServiceOptionId, string>,
  currency: z.string(),
  archivedAt: zDateTime.nullable(),
})
export type ServiceOption = z.infer<typeof zServiceOption>

export const zServiceOptionsQuery = zPageQuery.extend({
  status: z.enum(['current', 'archived']).default('current'),
})

// --- group settings and occupation ----------------------------------------------------------

export const zGroupSettingsInput = z
  .object({
    /** Billing settings a structure of the group starts with. */
    billing: zBillingSettings,
    defaultCurrency: zCurrency,
  })
  .strict()
export type GroupSettingsInput = z.infer<typeof zGroupSettingsInput>
export const zGroupSettings = zGroupSettingsInput.extend({
  groupId: zGroupIdOut,
  groupName: z.string(),
  updatedAt: zDateTime.nullable(),
})
export type GroupSettings = z.infer<typeof zGroupSettings>

export const zOccupation = z.object({
  schoolId: zSchoolIdOut,
  schoolName: z.string(),
  /** Null while the structure is not saved yet. */
  capacity: z.number().int().nullable(),
  /** Children in the school's active sections (each counted once). */
  children: z.number().int(),
  sections: z.array(z.object({ id: z.string(), name: z.string(), children: z.number().int() })),
  capacitySlots: z.array(zCapacitySlot),
  serviceOptions: z.number().int(),
})
export type Occupation = z.infer<typeof zOccupation>

const zServiceOptionParams = z.object({ serviceOptionId: zServiceOptionId })
const zClosingParams = z.object({ closingId: zClosingId })

export const managerStructureContract = {
  occupation: defineRoute({
    action: 'managerStructure.occupation',
    method: 'GET',
    path: '/api/v1/manager/occupation',
    summary: 'Places and children of the current school: the manager landing page',
    auth: 'session',
    response: zOccupation,
  }),
  get: defineRoute({
    action: 'managerStructure.get',
    method: 'GET',
    path: '/api/v1/manager/structure',
    summary:
      'The structure of the current school (kind, capacity, creditor, invoice series, billing settings)',
    auth: 'session',
    response: zStructure,
  }),
  update: defineRoute({
    action: 'managerStructure.update',
    method: 'PUT',
    path: '/api/v1/manager/structure',
    summary: 'Save the structure of the current school; bank and creditor ids are checked',
    auth: 'session',
    body: zStructureInput,
    response: zStructure,
  }),
  openings: defineRoute({
    action: 'managerStructure.openings',
    method: 'GET',
    path: '/api/v1/manager/openings',
    summary: 'Weekly opening hours of the current school, per weekday 1–7',
    auth: 'session',
    response: zManagerOpenings,
  }),
  updateOpenings: defineRoute({
    action: 'managerStructure.updateOpenings',
    method: 'PUT',
    path: '/api/v1/manager/openings',
    summary: 'Replace the weekly opening hours of the current school',
    auth: 'session',
    body: zWeeklyOpenings,
    response: zManagerOpenings,
  }),
  closings: defineRoute({
    action: 'managerStructure.closings',
    method: 'GET',
    path: '/api/v1/manager/closings',
    summary: 'Closing periods of the current school, upcoming first or past newest first',
    auth: 'session',
    query: zClosingsQuery,
    response: zPage(zClosing),
  }),
  createClosing: defineRoute({
    action: 'managerStructure.createClosing',
    method: 'POST',
    path: '/api/v1/manager/closings',
    summary: 'Add a closing period with a label',
    auth: 'session',
    body: zClosingInput,
    response: zClosing,
    successStatus: 201,
  }),
  updateClosing: defineRoute({
    action: 'managerStructure.updateClosing',
    method: 'PUT',
    path: '/api/v1/manager/closings/:closingId',
    summary: 'Change a closing period',
    auth: 'session',
    params: zClosingParams,
    body: zClosingInput,
    response: zClosing,
  }),
  deleteClosing: defineRoute({
    action: 'managerStructure.deleteClosing',
    method: 'DELETE',
    path: '/api/v1/manager/closings/:closingId',
    summary: 'Remove a closing period',
    auth: 'session',
    params: zClosingParams,
    response: zEmpty,
  }),
  serviceOptions: defineRoute({
    action: 'managerStructure.serviceOptions',
    method: 'GET',
    path: '/api/v1/manager/service-options',
    summary: 'The pricing catalogue of the current school by name, current or archived',
    auth: 'session',
    query: zServiceOptionsQuery,
    response: zPage(zServiceOption),
  }),
  createServiceOption: defineRoute({
    action: 'managerStructure.createServiceOption',
    method: 'POST',
    path: '/api/v1/manager/service-options',
    summary: 'Add a service option to the pricing catalogue',
    auth: 'session',
    body: zServiceOptionInput,
    response: zServiceOption,
    successStatus: 201,
  }),
  updateServiceOption: defineRoute({
    action: 'managerStructure.updateServiceOption',
    method: 'PUT',
    path: '/api/v1/manager/service-options/:serviceOptionId',
    summary: 'Change a service option; SERVICE_OPTION_ARCHIVED once archived',
    auth: 'session',
    params: zServiceOptionParams,
    body: zServiceOptionInput,
    response: zServiceOption,
  }),
  archiveServiceOption: defineRoute({
    action: 'managerStructure.archiveServiceOption',
    method: 'POST',
    path: '/api/v1/manager/service-options/:serviceOptionId/archive',
    summary: 'Archive a service option: kept for the contracts that use it, no longer offered',
    auth: 'session',
    params: zServiceOptionParams,
    response: zServiceOption,
  }),
  groupSettings: defineRoute({
    action: 'managerStructure.groupSettings',
    method: 'GET',
    path: '/api/v1/manager/group-settings',
    summary: "Manager defaults of the current school's group (coordinators)",
    auth: 'session',
    response: zGroupSettings,
  }),
  updateGroupSettings: defineRoute({
    action: 'managerStructure.updateGroupSettings',
    method: 'PUT',
    path: '/api/v1/manager/group-settings',
    summary: "Save the manager defaults of the current school's group (coordinators)",
    auth: 'session',
    body: zGroupSettingsInput,
    response: zGroupSettings,
  }),
}
