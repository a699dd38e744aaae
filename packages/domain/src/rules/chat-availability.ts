import type { ChatAvailability } from '../enums/chat'
import type { FeatureFlagState } from '../enums/features'
import { isFeatureOn } from '../enums/features'
import type { ProfileType } from '../enums/people'

// Spec 001 §4 "Availability: enabled, disabled by scope, disabled and locked, or unusable" and §8
// (CANNOT_USE_CHAT, CHAT_DISABLED_AND_LOCKED, CHAT_NOT_ENABLED_BY_SCOPE). The spec does not say
// what decides each state; our reading (docs/chat.md):
// - unusable: a profile without chat (sponsor, etude, the admins);
// - disabled and locked: the user's own lock (`users.settings.chatLocked`, set by an administrator);
// - disabled by scope: the communication module of the current school is off (spec 000 §6:
//   "Messaging … need communication enabled").

/** The profiles with a chat (senders and recipients of the spec 001 §5 matrix). */
export const chatUserProfiles = ['COORDINATOR', 'DIRECTOR', 'TEACHER', 'GUARDIAN', 'CHILD'] as const

export interface ChatAvailabilityInput {
  profileType: ProfileType
  /** `users.settings.chatLocked`. */
  locked: boolean
  /** The communication flag of the actor's current school. */
  communication: FeatureFlagState
}

/** The first refusal that applies, most permanent first; `ENABLED` when none does. */
export function chatAvailability(input: ChatAvailabilityInput): ChatAvailability {
  if (!(chatUserProfiles as readonly string[]).includes(input.profileType)) return 'CANNOT_USE_CHAT'
  if (input.locked) return 'CHAT_DISABLED_AND_LOCKED'
  if (!isFeatureOn(input.communication)) return 'CHAT_NOT_ENABLED_BY_SCOPE'
  return 'ENABLED'
}

/** `users.settings.chatLocked`, strictly true to lock. */
export function chatLockedOf(settings: Record<string, unknown> | null | undefined): boolean {
  return settings?.chatLocked === true
}
