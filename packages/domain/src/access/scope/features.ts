import type { FeatureFlagState, FeatureKey } from '../../enums/features'

/**
 * The state of a flag that has no row, globally or for the school. Spec 000 §6 says
 * communication is on by default; every other module must be switched on explicitly.
 * (Our choice where the spec is silent: a module nobody enabled stays off.)
 */
export const featureDefaults = {
  advisor: 'DISABLED',
  postalcard: 'DISABLED',
  visitation: 'DISABLED',
  meal: 'DISABLED',
  daily: 'DISABLED',
  communication: 'BYPASS',
  conviviality: 'DISABLED',
  prestation_welfare: 'DISABLED',
  management: 'DISABLED',
  smart_tv: 'DISABLED',
  manager: 'DISABLED',
  family_link: 'DISABLED',
  notebook: 'DISABLED',
  flower_shop: 'DISABLED',
  external_sync_contracts: 'DISABLED',
  external_sync_invoices: 'DISABLED',
} as const satisfies Record<FeatureKey, FeatureFlagState>
