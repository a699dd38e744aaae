import type { TFunction } from 'i18next'
import type { DailyBoardChild } from '@nido/domain/contracts/daily-board'
import type { Language } from '@nido/domain/i18n/languages'
import { genderContext } from '@/ui/gender'
import { displayTime } from './time'

// The words of a row of the children check-in board, agreeing with the child's gender (i18next
// `_female`/`_male` keys, ui/gender.ts): "Arrivée à 8:05" for a girl in French.

export interface BoardRowTexts {
  status: string
  arrivedAt: string | null
  leftAt: string | null
}

export function boardRowTexts(
  t: TFunction<'daily'>,
  child: Pick<DailyBoardChild, 'status' | 'gender' | 'checkIn'>,
  language: Language,
): BoardRowTexts {
  const context = genderContext(child.gender)
  const arrival = child.checkIn?.arrival ?? null
  const departure = child.checkIn?.departure ?? null
  return {
    status: t(`board.${child.status}`, { context }),
    arrivedAt: arrival ? t('board.arrivedAt', { time: displayTime(arrival, language), context }) : null,
    leftAt: departure ? t('board.leftAt', { time: displayTime(departure, language), context }) : null,
  }
}
