import type { TFunction } from 'i18next'
import type { DailyEntry } from '@nido/domain/contracts/daily-log'
import { entryDetailParts } from '@nido/domain/rules/daily-log-details'
import type { Gender } from '@nido/domain/enums/people'
import { genderContext } from '@/ui/gender'

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
