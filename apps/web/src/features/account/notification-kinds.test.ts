import { describe, expect, it } from 'vitest'
import type { ProfileType } from '@nido/domain/enums/people'
import { notificationKindRows, quietHoursBody, visibleKindRows } from './notification-kinds'

// The rows of the notification preferences (docs/notifications.md "Preferences"): who sees which
// kind, the settings of modules not built yet never listed, quiet hours saved as a pair.

const ids = (profileType: ProfileType, moderator: boolean) =>
  visibleKindRows({ profileType, moderator }).map((row) => row.id)

describe('notification kinds', () => {
  it.each([
    ['GUARDIAN', false, ['news', 'chat', 'careLog', 'events', 'weekly', 'birthdays', 'newGuardian']],
    ['TEACHER', false, ['chat', 'events', 'birthdays', 'postalCards']],
    ['DIRECTOR', true, ['chat', 'events', 'birthdays', 'postalCards', 'moderation']],
    ['CHILD', false, ['chat', 'events', 'birthdays']],
  ] as const)('%s (moderator: %s) sees %j', (profileType, moderator, expected) => {
    expect(ids(profileType, moderator)).toEqual(expected)
  })

  it('lists no setting of a module not built yet (notebook, manager suggestions)', () => {
    const emails = notificationKindRows.map((row) => row.email)
    expect(emails).not.toContain('newNotebookItemNotifications')
    expect(emails).not.toContain('newManagerSuggestionNotifications')
  })

  it('lists each spec 001 §3 notification setting in use once, and every push kind once', () => {
    expect(notificationKindRows.map((row) => row.email).filter(Boolean)).toEqual([
      'sendEmailOnMessage',
      'weeklyNotifications',
      'birthdayNotifications',
      'newGuardianOnReferentChildNotifications',
      'newPostalCardNotifications',
      'emailModerationNotifications',
    ])
    expect(
      notificationKindRows
        .map((row) => row.push)
        .filter(Boolean)
        .sort(),
    ).toEqual(['careLog', 'chat', 'events', 'moderation', 'news'])
  })

  it('saves quiet hours as a pair, or none', () => {
    expect(quietHoursBody({ on: true, start: '21:00', end: '06:30' })).toEqual({
      quietHoursStart: '21:00',
      quietHoursEnd: '06:30',
    })
    expect(quietHoursBody({ on: false, start: '21:00', end: '06:30' })).toEqual({
      quietHoursStart: null,
      quietHoursEnd: null,
    })
  })
})
