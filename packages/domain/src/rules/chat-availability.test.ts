import { describe, expect, it } from 'vitest'
import type { FeatureFlagState } from '../enums/features'
import type { ProfileType } from '../enums/people'
import { chatAvailability, chatLockedOf } from './chat-availability'

describe('spec 001 §4 / §8 chat availability', () => {
  it.each<[ProfileType, boolean, FeatureFlagState, string]>([
    ['TEACHER', false, 'ACTIVE', 'ENABLED'],
    ['DIRECTOR', false, 'BYPASS', 'ENABLED'],
    ['COORDINATOR', false, 'ACTIVE', 'ENABLED'],
    ['GUARDIAN', false, 'ACTIVE', 'ENABLED'],
    ['CHILD', false, 'ACTIVE', 'ENABLED'],
    ['SPONSOR', false, 'ACTIVE', 'CANNOT_USE_CHAT'],
    ['ETUDE', false, 'ACTIVE', 'CANNOT_USE_CHAT'],
    ['GROUP_ADMIN', false, 'ACTIVE', 'CANNOT_USE_CHAT'],
    ['SUPER_ADMIN', false, 'ACTIVE', 'CANNOT_USE_CHAT'],
    // The most permanent refusal wins.
    ['SPONSOR', true, 'DISABLED', 'CANNOT_USE_CHAT'],
    ['TEACHER', true, 'ACTIVE', 'CHAT_DISABLED_AND_LOCKED'],
    ['GUARDIAN', true, 'DISABLED', 'CHAT_DISABLED_AND_LOCKED'],
    ['TEACHER', false, 'DISABLED', 'CHAT_NOT_ENABLED_BY_SCOPE'],
    ['GUARDIAN', false, 'DISABLED', 'CHAT_NOT_ENABLED_BY_SCOPE'],
  ])('%s, locked %s, communication %s → %s', (profileType, locked, communication, expected) => {
    expect(chatAvailability({ profileType, locked, communication })).toBe(expected)
  })

  it.each([
    [{ chatLocked: true }, true],
    [{ chatLocked: 'yes' }, false],
    [{}, false],
    [null, false],
  ] as const)('users.settings %j → locked %s', (settings, locked) => {
    expect(chatLockedOf(settings)).toBe(locked)
  })
})
