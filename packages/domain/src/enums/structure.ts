// Spec 000 §3 enumerations about structures, in the numeric order the spec lists them.

export const scopeLevels = ['GROUP', 'SCHOOL', 'SECTION'] as const
export type ScopeLevel = (typeof scopeLevels)[number]

export const openingTypes = ['Opening', 'Closing'] as const
export type OpeningType = (typeof openingTypes)[number]

/** Spec 000 §3: monday=1 to sunday=7 (ISO weekday numbers). */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof weekdays)[number]

/**
 * Spec 000 §1: two brand variants. `childrenLogin` lets children sign in and see contacts and
 * forbids children and guardians from sharing content; `standard` does neither.
 */
export const brandVariants = ['standard', 'childrenLogin'] as const
export type BrandVariant = (typeof brandVariants)[number]
