import { z } from 'zod'
import { featureFlagStates, featureKeys } from '../enums/features'
import { zSchoolId, zSchoolIdOut } from '../ids'
import { defineRoute } from './define'

/** One feature flag as resolved (spec 000 §4: null → BYPASS, true → ACTIVE, false → DISABLED). */
export const zFeature = z.object({
  state: z.enum(featureFlagStates),
  /** Module options (spec 000 §9 "Feature options"), for example daily.allowGuardianCheckIn. */
  options: z.record(z.string(), z.unknown()),
})
export type Feature = z.infer<typeof zFeature>

/** Every feature key, each with its state and options. */
export const zFeatureSet = z.record(z.enum(featureKeys), zFeature)

export const featuresContract = {
  forSchool: defineRoute({
    action: 'features.read',
    method: 'GET',
    path: '/api/v1/features',
    summary: "Activated features of a school in the actor's scope: its own flags, else global, else defaults",
    auth: 'session',
    query: z.object({ schoolId: zSchoolId }),
    response: z.object({ schoolId: zSchoolIdOut, features: zFeatureSet }),
  }),
  global: defineRoute({
    action: 'features.readGlobal',
    method: 'GET',
    path: '/api/v1/features/global',
    summary: 'Globally activated features: the global flags (no school), else defaults (spec 000 §7)',
    auth: 'session',
    response: z.object({ features: zFeatureSet }),
  }),
}
