import { z } from 'zod'
import {
  managerDocumentLimits,
  type DocumentTemplate,
  type TemplateFields,
  type TemplateKind,
} from '@nido/domain/contracts/manager-documents'
import { templateModes, type TemplateMode } from '@nido/domain/enums/manager'
import { unknownFields } from '@nido/domain/manager/documents/merge'
import { messageToken } from '@/ui/form/messages'

// The template form (docs/forms.md): inputs hold text, `templateBody` turns them into the
// contract's body. A document template has a mode; an InputOnly one has no text, only the
// instructions of what the family must provide; a contract template has neither mode nor
// instructions, and may be the school's default. Unknown merge fields are caught here as they
// are on the server (TEMPLATE_FIELD_UNKNOWN), with the same list (manager/documents/merge.ts).

export const zTemplateForm = z
  .object({
    kind: z.enum(['document', 'contract']),
    name: z.string().trim().min(1).max(managerDocumentLimits.nameMax),
    mode: z.enum(templateModes),
    body: z.string().max(managerDocumentLimits.bodyMax),
    instructions: z.string().max(managerDocumentLimits.instructionsMax),
    isDefault: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'document' && v.mode === 'InputOnly') return
    if (v.body.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'form:errors.required' })
    const unknown = unknownFields(v.body)
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', path: ['body'], message: unknownFieldsToken(unknown) })
  })
export type TemplateForm = z.infer<typeof zTemplateForm>

/** The body field's message naming the fields that do not exist. */
export const unknownFieldsToken = (fields: readonly string[]) =>
  messageToken('managerDocuments:templates.unknownFields', { fields: fields.join(', ') })

/** Whether the family is asked for something (the instructions field shows). */
export const asksFamily = (mode: TemplateMode) => mode === 'InputOnly' || mode === 'OutputWithTemplate'
/** Whether the template has a text (all but InputOnly). */
export const hasBody = (kind: TemplateKind, mode: TemplateMode) => kind === 'contract' || mode !== 'InputOnly'

export function templateFormValues(kind: TemplateKind, t?: DocumentTemplate): TemplateForm {
  return {
    kind,
    name: t?.name ?? '',
    mode: t?.mode ?? 'OutputOnly',
    body: t?.body ?? '',
    instructions: t?.instructions ?? '',
    isDefault: t?.isDefault ?? false,
  }
}

export function templateBody(v: TemplateForm): TemplateFields {
  const document = v.kind === 'document'
  const instructions = v.instructions.trim()
  return {
    kind: v.kind,
    name: v.name.trim(),
    mode: document ? v.mode : null,
    body: hasBody(v.kind, v.mode) ? v.body.trim() : '',
    instructions: document && asksFamily(v.mode) && instructions !== '' ? instructions : null,
    isDefault: !document && v.isDefault,
  }
}

/** The unknown fields a TEMPLATE_FIELD_UNKNOWN answer names (`details.fields` or a list). */
export function unknownFieldsOf(details: unknown): string[] {
  // The server names each unknown field as an issue of the body: { path: 'body', message: name }.
  if (!Array.isArray(details)) return []
  return details.flatMap((d: unknown) =>
    typeof d === 'object' && d !== null && (d as { path?: unknown }).path === 'body'
      ? [(d as { message?: unknown }).message].filter((m): m is string => typeof m === 'string')
      : [],
  )
}
