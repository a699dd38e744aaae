// Spec 001 §3 "Daily log entry kinds and sub-enumerations", in the order the spec lists them.
// The kinds themselves and the visibility enumeration live with the daily module (enums/daily.ts).

/** Spec 001 §3 "Meal quantity: Little, Middle, Good" (meal and soup). */
export const mealQuantities = ['Little', 'Middle', 'Good'] as const
export type MealQuantity = (typeof mealQuantities)[number]

/** Spec 001 §3 "Meal type: Breakfast, Lunch, Snack, Dinner". */
export const mealTypes = ['Breakfast', 'Lunch', 'Snack', 'Dinner'] as const
export type MealType = (typeof mealTypes)[number]

/** Spec 001 §3 "Bottle contents: Milk, MaternalMilk, MilkAndCereal, Water". */
export const bottleContents = ['Milk', 'MaternalMilk', 'MilkAndCereal', 'Water'] as const
export type BottleContent = (typeof bottleContents)[number]

/** Spec 001 §3 "Change type: Changes, Potty, Toilets". */
export const changeTypes = ['Changes', 'Potty', 'Toilets'] as const
export type ChangeType = (typeof changeTypes)[number]

/** Spec 001 §3 "Stool: Normal, Tough, Soft, Liquid, Overflowing, None". */
export const stoolTypes = ['Normal', 'Tough', 'Soft', 'Liquid', 'Overflowing', 'None'] as const
export type StoolType = (typeof stoolTypes)[number]

/** Spec 001 §3 "Care type: Drp, Eyes, Cream, Ears, Other" (the `heals` kind). */
export const careTypes = ['Drp', 'Eyes', 'Cream', 'Ears', 'Other'] as const
export type CareType = (typeof careTypes)[number]

/** Spec 001 §3 "Moods: Sick, Sleepy, Neutral, Joyful, Angry, Sad, Anxious". */
export const dailyMoods = ['Sick', 'Sleepy', 'Neutral', 'Joyful', 'Angry', 'Sad', 'Anxious'] as const
export type DailyMood = (typeof dailyMoods)[number]

/** Spec 001 §3 "Activities". */
export const dailyActivities = [
  'History',
  'Music',
  'Dance',
  'Motricity',
  'OutsideGames',
  'Transvasement',
  'Other',
  'WaterGames',
  'Drawing',
  'Building',
  'FreePlay',
  'Outing',
  'Cook',
] as const
export type DailyActivity = (typeof dailyActivities)[number]

/** Spec 001 §3 "Medication types: DiaperCream, SolarCream, Liniment, PhysiologicalSerum" (`drug`). */
export const medicationTypes = ['DiaperCream', 'SolarCream', 'Liniment', 'PhysiologicalSerum'] as const
export type MedicationType = (typeof medicationTypes)[number]

/**
 * Spec 001 §3 "To-bring and clothing lists: values not shown". Our choice: what a nursery asks
 * families to bring (`to-bring`) and the clothes and comforters a child leaves behind
 * (`forgotten`); `Other` with a comment covers the rest.
 */
export const toBringItems = ['Diapers', 'Wipes', 'Cream', 'Milk', 'Clothes', 'Pacifier', 'Other'] as const
export type ToBringItem = (typeof toBringItems)[number]

export const clothingItems = [
  'Coat',
  'Hat',
  'Shoes',
  'Sweater',
  'Trousers',
  'Bodysuit',
  'Socks',
  'Blanket',
  'Comforter',
  'Other',
] as const
export type ClothingItem = (typeof clothingItems)[number]

/** Export formats of /daily/export (docs/daily-log.md). */
export const dailyExportFormats = ['csv', 'pdf'] as const
export type DailyExportFormat = (typeof dailyExportFormats)[number]
