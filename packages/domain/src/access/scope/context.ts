import type { DailyCheckInMode, FeatureFlagState, FeatureKey } from '../../enums/features'
import { dailyCheckInModes, featureKeys, isFeatureOn } from '../../enums/features'
import type { AccessLevel, ProfileType } from '../../enums/people'
import type { BrandVariant } from '../../enums/structure'
import type { ActorScope } from './actor'
import { featureDefaults } from './features'

// The context every shell rule reads (menus, modes, buttons, main-site access). The server builds
// it from the database and the web from the start-up calls of spec 000 §7, field for field, so
// both sides show and refuse the same things.

/** One module's flag as resolved for a school: its own row, else the global row, else the default. */
export interface FeatureSetting {
  state: FeatureFlagState
  /** Spec 000 §9 feature options (daily allowCheckIn, manager isManagerLite, …), as stored. */
  options: Record<string, unknown>
}

export type FeatureSettings = Record<FeatureKey, FeatureSetting>

export interface AccessContext {
  /** The signed-in user and their resolved scope, with the current school or child. */
  actor: ActorScope
  /** Flags of the current school (staff: the chosen school; family: the current child's school). */
  features: FeatureSettings
  /** Global flag rows (school_id null). Advisor mode and pages read the global advisor flag (§6). */
  globalFeatures: FeatureSettings
  /** Spec 000 §1: `childrenLogin` lets children see contacts. */
  brandVariant: BrandVariant
  /** The current school, or null when none is chosen. */
  school: {
    id: string
    /** Guardian manager "about" page needs it (§6). */
    publicPageVisible: boolean
    /** The school's opening timezone; welfare prestations need one (§6). */
    timezone: string | null
  } | null
  /**
   * Spec 000 §6 terms check: for guardians, accepted for the current child; for everyone else,
   * the user's own acceptance (validatedCgu). Read by the advisor popup.
   */
  termsAccepted: boolean
  /** The current child (guardian: the chosen child; child: themselves), or null for staff. */
  currentChild: {
    /** Family notebook entry (§6). */
    hasNotebook: boolean
    /** The guardian is a contract holder of this child: guardian manager menu (§6). */
    isContractHolder: boolean
  } | null
  /** Welfare prestations configured for the current school: the entry needs at least one (§6). */
  prestationsConfigured: number
  /** The actor's access levels of the management section (§3 access level, §6 management). */
  accessLevels: { child: AccessLevel; team: AccessLevel; section: AccessLevel }
  /**
   * Opening state of the current school, computed in its timezone by whoever builds the context
   * (the rules stay free of clocks). Absent when unknown: the morning-word button stays hidden.
   */
  dailyToday?: { schoolOpenToday: boolean; withinOpening: boolean }
  /** Spec 000 §2: logout adds a global-logout flag when the user has an external identity id. */
  externalIdentityId: string | null
}

export function profileOf(ctx: AccessContext): ProfileType {
  return ctx.actor.userPermission.profileType
}

/** Every key at its default (spec 000 §6: communication on by default, the rest off). */
export function defaultFeatureSettings(): FeatureSettings {
  const entries = featureKeys.map((key) => [key, { state: featureDefaults[key], options: {} }] as const)
  return Object.fromEntries(entries) as FeatureSettings
}

/** The current school's module is on: ACTIVE or BYPASS (spec 000 §4). */
export function featureOn(ctx: AccessContext, key: FeatureKey): boolean {
  return isFeatureOn(ctx.features[key].state)
}

export function globalFeatureOn(ctx: AccessContext, key: FeatureKey): boolean {
  return isFeatureOn(ctx.globalFeatures[key].state)
}

/** An option of the school's row, else of the global row (the server merges them the same way). */
export function featureOption(ctx: AccessContext, key: FeatureKey, name: string): unknown {
  return ctx.features[key].options[name] ?? ctx.globalFeatures[key].options[name]
}

function checkInMode(value: unknown): DailyCheckInMode {
  return dailyCheckInModes.find((mode) => mode === value) ?? 'none'
}

// Spec 000 §9 options, each with its default. Where the spec gives none, an option that unlocks
// something stays off until set (same choice as featureDefaults).

/** Daily allowCheckIn (pros). Missing or unknown: none. */
export function dailyAllowCheckIn(ctx: AccessContext): DailyCheckInMode {
  return checkInMode(featureOption(ctx, 'daily', 'allowCheckIn'))
}

/** Daily allowGuardianCheckIn (guardians). Missing or unknown: none. */
export function dailyAllowGuardianCheckIn(ctx: AccessContext): DailyCheckInMode {
  return checkInMode(featureOption(ctx, 'daily', 'allowGuardianCheckIn'))
}

/** Manager allowProCheckInByCode: spec 000 §6 says "default true". */
export function allowProCheckInByCode(ctx: AccessContext): boolean {
  return featureOption(ctx, 'manager', 'allowProCheckInByCode') !== false
}

/** Manager isManagerLite: only an explicit true makes the school manager-lite. */
export function isManagerLite(ctx: AccessContext): boolean {
  return featureOption(ctx, 'manager', 'isManagerLite') === true
}

/** Advisor allowPhonecallSurvey: telephone surveys show unless it is explicitly false (§6 "not disabled"). */
export function allowPhonecallSurvey(ctx: AccessContext): boolean {
  return featureOption(ctx, 'advisor', 'allowPhonecallSurvey') !== false
}
