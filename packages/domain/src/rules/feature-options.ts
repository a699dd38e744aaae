import { npsBandRules } from '../advisor/scores'
import { z } from 'zod'
import { dailyEntryKinds, dailyEntryVisibilities, type DailyEntryKind } from '../enums/daily'
import { dailyCheckInModes, morningWordItemTypes, type FeatureKey } from '../enums/features'

// Spec 000 §9 "Feature options": the options an administrator may set on a flag, per feature key
// (docs/administration-settings.md). Exactly the options the code reads (contracts/daily.ts
// zDailyOptions, access/scope/context.ts, modules/daily) and the ones the spec names; every schema
// is strict, so an unknown option is refused (VALIDATION_ERROR) instead of stored unread. No field
// has a default: what the administrator leaves out is not stored, and the reader's own default
// applies (parseDailyOptions, allowProCheckInByCode "default true").

const itemType = z.enum(morningWordItemTypes)
const visibility = z.enum(dailyEntryVisibilities)

const entryVisibility = z
  .object(
    Object.fromEntries(dailyEntryKinds.map((kind) => [kind, visibility.optional()])) as Record<
      DailyEntryKind,
      z.ZodOptional<typeof visibility>
    >,
  )
  .strict()

export const featureOptionSchemas = {
  daily: z
    .object({
      allowCheckIn: z.enum(dailyCheckInModes).optional(),
      allowGuardianCheckIn: z.enum(dailyCheckInModes).optional(),
      allowTransmissions: z.boolean().optional(),
      defaultMorningWordItems: z.array(itemType).max(morningWordItemTypes.length).optional(),
      allowedMorningWordItems: z.array(itemType).max(morningWordItemTypes.length).optional(),
      allFineEnabled: z.boolean().optional(),
      entryVisibility: entryVisibility.optional(),
    })
    .strict(),
  manager: z
    .object({
      /** Spec 000 §6: staff check-in by code; default true. */
      allowProCheckInByCode: z.boolean().optional(),
      /** Spec 000 §6: the school uses manager-lite instead of the full manager mode. */
      isManagerLite: z.boolean().optional(),
    })
    .strict(),
  advisor: z
    .object({
      /** Spec 000 §6: telephone surveys shown unless false. */
      allowPhonecallSurvey: z.boolean().optional(),
      /** Spec 000 §9: the eBoost threshold of a satisfaction rating, on the 0–5 scale of replies. */
      minEboostRating: z.number().min(0).max(5).optional(),
      /** Spec 001 §9 band rule of the reported NPS: `default` (7+ positive) or `standard` (9–10). */
      npsBandRule: z.enum(npsBandRules).optional(),
      /** Anonymous campaigns hide a breakdown under this many respondents (docs/advisor.md). */
      anonymityThreshold: z.number().int().min(1).max(100).optional(),
      /**
       * Show the external-review prompt to everyone who sent their answers, not only to those
       * whose average reaches minEboostRating: review platforms forbid asking only happy
       * customers (docs/advisor.md "Answer flows").
       */
      reviewPromptForEveryone: z.boolean().optional(),
    })
    .strict(),
} as const satisfies Partial<Record<FeatureKey, z.ZodType>>

/** Keys without options take none: any option sent for them is unknown. */
const noOptions = z.object({}).strict()

/** The options schema of a feature key (an empty strict object for keys that take none). */
export function featureOptionSchema(key: FeatureKey): z.ZodType<Record<string, unknown>> {
  return (
    (featureOptionSchemas as Partial<Record<FeatureKey, z.ZodType<Record<string, unknown>>>>)[key] ??
    noOptions
  )
}

/** The option names a key accepts, in declaration order (the web's options editor lists them). */
export function featureOptionNames(key: FeatureKey): string[] {
  const schema = (featureOptionSchemas as Partial<Record<FeatureKey, z.ZodObject>>)[key]
  return schema ? Object.keys(schema.shape) : []
}
