import type { DailyBoard } from '@nido/domain/contracts/daily-board'
import { supervisionRatio } from '@nido/domain/rules/supervision-ratio'

// Spec 001 §9 "alert if 4 or more children are present and fewer than 2 pros; intervals under 5
// minutes are ignored". The server's alerts obey the 5 minutes; the board also warns at once when
// the ratio is not met right now, counted from what the board holds.

export interface PresentNow {
  children: number
  staff: number
  /** 4 or more children with fewer than 2 staff, right now. */
  below: boolean
}

export function presentNow(board: Pick<DailyBoard, 'sections' | 'staff'>): PresentNow {
  const children = board.sections.flatMap((s) => s.children).filter((c) => c.status === 'present').length
  const staff = board.staff.filter((s) => s.departedAt === null).length
  return {
    children,
    staff,
    below: children >= supervisionRatio.minChildren && staff < supervisionRatio.minStaff,
  }
}
