import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Daily. Spec 000 §6: "Daily: teacher, director, coordinator. Check-in needs
// check-in mode other than none. Pro check-in needs daily and manager enabled, pro check-in by
// code allowed (default true) and a non-observer. Daily parameters: director, coordinator,
// non-observer." "Morning-word and check-in button: guardians only". The rules below name the
// profiles, observers (write) and the daily flag; the modes, the manager flag and the openings are
// checked by the service (a rule names one flag). What reads or writes a child's day is governed
// by child access (docs/access-levels.md); the parameters and the staff's own clocking are not.

/** Spec 000 §6 daily mode: teacher, director, coordinator. */
const pros = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const
/** The morning word and check-in of a child: their guardians and the daily staff. */
const childDaily = ['GUARDIAN', ...pros] as const
/** Spec 000 §7: every main-site user asks for the current daily check-in at start; never fails. */
const mainSite = ['COORDINATOR', 'SPONSOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const

export const dailyActions = {
  // Observers may not open the parameters at all (§6 "non-observer"): the service refuses reads.
  'daily.settings.get': { profiles: ['DIRECTOR', 'COORDINATOR'], write: false, feature: 'daily' },
  'daily.settings.update': { profiles: ['DIRECTOR', 'COORDINATOR'], write: true, feature: 'daily' },
  'daily.current': { profiles: mainSite, write: false },
  'daily.morningWord.get': { profiles: childDaily, write: false, feature: 'daily', accessLevel: 'child' },
  'daily.morningWord.update': { profiles: childDaily, write: true, feature: 'daily', accessLevel: 'child' },
  'daily.checkIn.get': { profiles: childDaily, write: false, feature: 'daily', accessLevel: 'child' },
  'daily.checkIn.update': { profiles: childDaily, write: true, feature: 'daily', accessLevel: 'child' },
  'daily.allowedToBring': { profiles: childDaily, write: false, feature: 'daily', accessLevel: 'child' },
  'daily.board': { profiles: pros, write: false, feature: 'daily', accessLevel: 'child' },
  'daily.checkIn.arrive': { profiles: pros, write: true, feature: 'daily', accessLevel: 'child' },
  'daily.checkIn.depart': { profiles: pros, write: true, feature: 'daily', accessLevel: 'child' },
  'daily.staffCode.get': { profiles: pros, write: false, feature: 'daily' },
  'daily.staffCode.set': { profiles: pros, write: true, feature: 'daily' },
  'daily.staffCheckIn.clock': { profiles: pros, write: true, feature: 'daily' },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
