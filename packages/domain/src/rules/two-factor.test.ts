import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../enums/people'
import { zLoginBody } from '../contracts/auth'
import {
  defaultSecondFactor,
  formatRecoveryCode,
  isRecoveryCodeShape,
  loginBranchOf,
  maskEmail,
  mayImpersonate,
  normaliseOtp,
  normaliseRecoveryCode,
  twoFactorModesOf,
  withMode,
} from './two-factor'

describe('two-factor modes (spec 001 §3 settings.twoFactorAuthModes)', () => {
  it.each([
    [{}, []],
    [null, []],
    [{ twoFactorAuthModes: 'totp' }, []],
    [{ twoFactorAuthModes: ['email'] }, ['email']],
    [{ twoFactorAuthModes: ['email', 'totp', 'totp', 'sms'] }, ['totp', 'email']],
  ])('%j reads as %j', (settings, modes) => {
    expect(twoFactorModesOf(settings)).toEqual(modes)
  })

  it.each([
    [[], null],
    [['email'], 'email'],
    [['totp', 'email'], 'totp'],
  ] as const)('a challenge for %j starts with %s', (modes, method) => {
    expect(defaultSecondFactor(modes)).toBe(method)
  })

  it('turns one mode on or off and keeps the order', () => {
    expect(withMode(['email'], 'totp', true)).toEqual(['totp', 'email'])
    expect(withMode(['totp', 'email'], 'totp', false)).toEqual(['email'])
    expect(withMode(['totp'], 'totp', true)).toEqual(['totp'])
  })
})

describe('login branch chosen by the payload (spec 001 §7 Login row)', () => {
  it.each([
    [{ email: 'a@example.org', password: 'x' }, 'standard'],
    [{ challengeToken: 't'.repeat(43), key: '123456' }, 'two-factor'],
    [{ challengeToken: 't'.repeat(43), key: 'abcde-fghjk', method: 'recovery' }, 'two-factor'],
    [{ challengeToken: 't'.repeat(43), chooseMethod: 'email' }, 'choose-method'],
    [{ adminToken: 't'.repeat(43) }, 'admin'],
    [{ fixturesCode: 'guardian.lyon@nido.demo' }, 'fixtures'],
    [{ state: 'opaque' }, 'external'],
  ] as const)('%j is the %s branch, and the contract accepts it', (body, branch) => {
    expect(loginBranchOf(body)).toBe(branch)
    expect(zLoginBody.safeParse({ ...body, language: 'fr' }).success).toBe(true)
  })

  it('refuses a body that mixes two branches', () => {
    expect(
      zLoginBody.safeParse({ email: 'a@example.org', password: 'x', adminToken: 't'.repeat(43) }).success,
    ).toBe(false)
    expect(zLoginBody.safeParse({ state: 's', fixturesCode: 'c' }).success).toBe(false)
  })
})

describe('codes', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['12345a', null],
  ])('one-time code %j reads as %j', (input, code) => {
    expect(normaliseOtp(input)).toBe(code)
  })

  it('reads recovery codes typed with dashes, spaces or capitals', () => {
    expect(normaliseRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk')
    expect(isRecoveryCodeShape('ABCDE fghjk')).toBe(true)
    expect(isRecoveryCodeShape('abcde-fghj1')).toBe(false) // 1 is left out: it looks like l
    expect(isRecoveryCodeShape('123456')).toBe(false)
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk')
  })

  it('masks the address an e-mail code went to', () => {
    expect(maskEmail('julia@example.org')).toBe('j•••@example.org')
    expect(maskEmail('broken')).toBe('•••')
  })
})

describe('who may impersonate whom', () => {
  const admin = { userId: 'a', profileType: 'SUPER_ADMIN' as ProfileType }
  const target = (profileType: ProfileType, status: 'Active' | 'Inactive' = 'Active', id = 'b') => ({
    id,
    profileType,
    status,
  })
  it.each([
    'GUARDIAN',
    'TEACHER',
    'DIRECTOR',
    'COORDINATOR',
    'GROUP_ADMIN',
    'CHILD',
    'ETUDE',
    'SPONSOR',
  ] as const)('a super admin may impersonate an active %s', (profile) => {
    expect(mayImpersonate(admin, target(profile))).toBe(true)
  })
  it('never another super admin, nor themselves, nor an inactive account', () => {
    expect(mayImpersonate(admin, target('SUPER_ADMIN'))).toBe(false)
    expect(mayImpersonate(admin, target('GUARDIAN', 'Active', 'a'))).toBe(false)
    expect(mayImpersonate(admin, target('GUARDIAN', 'Inactive'))).toBe(false)
  })
  it.each(['GROUP_ADMIN', 'COORDINATOR', 'DIRECTOR', 'GUARDIAN'] as const)('a %s may not', (profile) => {
    expect(mayImpersonate({ userId: 'x', profileType: profile }, target('TEACHER'))).toBe(false)
  })
})
