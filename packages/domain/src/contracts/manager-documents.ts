import { z } from 'zod'
import { documentAvailabilities, managerDocumentStatuses, templateModes } from '../enums/manager'
import { idOf, zChildId, zDateTime } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zMediaSummary } from './media'
import { zName } from './text'

// Documents and templates of the manager (spec 000 §2 /manager/admin/templates,
// contract-templates, children/{id}/documents, children/documents, documents and
// /manager/guardian/documents; §3 template modes, document statuses and availabilities;
// docs/manager-documents.md, decision 0062). A document template is OutputOnly (the nursery
// writes it to the family), InputOnly (the nursery asks the family for a paper) or
// OutputWithTemplate (the nursery writes it, the family returns it filled in or signed). A
// contract template is the conditions printed on every contract the school sends.

export const zTemplateId = idOf<'DocumentTemplate'>()
export const zDocumentId = idOf<'ManagerDocument'>()

export const templateKinds = ['document', 'contract'] as const
export type TemplateKind = (typeof templateKinds)[number]
export const documentDirections = ['output', 'input'] as const
export type DocumentDirection = (typeof documentDirections)[number]
/** An output document is Available, then Sent; an input document Received, then decided. */
export const documentStatuses = [...documentAvailabilities, ...managerDocumentStatuses] as const
export type DocumentStatus = (typeof documentStatuses)[number]

export const managerDocumentLimits = {
  nameMax: 120,
  bodyMax: 20_000,
  instructionsMax: 2_000,
  reasonMax: 500,
  /** A school has tens of templates: the pages list them whole. */
  templatesMax: 200,
} as const

export const zTemplateFields = z
  .object({
    kind: z.enum(templateKinds),
    name: zName(managerDocumentLimits.nameMax),
    /** Document templates only; a contract template has none. */
    mode: z.enum(templateModes).nullable(),
    /** The text with its merge fields (manager/documents/merge.ts); empty for InputOnly. */
    body: z.string().trim().max(managerDocumentLimits.bodyMax),
    /** What the family is asked to provide (InputOnly, OutputWithTemplate). */
    instructions: z.string().trim().max(managerDocumentLimits.instructionsMax).nullable(),
    /** Contract templates: the one printed on the school's contracts. */
    isDefault: z.boolean().default(false),
  })
  .strict()
  .refine((t) => (t.kind === 'document') === (t.mode !== null), {
    message: 'a document template has a mode, a contract template none',
    path: ['mode'],
  })
  .refine((t) => t.mode === 'InputOnly' || t.body.length > 0, { message: 'required', path: ['body'] })
export type TemplateFields = z.input<typeof zTemplateFields>

export const zDocumentTemplate = z.object({
  id: z.string(),
  kind: z.enum(templateKinds),
  name: z.string(),
  mode: z.enum(templateModes).nullable(),
  body: z.string(),
  instructions: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: zDateTime,
})
export type DocumentTemplate = z.infer<typeof zDocumentTemplate>

const zPerson = z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })

export const zManagerDocument = z.object({
  id: z.string(),
  child: zPerson,
  template: z.object({ id: z.string(), name: z.string(), mode: z.enum(templateModes) }).nullable(),
  name: z.string(),
  direction: z.enum(documentDirections),
  status: z.enum(documentStatuses),
  /** An input document's file (read through the media module's URL call). */
  file: zMediaSummary.nullable(),
  /** An output document's PDF: its SHA-256, fixed when it was generated. */
  pdfSha256: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: zDateTime,
  createdBy: zPerson.nullable(),
  sentAt: zDateTime.nullable(),
  decidedAt: zDateTime.nullable(),
  decidedBy: zPerson.nullable(),
})
export type ManagerDocument = z.infer<typeof zManagerDocument>

export const zDocumentsQuery = zPageQuery.extend({
  status: z.enum(documentStatuses).optional(),
})

export const zGenerateDocument = z.object({ templateId: zTemplateId }).strict()
export const zRefuseDocument = z
  .object({ reason: z.string().trim().min(1).max(managerDocumentLimits.reasonMax) })
  .strict()
export const zUploadDocument = z.object({ templateId: zTemplateId, mediaId: z.uuid() }).strict()

/** What the family sees: the papers sent to them, and each paper asked of them with their uploads. */
export const zGuardianDocuments = z.object({
  sent: z.array(zManagerDocument),
  requests: z.array(
    z.object({
      template: z.object({
        id: z.string(),
        name: z.string(),
        mode: z.enum(templateModes),
        instructions: z.string().nullable(),
      }),
      /** The family's uploads for it, latest first; the first one's status is the request's. */
      uploads: z.array(zManagerDocument),
      /** OutputWithTemplate: the latest document sent to fill in or sign, if one was sent. */
      form: zManagerDocument.nullable(),
    }),
  ),
})
export type GuardianDocuments = z.infer<typeof zGuardianDocuments>

// --- routes -------------------------------------------------------------------------------------

const base = '/api/v1/manager'
const zTemplateParams = z.object({ templateId: zTemplateId })
const zChildParams = z.object({ childId: zChildId })
const zDocumentParams = z.object({ documentId: zDocumentId })
const zHeldParams = zChildParams.extend({ documentId: zDocumentId })
const zPdf = z.unknown().describe('application/pdf')
const zOk = z.object({ ok: z.literal(true) })

export const managerDocumentsContract = {
  templates: defineRoute({
    action: 'managerDocuments.templates',
    method: 'GET',
    path: `${base}/templates`,
    summary: "The current school's document or contract templates, by name",
    auth: 'session',
    query: z.object({ kind: z.enum(templateKinds) }),
    response: z.object({ items: z.array(zDocumentTemplate) }),
  }),
  createTemplate: defineRoute({
    action: 'managerDocuments.createTemplate',
    method: 'POST',
    path: `${base}/templates`,
    summary: 'Write a template for the current school',
    auth: 'session',
    body: zTemplateFields,
    response: zDocumentTemplate,
    successStatus: 201,
  }),
  updateTemplate: defineRoute({
    action: 'managerDocuments.updateTemplate',
    method: 'PUT',
    path: `${base}/templates/:templateId`,
    summary: 'Change a template (documents already generated keep their text)',
    auth: 'session',
    params: zTemplateParams,
    body: zTemplateFields,
    response: zDocumentTemplate,
  }),
  removeTemplate: defineRoute({
    action: 'managerDocuments.removeTemplate',
    method: 'DELETE',
    path: `${base}/templates/:templateId`,
    summary: 'Delete a template (its documents stay, with their name)',
    auth: 'session',
    params: zTemplateParams,
    response: zOk,
  }),
  childDocuments: defineRoute({
    action: 'managerDocuments.childDocuments',
    method: 'GET',
    path: `${base}/children/:childId/documents`,
    summary: "A child's documents, latest first",
    auth: 'session',
    params: zChildParams,
    query: zDocumentsQuery,
    response: zPage(zManagerDocument),
  }),
  generate: defineRoute({
    action: 'managerDocuments.generate',
    method: 'POST',
    path: `${base}/children/:childId/documents`,
    summary: "Generate a PDF from a template with the child's and contract's fields (Available)",
    auth: 'session',
    params: zChildParams,
    body: zGenerateDocument,
    response: zManagerDocument,
    successStatus: 201,
  }),
  schoolDocuments: defineRoute({
    action: 'managerDocuments.schoolDocuments',
    method: 'GET',
    path: `${base}/documents`,
    summary: "The current school's documents of the children in my reach, latest first",
    auth: 'session',
    query: zDocumentsQuery,
    response: zPage(zManagerDocument),
  }),
  send: defineRoute({
    action: 'managerDocuments.send',
    method: 'POST',
    path: `${base}/documents/:documentId/send`,
    summary: 'Send an Available document to the family (Sent)',
    auth: 'session',
    params: zDocumentParams,
    response: zManagerDocument,
  }),
  validate: defineRoute({
    action: 'managerDocuments.validate',
    method: 'POST',
    path: `${base}/documents/:documentId/validate`,
    summary: "Accept a family's Received document (Validated)",
    auth: 'session',
    params: zDocumentParams,
    response: zManagerDocument,
  }),
  refuse: defineRoute({
    action: 'managerDocuments.refuse',
    method: 'POST',
    path: `${base}/documents/:documentId/refuse`,
    summary: "Refuse a family's Received document, saying why (RefusedOrCancelled)",
    auth: 'session',
    params: zDocumentParams,
    body: zRefuseDocument,
    response: zManagerDocument,
  }),
  remove: defineRoute({
    action: 'managerDocuments.remove',
    method: 'DELETE',
    path: `${base}/documents/:documentId`,
    summary: 'Delete a generated document not sent yet',
    auth: 'session',
    params: zDocumentParams,
    response: zOk,
  }),
  pdf: defineRoute({
    action: 'managerDocuments.pdf',
    method: 'GET',
    path: `${base}/documents/:documentId/pdf`,
    summary: "A generated document's PDF",
    auth: 'session',
    params: zDocumentParams,
    response: zPdf,
  }),
  guardianDocuments: defineRoute({
    action: 'managerDocuments.guardianDocuments',
    method: 'GET',
    path: `${base}/guardian/children/:childId/documents`,
    summary: "The documents sent to a held child's family and those asked of it",
    auth: 'session',
    params: zChildParams,
    response: zGuardianDocuments,
  }),
  upload: defineRoute({
    action: 'managerDocuments.upload',
    method: 'POST',
    path: `${base}/guardian/children/:childId/documents`,
    summary: 'Hand in a document asked of the family (an uploaded file; Received)',
    auth: 'session',
    params: zChildParams,
    body: zUploadDocument,
    response: zManagerDocument,
    successStatus: 201,
  }),
  cancel: defineRoute({
    action: 'managerDocuments.cancel',
    method: 'POST',
    path: `${base}/guardian/children/:childId/documents/:documentId/cancel`,
    summary: 'Withdraw a document the family handed in, before the nursery decided (RefusedOrCancelled)',
    auth: 'session',
    params: zHeldParams,
    response: zManagerDocument,
  }),
  guardianPdf: defineRoute({
    action: 'managerDocuments.guardianPdf',
    method: 'GET',
    path: `${base}/guardian/children/:childId/documents/:documentId/pdf`,
    summary: 'A document sent to the family, as a PDF',
    auth: 'session',
    params: zHeldParams,
    response: zPdf,
  }),
} as const
