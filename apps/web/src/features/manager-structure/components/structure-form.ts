import { z } from 'zod'
import {
  zStructureInput,
  type Structure,
  type StructureInput,
} from '@nido/domain/contracts/manager-structure'
import { invalidSlots, normalBic, normalCreditorId, normalIban } from '@nido/domain/rules/manager-structure'

// The structure form's values (docs/forms.md): the contract's body, with the CAF numbers typed as
// one line, and the bank and creditor ids checked by the same rules as the server
// (rules/manager-structure.ts), their messages in this feature's texts.

export const zStructureForm = zStructureInput
  .omit({ cafNumbers: true })
  .extend({ cafNumbers: z.string().max(250) })
  .superRefine((v, ctx) => {
    const check = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message })
    }
    check(v.iban === '' || normalIban(v.iban) !== null, 'iban', 'managerStructure:structure.ibanInvalid')
    check(v.bic === '' || normalBic(v.bic) !== null, 'bic', 'managerStructure:structure.bicInvalid')
    check(
      v.creditorId === '' || normalCreditorId(v.creditorId) !== null,
      'creditorId',
      'managerStructure:structure.creditorIdInvalid',
    )
    for (const i of invalidSlots(v.capacitySlots))
      ctx.addIssue({
        code: 'custom',
        path: ['capacitySlots', i, 'to'],
        message: 'managerStructure:slotInvalid',
      })
  })
export type StructureForm = z.input<typeof zStructureForm>

export function structureFormValues(s: Structure): StructureForm {
  const { schoolId: _s, schoolName: _n, updatedAt: _u, cafNumbers, ...rest } = s
  return { ...rest, cafNumbers: cafNumbers.join(', ') }
}

export function structureBody(v: StructureForm): StructureInput {
  return {
    ...v,
    cafNumbers: v.cafNumbers
      .split(/[,;\n]/)
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  }
}
