import type { ProfileType } from '../enums/people'
import { proProfileTypes } from '../enums/people'
import { isOneOf } from './roles'

// Spec 000 §5 and 001 §5 chat permissions by sender: "A coordinator may message director,
// teacher, coordinator, guardian; a director: teacher, child, guardian; a teacher: child,
// guardian." Any other sender (guardian, child, sponsor, etude, admins) starts no conversation.
export const chatMatrix = {
  COORDINATOR: ['DIRECTOR', 'TEACHER', 'COORDINATOR', 'GUARDIAN'],
  DIRECTOR: ['TEACHER', 'CHILD', 'GUARDIAN'],
  TEACHER: ['CHILD', 'GUARDIAN'],
} as const satisfies Partial<Record<ProfileType, readonly ProfileType[]>>

export function mayMessage(sender: ProfileType, recipient: ProfileType): boolean {
  const matrix: Partial<Record<ProfileType, readonly ProfileType[]>> = chatMatrix
  return matrix[sender]?.includes(recipient) ?? false
}

/** Spec 001 §3 chat user options, as stored in the user's settings. */
export interface ChatUserOptions {
  /** Guardians who share no child with me may contact me. */
  otherFamilyCanContactMe: boolean
  /** Pros who share no school with me may contact me. */
  otherProCanContactMe: boolean
  /** I may contact pros who share no school with me. */
  meCanContactOtherPro: boolean
  /** I may contact guardians who share no child with me. */
  meCanContactOtherFamily: boolean
}

/** One side of a conversation, as the chat service loads it. */
export interface ChatParty {
  userId: string
  profileType: ProfileType
  /** Guardians: their children. */
  childIds: readonly string[]
  /** Pros: the schools of their structure tree scope. */
  schoolIds: readonly string[]
  options: ChatUserOptions
  /** Spec 001 §3: the user's prohibited (blocked) users. */
  blockedUserIds: readonly string[]
}

const shares = (a: readonly string[], b: readonly string[]) => a.some((id) => b.includes(id))

/** "Other family": both are guardians and they share no child. */
export function isOtherFamily(a: ChatParty, b: ChatParty): boolean {
  return a.profileType === 'GUARDIAN' && b.profileType === 'GUARDIAN' && !shares(a.childIds, b.childIds)
}

/** "Other pro": both are pros (teacher, coordinator, director) and they share no school. */
export function isOtherPro(a: ChatParty, b: ChatParty): boolean {
  return (
    isOneOf(a.profileType, proProfileTypes) &&
    isOneOf(b.profileType, proProfileTypes) &&
    !shares(a.schoolIds, b.schoolIds)
  )
}

/**
 * The user options and blocks, between two people. Our reading of the four options (the spec only
 * names them): they apply between two guardians ("family") or between two pros, never across the
 * pro/family line, which the matrix and the actor's scope govern. Both sides must agree: the
 * sender's "me can contact other …" and the recipient's "other … can contact me". A block by
 * either side forbids contact. This does not check the profile matrix: see mayStartChat.
 */
export function mayContact(sender: ChatParty, recipient: ChatParty): boolean {
  if (sender.blockedUserIds.includes(recipient.userId) || recipient.blockedUserIds.includes(sender.userId))
    return false
  if (isOtherFamily(sender, recipient)) {
    return sender.options.meCanContactOtherFamily && recipient.options.otherFamilyCanContactMe
  }
  if (isOtherPro(sender, recipient)) {
    return sender.options.meCanContactOtherPro && recipient.options.otherProCanContactMe
  }
  return true
}

/**
 * Our reading for guardians (docs/chat.md): the matrix lists no guardian sender, so a guardian
 * starts no chat with staff (they reply in the channels staff open), but a guardian may start a
 * chat with the co-guardians of their own child, and with another family when both sides' options
 * allow it (mayContact checks the options). Children start nothing.
 */
export function mayStartFamilyChat(sender: ChatParty, recipient: ChatParty): boolean {
  return sender.profileType === 'GUARDIAN' && recipient.profileType === 'GUARDIAN'
}

/** A conversation may start: the profile matrix (or the family rule) allows it, and so do the options and blocks. */
export function mayStartChat(sender: ChatParty, recipient: ChatParty): boolean {
  if (sender.userId === recipient.userId) return false
  const byProfile =
    mayMessage(sender.profileType, recipient.profileType) || mayStartFamilyChat(sender, recipient)
  return byProfile && mayContact(sender, recipient)
}

/** The recipient profile types a sender may start a chat with (matrix plus the family rule). */
export function chatRecipientProfiles(sender: ProfileType): readonly ProfileType[] {
  const matrix: Partial<Record<ProfileType, readonly ProfileType[]>> = chatMatrix
  if (sender === 'GUARDIAN') return ['GUARDIAN']
  return matrix[sender] ?? []
}

/**
 * Spec 001 §3 user options when the user never chose (the spec gives no defaults; docs/chat.md):
 * families are not reachable by other families until they open it, pros are reachable by pros of
 * other schools, no e-mail.
 */
export const defaultChatOptions: ChatUserOptions & { sendEmailOnMessage: boolean } = {
  sendEmailOnMessage: false,
  otherFamilyCanContactMe: false,
  otherProCanContactMe: true,
  meCanContactOtherPro: true,
  meCanContactOtherFamily: true,
}

/** The chat options kept in `users.settings.chat`, with the defaults for missing keys. */
export function chatOptionsOf(settings: Record<string, unknown> | null | undefined) {
  const stored = settings?.chat
  const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const pick = (key: keyof typeof defaultChatOptions) => {
    const value = raw[key]
    return typeof value === 'boolean' ? value : defaultChatOptions[key]
  }
  return {
    sendEmailOnMessage: pick('sendEmailOnMessage'),
    otherFamilyCanContactMe: pick('otherFamilyCanContactMe'),
    otherProCanContactMe: pick('otherProCanContactMe'),
    meCanContactOtherPro: pick('meCanContactOtherPro'),
    meCanContactOtherFamily: pick('meCanContactOtherFamily'),
  }
}
