import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../enums/people'
import type { BrandVariant } from '../enums/structure'
import {
  contactPhone,
  contactSearchWords,
  familyVisible,
  mayUseContacts,
  settingOf,
  type FamilySide,
} from './contacts'

describe('spec 000 §6 "Contacts: guardian (and child if the brand allows)": mayUseContacts', () => {
  it.each<[ProfileType, BrandVariant, boolean]>([
    ['GUARDIAN', 'standard', true],
    ['GUARDIAN', 'childrenLogin', true],
    ['CHILD', 'childrenLogin', true],
    ['CHILD', 'standard', false],
    ['TEACHER', 'childrenLogin', false],
    ['DIRECTOR', 'standard', false],
    ['COORDINATOR', 'standard', false],
    ['SPONSOR', 'standard', false],
    ['ETUDE', 'standard', false],
  ])('%s under %s → %s', (profile, variant, allowed) => {
    expect(mayUseContacts(profile, variant)).toBe(allowed)
  })
})

describe('spec 001 §3 showPhoneNumberInContacts: contactPhone', () => {
  it.each<[string | null, Record<string, unknown> | null, string | null]>([
    ['+33612345678', { showPhoneNumberInContacts: true }, '+33612345678'],
    ['+33612345678', { showPhoneNumberInContacts: false }, null],
    // Private until the owner shares it: the default is off.
    ['+33612345678', {}, null],
    ['+33612345678', null, null],
    // A stored value that is not a boolean is ignored (the account module does the same).
    ['+33612345678', { showPhoneNumberInContacts: 'yes' }, null],
    [null, { showPhoneNumberInContacts: true }, null],
  ])('%s with %j → %s', (phone, stored, shown) => {
    expect(contactPhone(phone, stored)).toBe(shown)
  })
})

describe('spec 001 §3 account settings: settingOf', () => {
  it('reads a stored boolean, else the account default', () => {
    expect(settingOf({ showPhoneNumberInContacts: true }, 'showPhoneNumberInContacts')).toBe(true)
    expect(settingOf({ showPhoneNumberInContacts: 1 }, 'showPhoneNumberInContacts')).toBe(false)
    expect(settingOf(undefined, 'showPhoneNumberInContacts')).toBe(false)
  })
})

describe('"where both sides allow it" (docs/contacts.md): familyVisible', () => {
  const side = (childIds: string[], me: boolean, them: boolean): FamilySide => ({
    childIds,
    options: { meCanContactOtherFamily: me, otherFamilyCanContactMe: them },
  })
  it.each<[string, FamilySide, FamilySide, boolean]>([
    ['other family, both allow', side(['a'], true, true), side(['b'], true, true), true],
    [
      'other family, I do not contact other families',
      side(['a'], false, true),
      side(['b'], true, true),
      false,
    ],
    ['other family, they refuse other families', side(['a'], true, true), side(['b'], true, false), false],
    // Only my "me can contact" and their "can contact me" count, not the reverse pair.
    ['other family, the reverse options closed', side(['a'], true, false), side(['b'], false, true), true],
    [
      'co-guardian of my child, options closed',
      side(['a'], false, false),
      side(['a', 'c'], false, false),
      true,
    ],
  ])('%s → %s', (_title, me, them, visible) => {
    expect(familyVisible(me, them)).toBe(visible)
  })
})

describe('contact search: case and accent insensitive words', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['  Élodie   MARTIN ', ['elodie', 'martin']],
    ['Çà', ['ca']],
    ['a b c d e f g', ['a', 'b', 'c', 'd', 'e']],
  ])('%j → %j', (query, words) => {
    expect(contactSearchWords(query)).toEqual(words)
  })
})
