import { z } from 'zod'
import { accessLevels } from '../enums/people'
import { brandVariants } from '../enums/structure'
import { zFeatureSet } from './features'
import { defineRoute } from './define'

// Everything the shell rules of packages/domain/src/access read besides the actor (spec 000 §2,
// §5–6): with the actor of GET /api/v1/me it makes the domain's AccessContext, field for field,
// so the web shows the menus, modes and buttons the server would allow.

const zAccessLevel = z.enum(accessLevels)

export const zAccessContextData = z.object({
  /** Flags of the current school (its own rows, else global, else defaults) with their options. */
  features: zFeatureSet,
  /** The global rows (school_id null); advisor mode and pages read them (spec 000 §6). */
  globalFeatures: zFeatureSet,
  brandVariant: z.enum(brandVariants),
  /** The current school (staff: the chosen one; family: the current child's), or null. */
  school: z
    .object({
      id: z.string(),
      name: z.string(),
      publicPageVisible: z.boolean(),
      timezone: z.string().nullable(),
    })
    .nullable(),
  /** Spec 000 §6 terms check: guardians for the current child, others their own acceptance. */
  termsAccepted: z.boolean(),
  /** The current child (guardian: the chosen one; child: themself), or null for staff. */
  currentChild: z
    .object({ id: z.string(), hasNotebook: z.boolean(), isContractHolder: z.boolean() })
    .nullable(),
  prestationsConfigured: z.number().int().nonnegative(),
  accessLevels: z.object({ child: zAccessLevel, team: zAccessLevel, section: zAccessLevel }),
  /** Opening state of the current school now, in its time zone; null without a school. */
  dailyToday: z.object({ schoolOpenToday: z.boolean(), withinOpening: z.boolean() }).nullable(),
})
export type AccessContextData = z.infer<typeof zAccessContextData>

export const contextContract = {
  read: defineRoute({
    action: 'context.read',
    method: 'GET',
    path: '/api/v1/me/context',
    summary:
      "The access context of the actor's current school or child: flags, brand variant, terms, openings",
    auth: 'session',
    response: zAccessContextData,
  }),
}
