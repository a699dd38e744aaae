import { z } from 'zod'
import { zEmailAddress, zPersonName, type GuardianInput } from '@nido/domain/contracts/children-and-parents'
import { genders, guardianRelationships } from '@nido/domain/enums/people'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'

// The child form and the guardian dialog of /children-and-parents (docs/children-and-parents.md),
// checked with the contract's own rules (docs/forms.md); the phone with the same country-aware
// check as the server (rules/phone.ts).

export const zChildForm = z.object({
  firstname: zPersonName,
  lastname: zPersonName,
  gender: z.enum(genders).or(z.literal('')),
  birthDate: z.iso.date().or(z.literal('')),
  sectionIds: z.array(z.string()).min(1),
})
export type ChildForm = z.input<typeof zChildForm>

const emptyOr = (schema: z.ZodType<string, string>) => z.literal('').or(schema)

export const zGuardianForm = z
  .object({
    kind: z.enum(['new', 'existing']),
    firstname: z.string(),
    lastname: z.string(),
    email: emptyOr(z.string().trim().pipe(z.email())),
    phone: z.string(),
    relationship: z.enum(guardianRelationships).or(z.literal('')),
    referent: z.boolean(),
    parentalAuthority: z.boolean(),
  })
  .superRefine((g, ctx) => {
    const required = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'form:errors.required' })
    if (g.relationship === '') required('relationship')
    if (g.kind === 'existing') {
      if (g.email.trim() === '') required('email')
      return
    }
    for (const name of ['firstname', 'lastname'] as const)
      if (!zPersonName.safeParse(g[name]).success) required(name)
    if (g.email.trim() === '' && g.phone.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'childrenAndParents:guardian.contactNeeded' })
    if (g.phone.trim() !== '' && !normalizePhoneNumber(g.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'childrenAndParents:guardian.phoneInvalid' })
  })
export type GuardianForm = z.input<typeof zGuardianForm>

export const emptyGuardian: GuardianForm = {
  kind: 'new',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  relationship: '',
  referent: false,
  parentalAuthority: true,
}

/** The contract's body for a checked form. */
export function guardianInput(form: GuardianForm): GuardianInput {
  const link = {
    relationship: form.relationship as Exclude<GuardianForm['relationship'], ''>,
    referent: form.referent,
    parentalAuthority: form.parentalAuthority,
  }
  if (form.kind === 'existing') return { kind: 'existing', email: zEmailAddress.parse(form.email), ...link }
  return {
    kind: 'new',
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim() === '' ? null : zEmailAddress.parse(form.email),
    phone: form.phone.trim() === '' ? null : form.phone.trim(),
    ...link,
  }
}
