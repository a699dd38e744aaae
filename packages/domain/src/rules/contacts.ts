import type { ProfileType } from '../enums/people'
import type { BrandVariant } from '../enums/structure'
import type { ChatUserOptions } from '../access/chat'
import { defaultAccountSettings } from '../contracts/account'

// Contacts (docs/contacts.md) and the settings of spec 001 §3. Pure rules the server applies (and tests
// table-driven); the SQL of modules/contacts mirrors familyVisible and contactPhone so a page of
// results can be cut in the database.

/**
 * Spec 000 §6 "Contacts: guardian (and child if the brand allows)"; spec 000 §1: the
 * `childrenLogin` variant "lets children log in and see contacts".
 */
export function mayUseContacts(profile: ProfileType, variant: BrandVariant): boolean {
  if (profile === 'GUARDIAN') return true
  return profile === 'CHILD' && variant === 'childrenLogin'
}

/** Profiles listed as a school's or section's staff: the pros of spec 001 §1. */
export const contactStaffProfiles = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const

/**
 * A stored account setting (spec 001 §3, kept flat in users.settings by the account module), else
 * its default. The chat options are read with access/chat.ts chatOptionsOf, the chat module's way.
 */
export function settingOf(
  stored: Record<string, unknown> | null | undefined,
  key: keyof typeof defaultAccountSettings,
): boolean {
  const value = stored?.[key]
  return typeof value === 'boolean' ? value : defaultAccountSettings[key]
}

/**
 * Spec 001 §3 showPhoneNumberInContacts: "a phone number is private until its owner shares it"
 * (the setting defaults to off).
 */
export function contactPhone(
  phone: string | null,
  stored: Record<string, unknown> | null | undefined,
): string | null {
  return phone && settingOf(stored, 'showPhoneNumberInContacts') ? phone : null
}

export interface FamilySide {
  childIds: readonly string[]
  options: Pick<ChatUserOptions, 'meCanContactOtherFamily' | 'otherFamilyCanContactMe'>
}

/**
 * Whether a guardian of one of my children's sections shows among my contacts. My own family (a
 * co-guardian of one of my children) always does; another family only "where both sides allow
 * it": my meCanContactOtherFamily and their otherFamilyCanContactMe (spec 001 §3 chat options).
 */
export function familyVisible(me: FamilySide, them: FamilySide): boolean {
  if (me.childIds.some((id) => them.childIds.includes(id))) return true
  return me.options.meCanContactOtherFamily && them.options.otherFamilyCanContactMe
}

/** Words of a search, folded the way the SQL folds names (lower case, no accents). */
export function contactSearchWords(query: string | undefined): string[] {
  if (!query) return []
  return query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
}
