// Spec 000 §3 (feature keys, flag state, daily check-in mode) and §9 (feature options).

export const featureKeys = [
  'advisor',
  'postalcard',
  'visitation',
  'meal',
  'daily',
  'communication',
  'conviviality',
  'prestation_welfare',
  'management',
  'smart_tv',
  'manager',
  'family_link',
  'notebook',
  'flower_shop',
  'external_sync_contracts',
  'external_sync_invoices',
] as const
export type FeatureKey = (typeof featureKeys)[number]

export const featureFlagStates = ['DISABLED', 'ACTIVE', 'BYPASS'] as const
export type FeatureFlagState = (typeof featureFlagStates)[number]

/** Spec 000 §4: null maps to BYPASS, true to ACTIVE, false to DISABLED. */
export function featureFlagState(enabled: boolean | null | undefined): FeatureFlagState {
  if (enabled === true) return 'ACTIVE'
  if (enabled === false) return 'DISABLED'
  return 'BYPASS'
}

/** A flag is on unless it is explicitly DISABLED (BYPASS means "not switched off"). */
export function isFeatureOn(state: FeatureFlagState | undefined): boolean {
  return state !== undefined && state !== 'DISABLED'
}

export const dailyCheckInModes = ['none', 'check-in', 'morning-word', 'all'] as const
export type DailyCheckInMode = (typeof dailyCheckInModes)[number]

export const morningWordItemTypes = [
  'Mood',
  'Food',
  'Sleep',
  'Departure',
  'Health',
  'Treatment',
  'Note',
] as const
export type MorningWordItemType = (typeof morningWordItemTypes)[number]
