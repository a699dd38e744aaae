import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// docs/daily-log.md. Spec 000 §6 "Daily: teacher, director, coordinator" (the care log and
// its export); observers read only (the write rules). Families read their child's day: the
// timeline route and the Daily item of the newsfeed (spec 001 §6 daily news type). Every action
// reads or writes children's days: child access governs them all (docs/access-levels.md).

const pros = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const

export const dailyLogActions = {
  'dailyLog.sections': { profiles: pros, write: false, feature: 'daily', accessLevel: 'child' },
  'dailyLog.board': { profiles: pros, write: false, feature: 'daily', accessLevel: 'child' },
  'dailyLog.create': { profiles: pros, write: true, feature: 'daily', accessLevel: 'child' },
  'dailyLog.update': { profiles: pros, write: true, feature: 'daily', accessLevel: 'child' },
  'dailyLog.delete': { profiles: pros, write: true, feature: 'daily', accessLevel: 'child' },
  'dailyLog.timeline': {
    profiles: [...pros, 'GUARDIAN', 'CHILD'],
    write: false,
    feature: 'daily',
    accessLevel: 'child',
  },
  'dailyLog.export': { profiles: pros, write: false, feature: 'daily', accessLevel: 'child' },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
