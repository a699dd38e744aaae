import { z } from 'zod'
import { featureFlagStates, featureKeys } from '../enums/features'
import { zDateTime, zSchoolId, zSchoolIdOut } from '../ids'
import { zPage, zPageQuery } from './common'
import { zTextQuery } from './text'
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

/**
 * One flag as the administration shows it (docs/administration-settings.md): the school's own row
 * (null: none, the key inherits), the global row (null: none, the default applies) and what
 * applies to the school. For the global list `own` is the global row and `inherited` the default.
 */
export const zFlagRow = z.object({
  state: z.enum(featureFlagStates),
  options: z.record(z.string(), z.unknown()),
})
export const zAdminFlag = z.object({
  key: z.enum(featureKeys),
  own: zFlagRow.extend({ updatedAt: zDateTime }).nullable(),
  inherited: zFeature,
  effective: zFeature,
})
export type AdminFlag = z.infer<typeof zAdminFlag>

/** No schoolId: the global flags (super admins only). */
const zFlagScope = z.object({ schoolId: zSchoolId.optional() })

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
  flags: defineRoute({
    action: 'features.flags.list',
    method: 'GET',
    path: '/api/v1/features/flags',
    summary: 'Every feature key of a school (or the global flags) with own, inherited and effective state',
    auth: 'session',
    query: zFlagScope,
    response: z.object({ schoolId: zSchoolIdOut.nullable(), items: z.array(zAdminFlag) }),
  }),
  schools: defineRoute({
    action: 'features.flags.schools',
    method: 'GET',
    path: '/api/v1/features/flags/schools',
    summary: 'The schools whose flags the actor administers, by name, keyset pages (school picker)',
    auth: 'session',
    query: zPageQuery.extend({ q: zTextQuery(100).optional() }),
    response: zPage(z.object({ id: zSchoolIdOut, name: z.string(), groupName: z.string() })),
  }),
  setFlag: defineRoute({
    action: 'features.flags.update',
    method: 'PUT',
    path: '/api/v1/features/flags/:key',
    summary: "Set one flag's state and options for a school (or globally); options validated per key",
    auth: 'session',
    params: z.object({ key: z.enum(featureKeys) }),
    query: zFlagScope,
    body: z.object({
      state: z.enum(featureFlagStates),
      options: z.record(z.string(), z.unknown()).default({}),
    }),
    response: zAdminFlag,
  }),
  clearFlag: defineRoute({
    action: 'features.flags.clear',
    method: 'DELETE',
    path: '/api/v1/features/flags/:key',
    summary: "Remove a school's own flag (or a global one) so that it inherits again",
    auth: 'session',
    params: z.object({ key: z.enum(featureKeys) }),
    query: zFlagScope,
    response: zAdminFlag,
  }),
}
