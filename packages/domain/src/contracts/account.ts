import { z } from 'zod'
import { zMediaIdOut, zTime } from '../ids'
import { zName, zOptionalName } from './text'
import { languages } from '../i18n/languages'
import { defaultChatOptions } from '../access/chat'
import { defineRoute } from './define'

// Spec 001 §3 "User profile and settings": the signed-in user's own profile (My profile, /account)
// and their notification, privacy and chat settings. E-mail changes need a validation round trip
// and two-factor modes have their own screens: both belong to other issues.

/** The settings of spec 001 §3 and the chat user options, with their defaults. */
export const defaultAccountSettings = {
  // Notifications
  weeklyNotifications: true,
  birthdayNotifications: true,
  newGuardianOnReferentChildNotifications: true,
  emailModerationNotifications: true,
  newPostalCardNotifications: true,
  newManagerSuggestionNotifications: true,
  newNotebookItemNotifications: true,
  // Privacy: a phone number is private until its owner shares it.
  showPhoneNumberInContacts: false,
  showInAppCommercialMessages: true,
  allowCommercialContact: true,
  // Chat (spec 001 §3 chat user options): kept in `users.settings.chat` with chat's own defaults,
  // so that /account and the chat's parameters show and change the same values.
  ...defaultChatOptions,
} as const satisfies Record<string, boolean>

/** The settings that live under `users.settings.chat` (access/chat.ts chatOptionsOf). */
export const chatSettingKeys = Object.keys(defaultChatOptions) as (keyof typeof defaultChatOptions)[]

export type AccountSettingKey = keyof typeof defaultAccountSettings
export const accountSettingKeys = Object.keys(defaultAccountSettings) as AccountSettingKey[]

/**
 * Quiet hours ("HH:MM" local time, or null: none): no push notification between the two
 * (docs/notifications-push.md "Quiet hours"); a start after the end spans midnight.
 */
export const defaultQuietHours = { quietHoursStart: null, quietHoursEnd: null } as const
export const quietHoursKeys = ['quietHoursStart', 'quietHoursEnd'] as const

export const zAccountSettings = z
  .object(
    Object.fromEntries(accountSettingKeys.map((k) => [k, z.boolean()])) as Record<
      AccountSettingKey,
      z.ZodBoolean
    >,
  )
  .extend({ quietHoursStart: zTime.nullable(), quietHoursEnd: zTime.nullable() })
export type AccountSettings = z.infer<typeof zAccountSettings>

export const zAccount = z.object({
  profile: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    jobTitle: z.string().nullable(),
    email: z.string().nullable(),
    /** E.164 (`+33612345678`). */
    phoneNumber: z.string().nullable(),
    language: z.enum(languages),
    avatarMediaId: zMediaIdOut.nullable(),
    termsAcceptedAt: z.string().nullable(),
    emailValidatedAt: z.string().nullable(),
  }),
  settings: zAccountSettings,
})
export type Account = z.infer<typeof zAccount>

const zPersonName = zName(100)

export const zAccountUpdate = z
  .object({
    firstname: zPersonName.optional(),
    lastname: zPersonName.optional(),
    /** Staff only; empty or null clears it. A guardian or child sending it gets VALIDATION_ERROR. */
    jobTitle: zOptionalName(100).nullable().optional(),
    /** Any format the country-aware check accepts (default region FR); empty or null clears it. */
    phoneNumber: z.string().trim().max(40).nullable().optional(),
    language: z.enum(languages).optional(),
  })
  .strict()
export type AccountUpdate = z.infer<typeof zAccountUpdate>

export const zAccountSettingsUpdate = zAccountSettings.partial().strict()
export type AccountSettingsUpdate = z.infer<typeof zAccountSettingsUpdate>

export const accountContract = {
  get: defineRoute({
    action: 'account.read',
    method: 'GET',
    path: '/api/v1/account',
    summary: 'My profile and settings (spec 001 §3)',
    auth: 'session',
    response: zAccount,
  }),
  update: defineRoute({
    action: 'account.update',
    method: 'PATCH',
    path: '/api/v1/account',
    summary: 'Change my names, job title (staff), phone number or language',
    auth: 'session',
    body: zAccountUpdate,
    response: zAccount,
  }),
  updateSettings: defineRoute({
    action: 'account.updateSettings',
    method: 'PUT',
    path: '/api/v1/account/settings',
    summary: 'Change some of my notification, privacy and chat settings (the others are kept)',
    auth: 'session',
    body: zAccountSettingsUpdate,
    response: zAccount,
  }),
}
