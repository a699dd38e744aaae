import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  invitationSheet,
  inviteDialogChild,
  resendInvitation,
  sendInvitationEmail,
  sendInvitationSms,
} from './invitations.service'

// Spec 001 §7 "Get child", "Send invitation e-mail", "Send invitation SMS".
// Thin handlers: the action first; each send in one transaction (invitation row, key, outbox
// row and audit row together).
export function invitationsRoutes(route: Route): void {
  route(contracts.invitations.child, async ({ actor, db, params }) => {
    return inviteDialogChild(db, actor, params.childId)
  })

  route(contracts.invitations.sendEmail, async ({ actor, db, deps, now, params, body }) => {
    return db.transaction((tx) => sendInvitationEmail(tx, deps, actor, now, params.childId, body.email))
  })

  route(contracts.invitations.sendSms, async ({ actor, db, deps, now, params, body }) => {
    return db.transaction((tx) => sendInvitationSms(tx, deps, actor, now, params.childId, body))
  })

  route(contracts.invitations.resend, async ({ actor, db, deps, now, params }) => {
    return db.transaction((tx) => resendInvitation(tx, deps, actor, now, params.id))
  })

  route(contracts.invitations.pdf, async ({ actor, db, deps, params, reply }) => {
    const file = await db.transaction((tx) => invitationSheet(tx, deps, actor, params.childId))
    void reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.body.length))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    // Bytes are sent as they are (Fastify serialises only objects); the contract names them unknown.
    return file.body
  })
}
