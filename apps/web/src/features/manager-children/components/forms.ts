import { z } from 'zod'
import {
  managerChildrenLimits,
  type ChildFile,
  type ChildFileFields,
  type HouseholdResourceFields,
  type PickupPerson,
  type PickupPersonFields,
} from '@nido/domain/contracts/manager-children'
import { zName } from '@nido/domain/contracts/text'
import { resourceSources } from '@nido/domain/enums/manager-children'
import { displayPhoneNumber, normalizePhoneNumber } from '@nido/domain/rules/phone'
import { zDate } from '@nido/domain/ids'
import { centsOf } from '@/ui/money'

// The forms of the child's file, a person allowed to pick up and household resources
// (docs/manager-children.md, docs/forms.md): inputs hold text ('' for "none"); phones pass the
// same country-aware check as the server (rules/phone.ts, default region FR) and the monthly
// amount is typed in euros and sent in integer cents. `…Body` turns values into the contract's body.

const phoneInvalid = 'managerChildren:phoneInvalid'
const optionalText = (max: number) => z.string().trim().max(max)
/** Empty, or a number the country-aware check accepts. */
const zPhoneText = z
  .string()
  .trim()
  .max(40)
  .refine((s) => s === '' || normalizePhoneNumber(s) !== null, phoneInvalid)

const orNull = (s: string) => (s.trim() === '' ? null : s.trim())
const phoneText = (e164: string | null) => (e164 ? displayPhoneNumber(e164) : '')

export const zFileForm = z.object({
  healthNotes: optionalText(managerChildrenLimits.noteMax),
  allergies: optionalText(managerChildrenLimits.noteMax),
  doctorName: optionalText(managerChildrenLimits.nameMax),
  doctorPhone: zPhoneText,
  emergencyContactName: optionalText(managerChildrenLimits.nameMax),
  emergencyContactPhone: zPhoneText,
})
export type FileForm = z.infer<typeof zFileForm>

export function fileFormValues(file: ChildFile | null): FileForm {
  return {
    healthNotes: file?.healthNotes ?? '',
    allergies: file?.allergies ?? '',
    doctorName: file?.doctorName ?? '',
    doctorPhone: phoneText(file?.doctorPhone ?? null),
    emergencyContactName: file?.emergencyContactName ?? '',
    emergencyContactPhone: phoneText(file?.emergencyContactPhone ?? null),
  }
}

export function fileBody(v: FileForm): ChildFileFields {
  return {
    healthNotes: orNull(v.healthNotes),
    allergies: orNull(v.allergies),
    doctorName: orNull(v.doctorName),
    doctorPhone: orNull(v.doctorPhone),
    emergencyContactName: orNull(v.emergencyContactName),
    emergencyContactPhone: orNull(v.emergencyContactPhone),
  }
}

export const zPickupForm = z.object({
  firstname: zName(managerChildrenLimits.nameMax),
  lastname: zName(managerChildrenLimits.nameMax),
  relationship: zName(managerChildrenLimits.nameMax),
  phone: zPhoneText,
  identityCheckNote: optionalText(500),
})
export type PickupForm = z.infer<typeof zPickupForm>

export function pickupFormValues(person: PickupPerson | null): PickupForm {
  return {
    firstname: person?.firstname ?? '',
    lastname: person?.lastname ?? '',
    relationship: person?.relationship ?? '',
    phone: phoneText(person?.phone ?? null),
    identityCheckNote: person?.identityCheckNote ?? '',
  }
}

export function pickupBody(v: PickupForm): PickupPersonFields {
  return {
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    relationship: v.relationship.trim(),
    phone: orNull(v.phone),
    identityCheckNote: orNull(v.identityCheckNote),
  }
}

/** Resources are in euros whatever the school's currency: the CAF's figures (decision 0050). */
export const resourcesCurrency = 'EUR'

export const zResourceForm = z.object({
  validFrom: zDate,
  amount: z.string().refine((s) => {
    const cents = centsOf(s)
    return cents !== null && cents <= managerChildrenLimits.monthlyCentsMax
  }, 'managerChildren:resources.amountInvalid'),
  childrenInCharge: z.number().int().min(1).max(managerChildrenLimits.childrenInChargeMax),
  aeeh: z.boolean(),
  source: z.enum(resourceSources),
  proofNote: optionalText(500),
})
export type ResourceForm = z.infer<typeof zResourceForm>

export function resourceFormValues(today: string): ResourceForm {
  return { validFrom: today, amount: '', childrenInCharge: 1, aeeh: false, source: 'CafCdap', proofNote: '' }
}

export function resourceBody(v: ResourceForm, proofMediaIds: string[] = []): HouseholdResourceFields {
  return {
    validFrom: v.validFrom,
    monthlyAmountCents: centsOf(v.amount) ?? 0,
    childrenInCharge: v.childrenInCharge,
    aeeh: v.aeeh,
    source: v.source,
    proofNote: orNull(v.proofNote),
    proofMediaIds,
  }
}
