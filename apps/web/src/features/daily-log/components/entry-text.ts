import type { TFunction } from 'i18next'
import type { DailyEntry } from '@nido/domain/contracts/daily-log'
import { entryDetailParts } from '@nido/domain/rules/daily-log-details'

// The words of an entry's data on the board (the kind is shown on its own).
export function entryDetails(t: TFunction<'dailyLog'>, entry: Pick<DailyEntry, 'data'>): string[] {
  // The keys are computed, so they are checked at run time rather than by the types.
  return entryDetailParts(entry.data).map((part) =>
    part.type === 'value'
      ? t(`values.${part.group}.${part.value}` as 'title')
      : t(`details.${part.key}` as 'title', part.params),
  )
}
