import { contracts } from '@nido/domain/contracts/index'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { sendPdf, type Route } from '../../platform/http'
import { childInScope, heldChildInScope, schoolOfChild } from '../manager-children/index'
import {
  cancelDocument,
  createTemplate,
  documentInScope,
  generateDocument,
  guardianDocuments,
  heldDocument,
  listChildDocuments,
  listSchoolDocuments,
  listTemplates,
  pdfOf,
  refuseDocument,
  removeDocument,
  removeTemplate,
  sendDocument,
  templateInScope,
  updateTemplate,
  uploadDocument,
  validateDocument,
} from './manager-documents.service'

// Spec 000 §2 /manager/admin/templates, contract-templates, children/{id}/documents,
// children/documents, documents and /manager/guardian/documents (docs/manager-documents.md).
// Thin handlers: the router checked the action's rule; the template (current school), the
// document (child in reach) or the held child is asked for once (404 outside), and each write is
// one transaction with its audit row.
export function managerDocumentsRoutes(route: Route): void {
  const c = contracts.managerDocuments

  /** The held child's school: the one whose templates ask the family for papers. */
  const schoolOfHeld = async (db: Queryable, childId: string) => {
    const school = await schoolOfChild(db, childId)
    if (!school) throw new AppError('NOT_FOUND')
    return school.schoolId
  }

  route(c.templates, async ({ actor, db, query }) => listTemplates(db, actor, query.kind))

  route(c.createTemplate, async ({ actor, db, body, now }) =>
    db.transaction((tx) => createTemplate(tx, actor, body, now)),
  )

  route(c.updateTemplate, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const template = await requireFor(c.updateTemplate.action, params.templateId, templateInScope, tx)
      return updateTemplate(tx, actor, template, body, now)
    }),
  )

  route(c.removeTemplate, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) => {
      const template = await requireFor(c.removeTemplate.action, params.templateId, templateInScope, tx)
      await removeTemplate(tx, actor, template)
      return { ok: true as const }
    }),
  )

  route(c.childDocuments, async ({ db, params, query, requireFor }) => {
    const child = await requireFor(c.childDocuments.action, params.childId, childInScope)
    return listChildDocuments(db, child, query)
  })

  route(c.generate, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.generate.action, params.childId, childInScope, tx)
      return generateDocument(tx, actor, child, body.templateId, now)
    }),
  )

  route(c.schoolDocuments, async ({ actor, db, query }) => listSchoolDocuments(db, actor, query))

  route(c.send, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      await requireFor(c.send.action, params.documentId, documentInScope, tx)
      return sendDocument(tx, actor, params.documentId, now)
    }),
  )

  route(c.validate, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      await requireFor(c.validate.action, params.documentId, documentInScope, tx)
      return validateDocument(tx, actor, params.documentId, now)
    }),
  )

  route(c.refuse, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      await requireFor(c.refuse.action, params.documentId, documentInScope, tx)
      return refuseDocument(tx, actor, params.documentId, body.reason, now)
    }),
  )

  route(c.remove, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) => {
      await requireFor(c.remove.action, params.documentId, documentInScope, tx)
      await removeDocument(tx, actor, params.documentId)
      return { ok: true as const }
    }),
  )

  route(c.pdf, async ({ db, params, reply, requireFor }) => {
    const scoped = await requireFor(c.pdf.action, params.documentId, documentInScope)
    return sendPdf(reply, await pdfOf(db, scoped.document))
  })

  route(c.guardianDocuments, async ({ db, params, requireFor }) => {
    const child = await requireFor(c.guardianDocuments.action, params.childId, heldChildInScope)
    return guardianDocuments(db, child, await schoolOfHeld(db, child.id))
  })

  route(c.upload, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.upload.action, params.childId, heldChildInScope, tx)
      return uploadDocument(tx, actor, child, await schoolOfHeld(tx, child.id), body, now)
    }),
  )

  route(c.cancel, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.cancel.action, params.childId, heldChildInScope, tx)
      await heldDocument(tx, child.id, params.documentId)
      return cancelDocument(tx, actor, params.documentId, now)
    }),
  )

  route(c.guardianPdf, async ({ db, params, reply, requireFor }) => {
    const child = await requireFor(c.guardianPdf.action, params.childId, heldChildInScope)
    return sendPdf(reply, await pdfOf(db, await heldDocument(db, child.id, params.documentId)))
  })
}
