import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 001 §6 "Only pros see the sent-invitations list and may send invitations by SMS. Guardians
// see the GDPR block"; spec 000 §6 "The invite-child dialog is for guardians only" (the avatar
// menu entry); pros reach the same dialog for a child of their scope. Children, sponsors, études
// and admins invite nobody. Which child: the service checks it against the actor's scope.
// Observers are read-only (spec 000 §6): sending, resending and the PDF (which hands out the
// child's key, an invitation on paper) are writes. Inviting a child's relatives is children-and-
// parents work: child access governs it (docs/access-levels.md; families are not limited by it).

const pros = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const
const inviters = ['GUARDIAN', ...pros] as const

export const invitationsActions = {
  'invitations.child': { profiles: inviters, write: false, accessLevel: 'child' },
  'invitations.sendEmail': { profiles: inviters, write: true, accessLevel: 'child' },
  'invitations.sendSms': { profiles: pros, write: true, accessLevel: 'child' },
  'invitations.resend': { profiles: pros, write: true, accessLevel: 'child' },
  'invitations.pdf': { profiles: inviters, write: true, accessLevel: 'child' },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
