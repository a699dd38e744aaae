import type { AccountSettingKey } from '@nido/domain/contracts/account'
import type { PushKind } from '@nido/domain/contracts/push'
import { staffProfileTypes, type ProfileType } from '@nido/domain/enums/people'
import { isOneOf } from '@nido/domain/access/roles'

// One place for notification preferences (docs/notifications.md "Preferences"): each kind of
// notice a person can receive, with what each channel does for it. E-mail switches are spec 001 §3
// settings (and chat's "e-mail on new message"), push switches are this device's
// (docs/notifications-push.md), in-app is where the app itself shows it, always on.
// newNotebookItemNotifications and newManagerSuggestionNotifications are absent on purpose: their
// modules do not exist yet, so a switch would change nothing (the settings stay stored).

/** Where the app itself shows a kind, without a switch. */
export type InAppPlace = 'feed' | 'chat' | 'panel' | 'postalCards'

/** Who can ever receive a kind: a row is shown only to them. */
export type Audience = 'everyone' | 'guardians' | 'staff' | 'moderators'

export interface NotificationKindRow {
  id:
    | 'news'
    | 'chat'
    | 'careLog'
    | 'events'
    | 'weekly'
    | 'birthdays'
    | 'newGuardian'
    | 'postalCards'
    | 'moderation'
  email: AccountSettingKey | null
  push: PushKind | null
  inApp: InAppPlace | null
  audience: Audience
}

export const notificationKindRows = [
  // A post, photo album, folder, poll, postal card or event for my child (news.push.ts: guardians).
  { id: 'news', email: null, push: 'news', inApp: 'feed', audience: 'guardians' },
  { id: 'chat', email: 'sendEmailOnMessage', push: 'chat', inApp: 'chat', audience: 'everyone' },
  // The child's first check-out of the day tells the child's guardians (daily.check-in.ts).
  { id: 'careLog', email: null, push: 'careLog', inApp: 'feed', audience: 'guardians' },
  // The event's alert reaches the guardians it targets and its author (calendar.reminders.ts).
  { id: 'events', email: null, push: 'events', inApp: null, audience: 'everyone' },
  // The weekly digest is written per guardian (docs/notifications-weekly.md).
  { id: 'weekly', email: 'weeklyNotifications', push: null, inApp: null, audience: 'guardians' },
  // Staff of the child's sections, and families when the school allows it.
  { id: 'birthdays', email: 'birthdayNotifications', push: null, inApp: null, audience: 'everyone' },
  // The child's referent guardians are told of a new one (notifications.new-guardian.ts).
  {
    id: 'newGuardian',
    email: 'newGuardianOnReferentChildNotifications',
    push: null,
    inApp: null,
    audience: 'guardians',
  },
  // Cards go to the staff of the card's section (docs/folders-polls-postal-cards.md).
  {
    id: 'postalCards',
    email: 'newPostalCardNotifications',
    push: null,
    inApp: 'postalCards',
    audience: 'staff',
  },
  {
    id: 'moderation',
    email: 'emailModerationNotifications',
    push: 'moderation',
    inApp: 'panel',
    audience: 'moderators',
  },
] as const satisfies readonly NotificationKindRow[]

/** The rows a person sees: only kinds they can receive. */
export function visibleKindRows(who: {
  profileType: ProfileType
  moderator: boolean
}): NotificationKindRow[] {
  const staff = isOneOf(who.profileType, staffProfileTypes)
  return notificationKindRows.filter((row) => {
    switch (row.audience) {
      case 'everyone':
        return true
      case 'guardians':
        return who.profileType === 'GUARDIAN'
      case 'staff':
        return staff
      case 'moderators':
        return who.moderator
    }
  })
}

/** Quiet hours as the form holds them: on with two `HH:MM` times, or off (both null on the server). */
export interface QuietHoursValues {
  on: boolean
  start: string
  end: string
}

export function quietHoursBody(values: QuietHoursValues): {
  quietHoursStart: string | null
  quietHoursEnd: string | null
} {
  return values.on
    ? { quietHoursStart: values.start, quietHoursEnd: values.end }
    : { quietHoursStart: null, quietHoursEnd: null }
}
