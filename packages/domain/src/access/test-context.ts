import type { FeatureFlagState, FeatureKey } from '../enums/features'
import type { ProfileType } from '../enums/people'
import type { ActorScope } from './scope/actor'
import type { AccessContext, FeatureSettings } from './scope/context'
import { defaultFeatureSettings } from './scope/context'

// Test fixtures for the access rules (used by *.test.ts only; not exported from index.ts).
// One school, one section, one child; everything at its default unless a test says otherwise.

export const SCHOOL = 'school-1'
export const SECTION = 'section-1'
export const CHILD = 'child-1'

export function actorFor(profile: ProfileType, overrides: Partial<ActorScope> = {}): ActorScope {
  const isChild = profile === 'CHILD'
  const isGuardian = profile === 'GUARDIAN'
  const scope = { groupIds: ['group-1'], schoolIds: [SCHOOL], sectionIds: [SECTION] }
  return {
    userId: isChild ? CHILD : `${profile.toLowerCase()}-1`,
    userPermission: { profileType: profile, isModerator: false, moderated: false },
    observer: false,
    advisorGuest: false,
    structureScope: scope,
    structureTreeScope: scope,
    familyScope: {
      childIds: isChild || isGuardian ? [CHILD] : [],
      guardianIds: isGuardian ? ['guardian-1'] : [],
    },
    currentSchoolId: isChild || isGuardian ? null : SCHOOL,
    currentChildId: isGuardian ? CHILD : null,
    impersonatorId: null,
    ...overrides,
  }
}

export interface ContextOptions extends Partial<
  Omit<AccessContext, 'actor' | 'features' | 'globalFeatures'>
> {
  actor?: Partial<ActorScope>
  /** School flag states. */
  features?: Partial<Record<FeatureKey, FeatureFlagState>>
  /** School flag options. */
  options?: Partial<Record<FeatureKey, Record<string, unknown>>>
  /** Global flag states. */
  global?: Partial<Record<FeatureKey, FeatureFlagState>>
  globalOptions?: Partial<Record<FeatureKey, Record<string, unknown>>>
}

function settings(
  states: Partial<Record<FeatureKey, FeatureFlagState>> = {},
  options: Partial<Record<FeatureKey, Record<string, unknown>>> = {},
): FeatureSettings {
  const result = defaultFeatureSettings()
  for (const [key, state] of Object.entries(states) as [FeatureKey, FeatureFlagState][])
    result[key].state = state
  for (const [key, opts] of Object.entries(options) as [FeatureKey, Record<string, unknown>][])
    result[key].options = opts
  return result
}

export function contextFor(profile: ProfileType, given: ContextOptions = {}): AccessContext {
  const { actor, features, options, global, globalOptions, ...rest } = given
  const family = profile === 'GUARDIAN' || profile === 'CHILD'
  return {
    actor: actorFor(profile, actor),
    features: settings(features, options),
    globalFeatures: settings(global, globalOptions),
    brandVariant: 'standard',
    school: { id: SCHOOL, publicPageVisible: true, timezone: 'Europe/Paris' },
    termsAccepted: true,
    currentChild: family ? { hasNotebook: false, isContractHolder: false } : null,
    prestationsConfigured: 0,
    accessLevels: { child: 'All', team: 'All', section: 'All' },
    externalIdentityId: null,
    ...rest,
  }
}

/** Every module off, communication included: a school that switched everything off. */
export const allOff: Partial<Record<FeatureKey, FeatureFlagState>> = { communication: 'DISABLED' }
