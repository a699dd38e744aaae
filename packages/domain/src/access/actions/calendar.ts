import type { ActionRule } from './action-rule'
import { profileTypes, type ProfileType } from '../../enums/people'
import { mainSiteProfiles, teacherDirectorCoordinator } from '../roles'

// Calendar. Spec 000 §6: the calendar needs communication enabled and is for everyone on
// the main site; staff (coordinator, director, teacher) write events, observers only read
// (FORBIDDEN_OBSERVER). Who sees an event is its sharing list (checked in SQL by the service).
// The private iCalendar URL is the reader's own state, so observers may make and revoke it; an
// impersonator may not make one (a key to the account's calendar that outlives the session).

/** Who writes events. */
export const calendarAuthors = teacherDirectorCoordinator

/** The web shows the creation and drag controls only where the server would accept them. */
export function mayWriteCalendar(user: { profileType: ProfileType; observer: boolean }): boolean {
  return !user.observer && (calendarAuthors as readonly ProfileType[]).includes(user.profileType)
}

export const calendarActions = {
  'calendar.list': { profiles: mainSiteProfiles, write: false, feature: 'communication' },
  'calendar.get': { profiles: mainSiteProfiles, write: false, feature: 'communication' },
  'calendar.create': { profiles: calendarAuthors, write: true, feature: 'communication' },
  'calendar.update': { profiles: calendarAuthors, write: true, feature: 'communication' },
  'calendar.move': { profiles: calendarAuthors, write: true, feature: 'communication' },
  'calendar.delete': { profiles: calendarAuthors, write: true, feature: 'communication' },
  'calendar.subscription': { profiles: mainSiteProfiles, write: false, feature: 'communication' },
  'calendar.subscribe': {
    profiles: mainSiteProfiles,
    write: false,
    feature: 'communication',
    notWhileImpersonating: true,
  },
  'calendar.unsubscribe': { profiles: mainSiteProfiles, write: false, feature: 'communication' },
  // Public: the token in the path is the key; the handler answers 404 for any bad token.
  'calendar.ical': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
