import type { Invitation, InvitationChild, SentInvitation } from '@nido/domain/contracts/invitations'
import { AppError } from '@nido/domain/errors'
import { invitationKind, invitationLimits, invitationPhoneState } from '@nido/domain/rules/invitation'
import type { Queryable } from '../../db/client'
import { appName, queueTemplateMail } from '../../mail/render'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { InScope } from '../../platform/http'
import type { ChildId } from '@nido/domain/ids'
import { ensureChildKey } from '../child-keys/index'
import { invitationPdf } from './invitations.pdf'
import {
  childInvitations,
  enqueueSms,
  invitableChild,
  invitationById,
  recipientOf,
  upsertInvitation,
  type InvitableChild,
  type InvitationRow,
} from './invitations.queries'
import { fillText, textsFor } from './invitations.texts'

// Spec 001 §1 "Invitations of guardians to a child by e-mail or SMS, with
// history", §6 "Only pros see the sent-invitations list and may send invitations by SMS", §8.
// An invitation hands out the child's key, which is all it takes to join the child's family
// (modules/child-keys): only the child's guardians and the pros of the child's school send it,
// every send counts against a daily limit per sender and child, and every send is audited.

const isPro = (actor: Actor) => actor.userPermission.profileType !== 'GUARDIAN'

function asInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    detail: row.detail,
    kind: invitationKind(row.detail),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The child, when in the actor's reach, for `requireFor` (decision 0013): a child outside it
 * answers 404 (ids cannot be probed).
 */
export const invitableChildInScope: InScope<ChildId, InvitableChild> = (db, actor, id) =>
  invitableChild(db, actor, id)

/** An invitation of a child in the actor's reach; one of another child is as unknown as a missing one. */
export const invitationInScope: InScope<
  string,
  { invitation: InvitationRow; child: InvitableChild }
> = async (db, actor, id) => {
  const invitation = await invitationById(db, id)
  const child = invitation ? await invitableChild(db, actor, invitation.childId) : undefined
  return invitation && child ? { invitation, child } : undefined
}

/** Spec 001 §8 "FORBIDDEN maps to the too-many-invitations error". */
async function spendInvitation(deps: AppDeps, actor: Actor, childId: string): Promise<void> {
  const count = await deps.rateLimits.hit(`invitations:${actor.userId}:${childId}`, invitationLimits.windowMs)
  if (count > invitationLimits.perSenderPerChild) throw new AppError('TOO_MANY_INVITATIONS')
}

const signInUrl = (deps: AppDeps) => `${deps.config.publicUrl}/login`
const inviterName = (actor: Actor) => `${actor.firstname} ${actor.lastname}`.trim()

/** Spec 001 §7 "Get child: response invitations". Guardians get the child and no list (§6). */
export async function inviteDialogChild(
  db: Queryable,
  actor: Actor,
  child: InvitableChild,
): Promise<InvitationChild> {
  const rows = isPro(actor) ? await childInvitations(db, child.id) : []
  return { child, invitations: rows.map(asInvitation) }
}

/**
 * The mail or SMS of an invitation, in the recipient's language when an account uses the address,
 * else the sender's (the relative most likely shares it).
 */
async function dispatch(tx: Queryable, deps: AppDeps, actor: Actor, child: InvitableChild, detail: string) {
  const key = await ensureChildKey(tx, child.id)
  const values = { inviter: inviterName(actor), child: child.firstname, key }
  if (invitationKind(detail) === 'email') {
    const recipient = await recipientOf(tx, { email: detail })
    await queueTemplateMail(tx, detail, recipient?.language ?? actor.language, 'invitation', {
      ...values,
      name: recipient?.firstname ?? detail,
      link: signInUrl(deps),
    })
  } else {
    const recipient = await recipientOf(tx, { phone: detail })
    const language = recipient?.language ?? actor.language
    const text = fillText(textsFor(language).sms, { ...values, appName, link: signInUrl(deps) })
    await enqueueSms(tx, { to: detail, text, language, template: 'invitation' })
  }
}

async function send(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  now: Date,
  child: InvitableChild,
  detail: string,
  action: string,
): Promise<SentInvitation> {
  await spendInvitation(deps, actor, child.id)
  const row = await upsertInvitation(tx, { childId: child.id, senderId: actor.userId, detail, now })
  await dispatch(tx, deps, actor, child, detail)
  await audit(tx, actor, action, { childId: child.id, invitationId: row.id, kind: invitationKind(detail) })
  return { invitation: asInvitation(row) }
}

/** Spec 001 §7 "Send invitation e-mail" (guardians of the child and pros of its school). */
export async function sendInvitationEmail(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  now: Date,
  child: InvitableChild,
  email: string,
): Promise<SentInvitation> {
  // Addresses are compared lowercase, so "Jane@X" and "jane@x" are one line of the list.
  return send(tx, deps, actor, now, child, email.toLowerCase(), 'invitations.sendEmail')
}

/** Spec 001 §7 "Send invitation SMS" (pros only, §6); §5 country-aware check, stored in E.164. */
export async function sendInvitationSms(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  now: Date,
  child: InvitableChild,
  input: { phoneNumber: string; countryCode: string },
): Promise<SentInvitation> {
  const phone = invitationPhoneState(input.phoneNumber, input.countryCode)
  if (phone.state !== 'valid') throw new AppError('PHONE_NUMBER_INVALID', { field: 'phoneNumber' })
  return send(tx, deps, actor, now, child, phone.e164, 'invitations.sendSms')
}

/** Spec 001 §2 "each with a resend button" (pros): the same address, sent again. */
export async function resendInvitation(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  now: Date,
  { invitation, child }: { invitation: InvitationRow; child: InvitableChild },
): Promise<SentInvitation> {
  return send(tx, deps, actor, now, child, invitation.detail, 'invitations.resend')
}

/** Spec 001 §2 "download-invitation link": the PDF, in the actor's language. */
export async function invitationSheet(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  child: InvitableChild,
): Promise<{ fileName: string; body: Buffer }> {
  const key = await ensureChildKey(tx, child.id)
  await audit(tx, actor, 'invitations.pdf', { childId: child.id })
  const body = await invitationPdf({
    childFirstname: child.firstname,
    key,
    language: actor.language,
    signInUrl: signInUrl(deps),
  })
  // An ASCII file name (the header is Latin-1): accents dropped, anything else made a dash.
  const safeName = child.firstname
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { fileName: `invitation-${safeName || 'child'}.pdf`, body }
}
