import { describe, expect, it } from 'vitest'
import {
  invitationEmailState,
  invitationKind,
  invitationPhoneState,
  phoneRegion,
  showsSentSince,
} from './invitation'

describe('invitation kind (spec 001 §3: e-mail, or a number starting with +)', () => {
  it.each([
    ['jane@example.test', 'email'],
    ['+33612345678', 'sms'],
    [' +32470123456', 'sms'],
    ['0612345678', 'email'],
  ] as const)('%s is %s', (detail, kind) => {
    expect(invitationKind(detail)).toBe(kind)
  })
})

describe('invitation e-mail (spec 001 §5: more than 2 characters after trimming)', () => {
  it.each([
    ['', 'tooShort'],
    ['  ab  ', 'tooShort'],
    ['abc', 'invalid'],
    ['jane@', 'invalid'],
    [' jane@example.test ', 'valid'],
  ] as const)('%j is %s', (input, state) => {
    expect(invitationEmailState(input)).toBe(state)
  })
})

describe('invitation phone (spec 001 §5: more than 3 characters, country-aware check, default FR)', () => {
  it('flags 3 characters or fewer as too short', () => {
    expect(invitationPhoneState(' 06 ')).toEqual({ state: 'tooShort' })
    expect(invitationPhoneState('061')).toEqual({ state: 'tooShort' })
  })
  it('flags a number longer than the limit (limits.invitation.phoneMaxLength)', () => {
    expect(invitationPhoneState('0'.repeat(26))).toEqual({ state: 'tooLong' })
  })
  it('flags a number failing the country check as invalid', () => {
    expect(invitationPhoneState('0612')).toEqual({ state: 'invalid' })
    expect(invitationPhoneState('06 12 34 56', 'FR')).toEqual({ state: 'invalid' })
  })
  it('reads national numbers in the chosen region (FR by default) and answers E.164', () => {
    expect(invitationPhoneState('06 12 34 56 78')).toEqual({ state: 'valid', e164: '+33612345678' })
    expect(invitationPhoneState('0470 12 34 56', 'BE')).toEqual({ state: 'valid', e164: '+32470123456' })
    expect(invitationPhoneState('+32 470 12 34 56', 'FR')).toEqual({ state: 'valid', e164: '+32470123456' })
  })
  it('falls back to FR for an unknown region code', () => {
    expect(phoneRegion('zz')).toBe('FR')
    expect(phoneRegion('be')).toBe('BE')
  })
})

describe("'sent since' (spec 001 §9: under 7 days old, otherwise by date)", () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it.each([
    ['2026-11-22T11:59:00Z', true],
    ['2026-11-15T12:00:01Z', true],
    ['2026-11-15T12:00:00Z', false],
    ['2026-10-01T00:00:00Z', false],
  ] as const)('%s → %s', (sent, since) => {
    expect(showsSentSince(new Date(sent), now)).toBe(since)
  })
})
