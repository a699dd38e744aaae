import type { TFunction } from 'i18next'
import type { BoardChild, DailyEntry } from '@nido/domain/contracts/daily-log'
import type { Language } from '@nido/domain/i18n/languages'
import { entryDetailParts } from '@nido/domain/rules/daily-log-details'
import type { Gender } from '@nido/domain/enums/people'
import { genderContext } from '@/ui/gender'
import { formatWallTime } from '@/ui/format'

// The words of an entry's data on the board (the kind is shown on its own).
// A detail that describes the child ("asleep") agrees with their gender (ui/gender.ts).
export function entryDetails(
  t: TFunction<'dailyLog'>,
  entry: Pick<DailyEntry, 'data'>,
  gender: Gender | null = null,
): string[] {
  const context = genderContext(gender)
  // The keys are computed, so they are checked at run time rather than by the types.
  return entryDetailParts(entry.data).map((part) =>
    part.type === 'value'
      ? t(`values.${part.group}.${part.value}` as 'title')
      : t(`details.${part.key}` as 'title', { ...part.params, context }),
  )
}

/**
 * The child's presence on the board ("Présente depuis 8:05" for a girl), agreeing with their gender,
 * with the school's `HH:mm` in the language's clock.
 */
export function presenceText(
  t: TFunction<'dailyLog'>,
  child: Pick<BoardChild, 'arrival' | 'departure' | 'gender'>,
  language: Language,
): string {
  const context = genderContext(child.gender)
  if (child.departure) return t('left', { time: formatWallTime(child.departure, language), context })
  if (child.arrival) return t('present', { time: formatWallTime(child.arrival, language), context })
  return t('notArrived', { context })
}
