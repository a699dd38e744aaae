import { describe, expect, it } from 'vitest'
import { profileTypes } from '../enums/people'
import type { ProfileType } from '../enums/people'
import type { ChatParty, ChatUserOptions } from './chat'
import {
  chatMatrix,
  chatOptionsOf,
  chatRecipientProfiles,
  defaultChatOptions,
  isOtherFamily,
  isOtherPro,
  mayContact,
  mayMessage,
  mayStartChat,
} from './chat'

// Spec 000 §5 / 001 §5, written out in full: sender → recipients allowed.
const expected: Record<ProfileType, readonly ProfileType[]> = {
  COORDINATOR: ['DIRECTOR', 'TEACHER', 'COORDINATOR', 'GUARDIAN'],
  DIRECTOR: ['TEACHER', 'CHILD', 'GUARDIAN'],
  TEACHER: ['CHILD', 'GUARDIAN'],
  GUARDIAN: [],
  CHILD: [],
  SPONSOR: [],
  ETUDE: [],
  GROUP_ADMIN: [],
  SUPER_ADMIN: [],
}

const table = profileTypes.flatMap((sender) =>
  profileTypes.map((recipient) => [sender, recipient, expected[sender].includes(recipient)] as const),
)

describe('spec 000 §5 / 001 §5 chat matrix', () => {
  it.each(table)('%s → %s: %s', (sender, recipient, allowed) => {
    expect(mayMessage(sender, recipient)).toBe(allowed)
  })

  it('is the data of the matrix, nothing more', () => {
    expect(chatMatrix).toEqual({
      COORDINATOR: expected.COORDINATOR,
      DIRECTOR: expected.DIRECTOR,
      TEACHER: expected.TEACHER,
    })
  })
})

const open: ChatUserOptions = {
  otherFamilyCanContactMe: true,
  otherProCanContactMe: true,
  meCanContactOtherPro: true,
  meCanContactOtherFamily: true,
}

function party(userId: string, profileType: ProfileType, more: Partial<ChatParty> = {}): ChatParty {
  return { userId, profileType, childIds: [], schoolIds: [], options: open, blockedUserIds: [], ...more }
}

const guardianA = party('ga', 'GUARDIAN', { childIds: ['c1'], schoolIds: ['s1'] })
const guardianSameChild = party('gb', 'GUARDIAN', { childIds: ['c1'], schoolIds: ['s1'] })
const guardianOther = party('gc', 'GUARDIAN', { childIds: ['c2'], schoolIds: ['s1'] })
const teacherS1 = party('t1', 'TEACHER', { schoolIds: ['s1'] })
const directorS1 = party('d1', 'DIRECTOR', { schoolIds: ['s1'] })
const coordinatorS2 = party('k2', 'COORDINATOR', { schoolIds: ['s2'] })
const closed = (key: keyof ChatUserOptions) => ({ options: { ...open, [key]: false } })

describe('spec 001 §3 chat user options: who is "other family" and "other pro"', () => {
  it.each([
    ['guardians sharing a child', guardianA, guardianSameChild, false],
    ['guardians sharing no child', guardianA, guardianOther, true],
    ['a guardian and a teacher', guardianA, teacherS1, false],
  ] as const)('other family: %s → %s', (_title, a, b, other) => {
    expect(isOtherFamily(a, b)).toBe(other)
  })

  it.each([
    ['pros sharing a school', teacherS1, directorS1, false],
    ['pros sharing no school', coordinatorS2, teacherS1, true],
    ['a pro and a guardian of another school', coordinatorS2, guardianA, false],
  ] as const)('other pro: %s → %s', (_title, a, b, other) => {
    expect(isOtherPro(a, b)).toBe(other)
  })
})

describe('spec 001 §3 chat user options: mayContact', () => {
  it.each<[string, ChatParty, ChatParty, boolean]>([
    [
      'same family, options closed on both sides',
      { ...guardianA, ...closed('meCanContactOtherFamily') },
      { ...guardianSameChild, ...closed('otherFamilyCanContactMe') },
      true,
    ],
    ['other family, both open', guardianA, guardianOther, true],
    [
      'other family, sender may not contact other families',
      { ...guardianA, ...closed('meCanContactOtherFamily') },
      guardianOther,
      false,
    ],
    [
      'other family, recipient refuses other families',
      guardianA,
      { ...guardianOther, ...closed('otherFamilyCanContactMe') },
      false,
    ],
    [
      'same school pros, options closed',
      { ...teacherS1, ...closed('meCanContactOtherPro') },
      { ...directorS1, ...closed('otherProCanContactMe') },
      true,
    ],
    ['other pro, both open', coordinatorS2, teacherS1, true],
    [
      'other pro, sender may not contact other pros',
      { ...coordinatorS2, ...closed('meCanContactOtherPro') },
      teacherS1,
      false,
    ],
    [
      'other pro, recipient refuses other pros',
      coordinatorS2,
      { ...teacherS1, ...closed('otherProCanContactMe') },
      false,
    ],
    [
      'pro to family: the options do not apply',
      { ...teacherS1, ...closed('meCanContactOtherFamily') },
      { ...guardianOther, ...closed('otherProCanContactMe') },
      true,
    ],
    ['recipient blocked the sender', teacherS1, { ...guardianA, blockedUserIds: ['t1'] }, false],
    ['sender blocked the recipient', { ...teacherS1, blockedUserIds: ['ga'] }, guardianA, false],
  ])('%s → %s', (_title, sender, recipient, allowed) => {
    expect(mayContact(sender, recipient)).toBe(allowed)
  })
})

describe('spec 001 §5 starting a conversation: matrix and options together', () => {
  it.each<[string, ChatParty, ChatParty, boolean]>([
    ['teacher to guardian', teacherS1, guardianA, true],
    ['guardian to teacher: not in the matrix', guardianA, teacherS1, false],
    ['coordinator to a teacher of another school, both open', coordinatorS2, teacherS1, true],
    [
      'coordinator to a teacher of another school who refuses',
      coordinatorS2,
      { ...teacherS1, ...closed('otherProCanContactMe') },
      false,
    ],
    ['teacher to a guardian who blocked them', teacherS1, { ...guardianA, blockedUserIds: ['t1'] }, false],
    // Our reading (docs/chat.md): guardians start chats with families only.
    ['guardian to the co-guardian of their child', guardianA, guardianSameChild, true],
    [
      'guardian to a co-guardian, options closed (the options are for other families)',
      { ...guardianA, ...closed('meCanContactOtherFamily') },
      { ...guardianSameChild, ...closed('otherFamilyCanContactMe') },
      true,
    ],
    ['guardian to another family, both open', guardianA, guardianOther, true],
    [
      'guardian to another family that refuses',
      guardianA,
      { ...guardianOther, ...closed('otherFamilyCanContactMe') },
      false,
    ],
    [
      'guardian to a co-guardian who blocked them',
      guardianA,
      { ...guardianSameChild, blockedUserIds: ['ga'] },
      false,
    ],
    ['guardian to a director: not in the matrix', guardianA, directorS1, false],
    [
      'child to a teacher: children start nothing',
      party('c1', 'CHILD', { childIds: ['c1'] }),
      teacherS1,
      false,
    ],
    ['nobody starts a chat with themself', teacherS1, teacherS1, false],
  ])('%s → %s', (_title, sender, recipient, allowed) => {
    expect(mayStartChat(sender, recipient)).toBe(allowed)
  })

  it.each([
    ['GUARDIAN', ['GUARDIAN']],
    ['TEACHER', ['CHILD', 'GUARDIAN']],
    ['CHILD', []],
    ['SPONSOR', []],
  ] as const)('%s may look for recipients among %j', (sender, profiles) => {
    expect(chatRecipientProfiles(sender)).toEqual(profiles)
  })
})

describe('spec 001 §3 chat options as stored in users.settings.chat', () => {
  it('falls back to the defaults (families closed to other families, no e-mail)', () => {
    expect(chatOptionsOf({})).toEqual(defaultChatOptions)
    expect(defaultChatOptions).toMatchObject({ sendEmailOnMessage: false, otherFamilyCanContactMe: false })
  })

  it('keeps booleans and ignores anything else', () => {
    expect(chatOptionsOf({ chat: { sendEmailOnMessage: true, otherProCanContactMe: 'no' } })).toEqual({
      ...defaultChatOptions,
      sendEmailOnMessage: true,
    })
  })
})
