import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import {
  advisorPopupShown,
  globalLogout,
  guardianCheckInAllowed,
  inviteDialogAllowed,
  logoutPath,
  mayFetchNotifications,
  mayOpenAdvisorHost,
  morningWordButtonPresent,
  morningWordButtonShown,
  notificationButtonShown,
  notificationPanelModes,
  proAccountHeaderShown,
} from './shell'
import type { ContextOptions } from '../test-context'
import { actorFor, contextFor } from '../test-context'

const perm = (profileType: ProfileType, isModerator: boolean, moderated: boolean) => ({
  userPermission: { profileType, isModerator, moderated },
})

describe('spec 000 §5–6 notifications', () => {
  it.each<[string, ProfileType, boolean, boolean, boolean, boolean, boolean]>([
    // title, profile, moderator, moderated, observer, may fetch, button
    ['moderator', 'DIRECTOR', true, false, false, true, true],
    ['moderated', 'TEACHER', false, true, false, true, true],
    ['neither', 'TEACHER', false, false, false, false, false],
    ['moderator observer', 'COORDINATOR', true, false, true, true, false],
    ['moderated observer', 'GUARDIAN', false, true, true, true, false],
  ])('%s', (_title, profile, isModerator, moderated, observer, mayFetch, button) => {
    const actor = actorFor(profile, { ...perm(profile, isModerator, moderated), observer })
    expect(mayFetchNotifications(actor)).toBe(mayFetch)
    expect(notificationButtonShown(actor)).toBe(button)
  })

  it.each<[ProfileType, boolean, boolean, string[]]>([
    ['DIRECTOR', true, false, ['toModerate']],
    ['TEACHER', false, true, ['pendingModeration']],
    ['GUARDIAN', false, true, ['pendingModeration', 'events']],
    ['CHILD', false, false, ['events']],
    ['COORDINATOR', true, true, ['toModerate', 'pendingModeration']],
  ])('panel modes of %s (moderator %s, moderated %s) → %j', (profile, isModerator, moderated, modes) => {
    expect(notificationPanelModes(actorFor(profile, perm(profile, isModerator, moderated)))).toEqual(modes)
  })
})

const checkIn = (allowGuardianCheckIn: unknown, more: ContextOptions = {}): ContextOptions => ({
  features: { daily: 'ACTIVE' },
  options: { daily: { allowGuardianCheckIn } },
  dailyToday: { schoolOpenToday: true, withinOpening: true },
  ...more,
})

describe('spec 000 §5–6 morning-word and check-in button', () => {
  it.each<[string, ProfileType, ContextOptions, boolean]>([
    ['guardian, check-in, open now', 'GUARDIAN', checkIn('check-in'), true],
    ['guardian, morning word', 'GUARDIAN', checkIn('morning-word'), true],
    ['guardian, all', 'GUARDIAN', checkIn('all'), true],
    ['guardian, allowGuardianCheckIn none', 'GUARDIAN', checkIn('none'), false],
    ['guardian, option missing', 'GUARDIAN', checkIn(undefined), false],
    ['guardian, daily off', 'GUARDIAN', checkIn('all', { features: {} }), false],
    [
      'guardian, school closed today',
      'GUARDIAN',
      checkIn('all', { dailyToday: { schoolOpenToday: false, withinOpening: false } }),
      false,
    ],
    [
      'guardian, outside opening hours',
      'GUARDIAN',
      checkIn('all', { dailyToday: { schoolOpenToday: true, withinOpening: false } }),
      false,
    ],
    ['guardian, opening unknown', 'GUARDIAN', { ...checkIn('all'), dailyToday: undefined }, false],
    ['guardian observer', 'GUARDIAN', checkIn('all', { actor: { observer: true } }), false],
    ['teacher: guardians only', 'TEACHER', checkIn('all'), false],
    ['child: guardians only', 'CHILD', checkIn('all'), false],
  ])('%s → %s', (_title, profile, ctx, shown) => {
    expect(morningWordButtonShown(contextFor(profile, ctx))).toBe(shown)
  })

  it('keeps the button, to show disabled, while only the opening hours are missing', () => {
    const closedNow = checkIn('all', { dailyToday: { schoolOpenToday: true, withinOpening: false } })
    expect(morningWordButtonPresent(contextFor('GUARDIAN', closedNow))).toBe(true)
    expect(morningWordButtonPresent(contextFor('GUARDIAN', checkIn('none')))).toBe(false)
    expect(
      morningWordButtonPresent(contextFor('GUARDIAN', checkIn('all', { actor: { observer: true } }))),
    ).toBe(false)
    expect(morningWordButtonPresent(contextFor('TEACHER', checkIn('all')))).toBe(false)
  })

  it('applies the same rule on the server for a guardian check-in', () => {
    expect(guardianCheckInAllowed(contextFor('GUARDIAN', checkIn('check-in')))).toBe(true)
    expect(
      guardianCheckInAllowed(contextFor('GUARDIAN', checkIn('check-in', { actor: { observer: true } }))),
    ).toBe(false)
  })
})

describe('spec 000 §6 advisor popup and host dialog', () => {
  const advisor: ContextOptions = { features: { advisor: 'ACTIVE' } }
  it.each<[string, ProfileType, ContextOptions, boolean]>([
    ['guardian', 'GUARDIAN', advisor, true],
    ['child', 'CHILD', advisor, true],
    ['teacher', 'TEACHER', advisor, true],
    ['director', 'DIRECTOR', advisor, true],
    ['coordinator: not a popup role', 'COORDINATOR', advisor, false],
    ['sponsor: not a popup role', 'SPONSOR', advisor, false],
    ['advisor off', 'GUARDIAN', {}, false],
    ['terms not accepted', 'GUARDIAN', { ...advisor, termsAccepted: false }, false],
    ['observer', 'TEACHER', { ...advisor, actor: { observer: true } }, false],
  ])('popup: %s → %s', (_title, profile, ctx, shown) => {
    expect(advisorPopupShown(contextFor(profile, ctx))).toBe(shown)
  })

  it.each<[string, ProfileType, ContextOptions, boolean]>([
    ['advisor-guest coordinator', 'COORDINATOR', { ...advisor, actor: { advisorGuest: true } }, true],
    ['coordinator, not a guest', 'COORDINATOR', advisor, false],
    ['advisor-guest director', 'DIRECTOR', { ...advisor, actor: { advisorGuest: true } }, false],
    ['advisor off', 'COORDINATOR', { actor: { advisorGuest: true } }, false],
  ])('host dialog: %s → %s', (_title, profile, ctx, may) => {
    expect(mayOpenAdvisorHost(contextFor(profile, ctx))).toBe(may)
  })
})

describe('spec 000 §2/§6 account rules', () => {
  it.each([
    [null, false, '/logout'],
    ['', false, '/logout'],
    ['entra-oid-1', true, '/logout?globalLogout=true'],
  ] as const)('external identity %j → global logout %s', (externalIdentityId, global, path) => {
    expect(globalLogout(externalIdentityId)).toBe(global)
    expect(logoutPath(contextFor('GUARDIAN', { externalIdentityId }))).toBe(path)
  })

  it.each<[ProfileType, boolean, boolean]>([
    ['COORDINATOR', true, false],
    ['DIRECTOR', true, false],
    ['TEACHER', true, false],
    ['SPONSOR', true, false],
    ['GUARDIAN', false, true],
    ['CHILD', false, false],
    ['ETUDE', false, false],
  ])('%s: pro account header %s, invite dialog %s', (profile, header, invite) => {
    expect(proAccountHeaderShown(actorFor(profile))).toBe(header)
    expect(inviteDialogAllowed(actorFor(profile))).toBe(invite)
  })
})
