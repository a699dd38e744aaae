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

/** A conversation may start: the profile matrix allows it and the options and blocks do too. */
export function mayStartChat(sender: ChatParty, recipient: ChatParty): boolean {
  return mayMessage(sender.profileType, recipient.profileType) && mayContact(sender, recipient)
}
