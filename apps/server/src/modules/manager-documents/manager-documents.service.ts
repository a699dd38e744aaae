import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { MediaSummary } from '@nido/domain/contracts/media'
import type {
  DocumentStatus,
  DocumentTemplate,
  GuardianDocuments,
  ManagerDocument,
  TemplateKind,
  zTemplateFields,
} from '@nido/domain/contracts/manager-documents'
import { managerDocumentLimits } from '@nido/domain/contracts/manager-documents'
import { AppError } from '@nido/domain/errors'
import { mergeTemplate, unknownFields } from '@nido/domain/manager/documents/merge'
import { paperLanguageOf } from '@nido/domain/manager/paper'
import type { Queryable } from '../../db/client'
import { managerDocuments, managerDocumentTemplates } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { localDate } from '../../platform/clock'
import { currentSchoolOf, listSchoolOf } from '../../platform/school-scope'
import { attachMedia, mediaSummaries } from '../media/index'
import { childInScope, childReach, type ChildInScope } from '../manager-children/index'
import { mergeValuesOf, paperDate } from './manager-documents.merge'
import { documentPdf } from './manager-documents.pdf'
import {
  clearDefaultContractTemplate,
  documentById,
  documentPdf as storedPdf,
  documentsPage,
  lockDocument,
  mergeSourceOf,
  templateById,
  templatesOf,
  type DocumentRow,
  type TemplateRow,
} from './manager-documents.queries'

// The manager's templates and documents (docs/manager-documents.md, decision 0062). The router
// has checked the profile, the observer flag and the manager flag; here templates are looked for
// in the actor's current school and documents through manager-children's child scope: anything
// outside answers 404. A document's status moves one way (Available → Sent; Received → Validated
// or RefusedOrCancelled), each move under the row's lock.

type TemplateFields = z.output<typeof zTemplateFields>
const iso = (at: Date | string) => new Date(at).toISOString()

// --- templates --------------------------------------------------------------------------------

function toTemplate(row: TemplateRow): DocumentTemplate {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    mode: row.mode,
    body: row.body,
    instructions: row.instructions,
    isDefault: row.isDefault,
    updatedAt: iso(row.updatedAt),
  }
}

export async function listTemplates(db: Queryable, actor: Actor, kind: TemplateKind) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return { items: [] }
  const rows = await templatesOf(db, schoolId, kind, managerDocumentLimits.templatesMax)
  return { items: rows.map(toTemplate) }
}

/** A template of the actor's current school; any other answers 404. */
export async function templateInScope(db: Queryable, actor: Actor, id: string) {
  const row = await templateById(db, id)
  return row && row.schoolId === listSchoolOf(actor) ? row : undefined
}

function checkFields(input: TemplateFields) {
  const unknown = unknownFields(input.body)
  if (unknown.length > 0)
    throw new AppError(
      'TEMPLATE_FIELD_UNKNOWN',
      unknown.map((field) => ({ path: 'body', message: field })),
    )
}

const templateValues = (input: TemplateFields) => ({
  kind: input.kind,
  name: input.name,
  mode: input.mode,
  body: input.mode === 'InputOnly' ? '' : input.body,
  instructions: input.mode === 'OutputOnly' || input.kind === 'contract' ? null : input.instructions || null,
  isDefault: input.kind === 'contract' && input.isDefault,
})

export async function createTemplate(tx: Queryable, actor: Actor, input: TemplateFields, now: Date) {
  checkFields(input)
  const schoolId = currentSchoolOf(actor)
  const values = templateValues(input)
  if (values.isDefault) await clearDefaultContractTemplate(tx, schoolId)
  const [row] = await tx
    .insert(managerDocumentTemplates)
    .values({ ...values, schoolId, createdById: actor.userId, createdAt: now, updatedAt: now })
    .returning()
  await audit(tx, actor, 'managerDocuments.createTemplate', { templateId: row!.id, kind: input.kind })
  return toTemplate(row!)
}

export async function updateTemplate(
  tx: Queryable,
  actor: Actor,
  template: TemplateRow,
  input: TemplateFields,
  now: Date,
) {
  // A template keeps its kind: a contract's conditions do not become a document.
  if (input.kind !== template.kind) throw new AppError('TEMPLATE_MODE_MISMATCH')
  checkFields(input)
  const values = templateValues(input)
  if (values.isDefault && !template.isDefault) await clearDefaultContractTemplate(tx, template.schoolId)
  const [row] = await tx
    .update(managerDocumentTemplates)
    .set({ ...values, updatedAt: now })
    .where(eq(managerDocumentTemplates.id, template.id))
    .returning()
  await audit(tx, actor, 'managerDocuments.updateTemplate', { templateId: template.id })
  return toTemplate(row!)
}

export async function removeTemplate(tx: Queryable, actor: Actor, template: TemplateRow) {
  await tx.delete(managerDocumentTemplates).where(eq(managerDocumentTemplates.id, template.id))
  await audit(tx, actor, 'managerDocuments.removeTemplate', { templateId: template.id, name: template.name })
}

// --- documents: reading -------------------------------------------------------------------------

const person = (id: string | null, firstname: string | null, lastname: string | null) =>
  id && firstname !== null && lastname !== null ? { id, firstname, lastname } : null

function toDocument(row: DocumentRow, files: Map<string, MediaSummary>): ManagerDocument {
  return {
    id: row.id,
    child: { id: row.childId, firstname: row.childFirstname, lastname: row.childLastname },
    template:
      row.templateId && row.templateName && row.templateMode
        ? { id: row.templateId, name: row.templateName, mode: row.templateMode }
        : null,
    name: row.name,
    direction: row.direction,
    status: row.status,
    file: (row.mediaId && files.get(row.mediaId)) || null,
    pdfSha256: row.pdfSha256,
    refusalReason: row.refusalReason,
    createdAt: iso(row.createdAt),
    createdBy: person(row.createdById, row.createdByFirstname, row.createdByLastname),
    sentAt: row.sentAt && iso(row.sentAt),
    decidedAt: row.decidedAt && iso(row.decidedAt),
    decidedBy: person(row.decidedById, row.decidedByFirstname, row.decidedByLastname),
  }
}

/** The rows with their files, read in one query. */
async function toDocuments(db: Queryable, rows: readonly DocumentRow[]): Promise<ManagerDocument[]> {
  const files = await mediaSummaries(
    db,
    rows.flatMap((r) => (r.mediaId ? [r.mediaId] : [])),
  )
  return rows.map((row) => toDocument(row, files))
}

async function documentOut(db: Queryable, id: string): Promise<ManagerDocument> {
  const [doc] = await toDocuments(db, [(await documentById(db, id))!])
  return doc!
}

type PageQuery = { cursor?: string | undefined; limit: number; status?: DocumentStatus | undefined }

async function page(
  db: Queryable,
  filter: Omit<Parameters<typeof documentsPage>[1], 'after' | 'limit'>,
  query: PageQuery,
) {
  const after = decodeCursor(query.cursor, ['at', 'uuid'])
  const rows = await documentsPage(db, {
    ...filter,
    status: query.status,
    after: after && { at: after[0], id: after[1] },
    limit: query.limit,
  })
  const kept = keysetPage(rows, query.limit, (last) => encodeCursor([iso(last.createdAt), last.id]))
  return { items: await toDocuments(db, kept.rows), nextCursor: kept.nextCursor }
}

export const listChildDocuments = (db: Queryable, child: ChildInScope, query: PageQuery) =>
  page(db, { childId: child.id, schoolId: child.schoolId }, query)

export async function listSchoolDocuments(db: Queryable, actor: Actor, query: PageQuery) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return { items: [], nextCursor: null }
  return page(db, { schoolId, reach: childReach(actor, schoolId) }, query)
}

export interface DocumentInScope {
  document: DocumentRow
}

/** A document of a child in the actor's reach, in the child's current school; else 404. */
export async function documentInScope(
  db: Queryable,
  actor: Actor,
  id: string,
): Promise<DocumentInScope | undefined> {
  const document = await documentById(db, id)
  if (!document) return undefined
  const child = await childInScope(db, actor, document.childId)
  if (!child || child.schoolId !== document.schoolId) return undefined
  return { document }
}

export async function pdfOf(db: Queryable, document: DocumentRow) {
  const body = document.direction === 'output' ? await storedPdf(db, document.id) : null
  if (!body) throw new AppError('NOT_FOUND')
  return { fileName: `${document.name.replace(/[^\p{L}\p{N} _-]/gu, '')}.pdf`, body }
}

// --- documents: writing -------------------------------------------------------------------------

/** A template's PDF for a child: its fields merged, in the school's paper language. */
export async function renderDocument(
  db: Queryable,
  child: { id: string; schoolId: string },
  template: Pick<TemplateRow, 'name' | 'body'>,
  now: Date,
): Promise<{ pdf: Buffer; pdfSha256: string }> {
  const source = (await mergeSourceOf(db, child.id, child.schoolId))!
  const language = paperLanguageOf(source.country)
  const today = localDate(now, source.timezone)
  const pdf = await documentPdf(
    {
      language,
      at: now,
      title: template.name,
      schoolName: source.schoolName,
      childName: `${source.firstname} ${source.lastname}`,
      text: mergeTemplate(template.body, mergeValuesOf(source, language, today)),
    },
    paperDate(today, language),
  )
  return { pdf, pdfSha256: createHash('sha256').update(pdf).digest('hex') }
}

/** Generate a PDF from an output template for the child: the fields merged, then Available. */
export async function generateDocument(
  tx: Queryable,
  actor: Actor,
  child: ChildInScope,
  templateId: string,
  now: Date,
) {
  const template = await templateById(tx, templateId)
  if (!template || template.schoolId !== child.schoolId) throw new AppError('NOT_FOUND')
  if (template.kind !== 'document' || template.mode === 'InputOnly')
    throw new AppError('TEMPLATE_MODE_MISMATCH')
  const pdf = await renderDocument(tx, child, template, now)
  const [row] = await tx
    .insert(managerDocuments)
    .values({
      childId: child.id,
      schoolId: child.schoolId,
      templateId: template.id,
      name: template.name,
      direction: 'output',
      status: 'Available',
      ...pdf,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: managerDocuments.id })
  await audit(tx, actor, 'managerDocuments.generate', { childId: child.id, documentId: row!.id })
  return documentOut(tx, row!.id)
}

/** Move a document from the status it must be in, under its lock (DOCUMENT_NOT_IN_STATUS else). */
async function move(
  tx: Queryable,
  actor: Actor,
  id: string,
  from: { direction: 'output' | 'input'; status: DocumentStatus },
  change: Partial<typeof managerDocuments.$inferInsert>,
  action: string,
) {
  await lockDocument(tx, id)
  const current = (await documentById(tx, id))!
  if (current.direction !== from.direction || current.status !== from.status)
    throw new AppError('DOCUMENT_NOT_IN_STATUS')
  await tx.update(managerDocuments).set(change).where(eq(managerDocuments.id, id))
  await audit(tx, actor, action, { documentId: id, childId: current.childId, status: change.status })
  return documentOut(tx, id)
}

export const sendDocument = (tx: Queryable, actor: Actor, id: string, now: Date) =>
  move(
    tx,
    actor,
    id,
    { direction: 'output', status: 'Available' },
    { status: 'Sent', sentAt: now, updatedAt: now },
    'managerDocuments.send',
  )

export const validateDocument = (tx: Queryable, actor: Actor, id: string, now: Date) =>
  move(
    tx,
    actor,
    id,
    { direction: 'input', status: 'Received' },
    { status: 'Validated', decidedAt: now, decidedById: actor.userId, updatedAt: now },
    'managerDocuments.validate',
  )

export const refuseDocument = (tx: Queryable, actor: Actor, id: string, reason: string, now: Date) =>
  move(
    tx,
    actor,
    id,
    { direction: 'input', status: 'Received' },
    {
      status: 'RefusedOrCancelled',
      refusalReason: reason,
      decidedAt: now,
      decidedById: actor.userId,
      updatedAt: now,
    },
    'managerDocuments.refuse',
  )

/** The family withdraws what they handed in, before the nursery decided. */
export const cancelDocument = (tx: Queryable, actor: Actor, id: string, now: Date) =>
  move(
    tx,
    actor,
    id,
    { direction: 'input', status: 'Received' },
    { status: 'RefusedOrCancelled', decidedAt: now, decidedById: actor.userId, updatedAt: now },
    'managerDocuments.cancel',
  )

/** Only a generated document not sent yet is deleted (a sent one is the family's record). */
export async function removeDocument(tx: Queryable, actor: Actor, id: string) {
  await lockDocument(tx, id)
  const current = (await documentById(tx, id))!
  if (current.direction !== 'output' || current.status !== 'Available')
    throw new AppError('DOCUMENT_NOT_IN_STATUS')
  await tx.delete(managerDocuments).where(eq(managerDocuments.id, id))
  await audit(tx, actor, 'managerDocuments.remove', { documentId: id, childId: current.childId })
}

// --- the family's side --------------------------------------------------------------------------

/**
 * What a family sees of a document: what was sent to them, and what they handed in (the same
 * rule as documentsPage's familyVisible, for one document).
 */
const familyMaySee = (d: DocumentRow) => d.direction === 'input' || d.status === 'Sent'

/** A held child's document the family may see; else 404. */
export async function heldDocument(db: Queryable, childId: string, id: string): Promise<DocumentRow> {
  const document = await documentById(db, id)
  if (!document || document.childId !== childId || !familyMaySee(document)) throw new AppError('NOT_FOUND')
  return document
}

export async function guardianDocuments(
  db: Queryable,
  child: { id: string },
  schoolId: string,
): Promise<GuardianDocuments> {
  const [templates, rows] = await Promise.all([
    templatesOf(db, schoolId, 'document', managerDocumentLimits.templatesMax),
    documentsPage(db, {
      childId: child.id,
      familyVisible: true,
      after: null,
      limit: 500,
    }),
  ])
  const docs = await toDocuments(db, rows)
  return {
    sent: docs.filter((d) => d.direction === 'output'),
    requests: templates
      .filter((t) => t.mode === 'InputOnly' || t.mode === 'OutputWithTemplate')
      .map((t) => ({
        template: { id: t.id, name: t.name, mode: t.mode!, instructions: t.instructions },
        uploads: docs.filter((d) => d.direction === 'input' && d.template?.id === t.id),
        form: docs.find((d) => d.direction === 'output' && d.template?.id === t.id) ?? null,
      })),
  }
}

/** The family hands in a file for a document asked of them: Received, the file attached. */
export async function uploadDocument(
  tx: Queryable,
  actor: Actor,
  child: { id: string; firstname: string },
  schoolId: string,
  input: { templateId: string; mediaId: string },
  now: Date,
) {
  const template = await templateById(tx, input.templateId)
  if (!template || template.schoolId !== schoolId || template.kind !== 'document')
    throw new AppError('NOT_FOUND')
  if (template.mode === 'OutputOnly') throw new AppError('TEMPLATE_MODE_MISMATCH')
  const [row] = await tx
    .insert(managerDocuments)
    .values({
      childId: child.id,
      schoolId,
      templateId: template.id,
      name: template.name,
      direction: 'input',
      status: 'Received',
      mediaId: input.mediaId,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: managerDocuments.id })
  // The file the actor uploaded (kind input-document); someone else's answers 404, nothing kept.
  await attachMedia(tx, actor, { mediaIds: [input.mediaId], kind: 'input-document', attachedId: row!.id })
  await audit(tx, actor, 'managerDocuments.upload', { childId: child.id, documentId: row!.id })
  return documentOut(tx, row!.id)
}
