import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  invitableChildInScope,
  invitationInScope,
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
  route(contracts.invitations.child, async ({ actor, requireFor, db, params }) => {
    const child = await requireFor('invitations.child', params.childId, invitableChildInScope)
    return inviteDialogChild(db, actor, child)
  })

  route(contracts.invitations.sendEmail, async ({ actor, requireFor, db, deps, now, params, body }) => {
    return db.transaction(async (tx) => {
      const child = await requireFor('invitations.sendEmail', params.childId, invitableChildInScope, tx)
      return sendInvitationEmail(tx, deps, actor, now, child, body.email)
    })
  })

  route(contracts.invitations.sendSms, async ({ actor, requireFor, db, deps, now, params, body }) => {
    return db.transaction(async (tx) => {
      const child = await requireFor('invitations.sendSms', params.childId, invitableChildInScope, tx)
      return sendInvitationSms(tx, deps, actor, now, child, body)
    })
  })

  route(contracts.invitations.resend, async ({ actor, requireFor, db, deps, now, params }) => {
    return db.transaction(async (tx) => {
      const found = await requireFor('invitations.resend', params.id, invitationInScope, tx)
      return resendInvitation(tx, deps, actor, now, found)
    })
  })

  route(contracts.invitations.pdf, async ({ actor, requireFor, db, deps, params, reply }) => {
    const file = await db.transaction(async (tx) => {
      const child = await requireFor('invitations.pdf', params.childId, invitableChildInScope, tx)
      return invitationSheet(tx, deps, actor, child)
    })
    void reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.body.length))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    // Bytes are sent as they are (Fastify serialises only objects); the contract names them unknown.
    return file.body
  })
}
