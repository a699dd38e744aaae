// Spec 001 §3 (Morning word, Daily log entry kinds and sub-enumerations). The check-in modes and
// the morning-word item types live in enums/features.ts (spec 000 §3 daily check-in mode).

/** Spec 001 §3 "Daily log entry kinds", in the order listed. */
export const dailyEntryKinds = [
  'meal',
  'bottle',
  'soup',
  'changes',
  'heals',
  'nap',
  'note',
  'audio-message',
  'mood',
  'activities',
  'incident',
  'drug',
  'temperature',
  'to-bring',
  'forgotten',
  'departure',
] as const
export type DailyEntryKind = (typeof dailyEntryKinds)[number]

/** Spec 001 §3 "Visibility: always-visible, best-fit, never-visible" (per entry kind, to families). */
export const dailyEntryVisibilities = ['always-visible', 'best-fit', 'never-visible'] as const
export type DailyEntryVisibility = (typeof dailyEntryVisibilities)[number]

/** Spec 001 §3 morning word Food quality: Good/Medium/Bad. */
export const morningWordFoodQualities = ['Good', 'Medium', 'Bad'] as const
export type MorningWordFoodQuality = (typeof morningWordFoodQualities)[number]

/** Spec 001 §3 morning word Mood quality: Fine/Sleepy/Sick. */
export const morningWordMoodQualities = ['Fine', 'Sleepy', 'Sick'] as const
export type MorningWordMoodQuality = (typeof morningWordMoodQualities)[number]

/** Spec 001 §3 morning word Sleep quality: Good/Medium/Bad. */
export const morningWordSleepQualities = ['Good', 'Medium', 'Bad'] as const
export type MorningWordSleepQuality = (typeof morningWordSleepQualities)[number]

/** Spec 001 §4 "Sleep badge states: sleeping, no-sleep, otherwise awake." */
export const sleepBadgeStates = ['sleeping', 'no-sleep', 'awake'] as const
export type SleepBadgeState = (typeof sleepBadgeStates)[number]

/** What a staff member's code did on the shared tablet (spec 000 §2 /daily/check-in/pro). */
export const staffClockDirections = ['in', 'out'] as const
export type StaffClockDirection = (typeof staffClockDirections)[number]
