import { z } from 'zod'
import { limits } from '../limits'
import { defineRoute } from './define'
import { zChildId } from '../ids'

// Spec 001 §1 "Invitations of guardians to a child by e-mail or SMS, with history", §2 "Invite
// dialog", §3 "Invitation", §7 "Send invitation e-mail" / "Send invitation SMS" / "Get child",
// §8 (too many invitations). The spec shows the payloads, not the paths (§7 "Invitation sending
// and list request paths beyond those above: not shown"); the child is named in the path, and the
// server checks it against the actor's scope (out of scope: 404). The anti-bot token of §7 is not
// asked: the sender is signed in and rate-limited (docs/invitations.md).

const zChildParams = z.object({ childId: zChildId })

/** Spec 001 §3: id, detail (e-mail, or E.164 number starting with +), updated_at ('last sent'). */
export const zInvitation = z.object({
  id: z.string(),
  detail: z.string(),
  kind: z.enum(['email', 'sms']),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Invitation = z.infer<typeof zInvitation>

/**
 * Spec 001 §7 "Get child: response invitations", §6 "Only pros see the sent-invitations list":
 * guardians get the child's names and an empty list.
 */
export const zInvitationChild = z.object({
  child: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }),
  invitations: z.array(zInvitation),
})
export type InvitationChild = z.infer<typeof zInvitationChild>

export const zSendInvitationEmailBody = z
  .object({ email: z.string().trim().pipe(z.email().max(limits.contactForm.emailMaxLength)) })
  .strict()
export type SendInvitationEmailBody = z.input<typeof zSendInvitationEmailBody>

/** Spec 001 §7 "phoneNumber, countryCode": the number as typed and the region it is read in (FR…). */
export const zSendInvitationSmsBody = z
  .object({
    phoneNumber: z.string().trim().min(4).max(limits.invitation.phoneMaxLength),
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .default('FR'),
  })
  .strict()
export type SendInvitationSmsBody = z.input<typeof zSendInvitationSmsBody>

export const zSentInvitation = z.object({ invitation: zInvitation })
export type SentInvitation = z.infer<typeof zSentInvitation>

export const invitationsContract = {
  child: defineRoute({
    action: 'invitations.child',
    method: 'GET',
    path: '/api/v1/invitations/children/:childId',
    summary: 'The child of the invite dialog, with the invitations sent for it (newest first; pros only)',
    auth: 'session',
    params: zChildParams,
    response: zInvitationChild,
  }),
  sendEmail: defineRoute({
    action: 'invitations.sendEmail',
    method: 'PATCH',
    path: '/api/v1/invitations/children/:childId/email',
    summary:
      'Invite a relative of the child by e-mail (the mail carries the child’s key); again to the same address updates it',
    auth: 'session',
    params: zChildParams,
    body: zSendInvitationEmailBody,
    response: zSentInvitation,
  }),
  sendSms: defineRoute({
    action: 'invitations.sendSms',
    method: 'PATCH',
    path: '/api/v1/invitations/children/:childId/sms',
    summary: 'Invite a relative of the child by SMS (pros only); PHONE_NUMBER_INVALID when the number fails',
    auth: 'session',
    params: zChildParams,
    body: zSendInvitationSmsBody,
    response: zSentInvitation,
  }),
  resend: defineRoute({
    action: 'invitations.resend',
    method: 'POST',
    path: '/api/v1/invitations/:id/resend',
    summary: 'Send an invitation again (pros only); TOO_MANY_INVITATIONS past the daily limit',
    auth: 'session',
    params: z.object({ id: z.uuid() }),
    response: zSentInvitation,
  }),
  pdf: defineRoute({
    action: 'invitations.pdf',
    method: 'GET',
    path: '/api/v1/invitations/children/:childId/pdf',
    summary: 'The invitation as a PDF: the child’s first name, key and how to use it',
    auth: 'session',
    params: zChildParams,
    response: z.unknown().describe('application/pdf'),
  }),
}
