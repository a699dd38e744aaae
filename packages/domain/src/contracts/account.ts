import { z } from 'zod'
import { zMediaIdOut } from '../ids'
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

/** A wall-clock time of day, `HH:MM` (24 h). */
export const zClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/**
 * Quiet hours (docs/notifications.md, decision 0045): notification e-mails queued between start
 * and end wait until end, in the time zone of the user's school. Both null: no quiet hours.
 * An end earlier than the start spans midnight (22:00–07:00).
 */
export const defaultQuietHours: { quietHoursStart: string | null; quietHoursEnd: string | null } = {
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
}
export const quietHoursKeys = ['quietHoursStart', 'quietHoursEnd'] as const

const zSettingsShape = {
  ...(Object.fromEntries(accountSettingKeys.map((k) => [k, z.boolean()])) as Record<
    AccountSettingKey,
    z.ZodBoolean
  >),
  quietHoursStart: zClockTime.nullable(),
  quietHoursEnd: zClockTime.nullable(),
}

export const zAccountSettings = z.object(zSettingsShape)
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

// Quiet hours change as a pair: both times, or both null (none).
export const zAccountSettingsUpdate = zAccountSettings
  .partial()
  .strict()
  .refine(
    (s) =>
      (s.quietHoursStart === undefined && s.quietHoursEnd === undefined) ||
      (s.quietHoursStart === null && s.quietHoursEnd === null) ||
      (typeof s.quietHoursStart === 'string' && typeof s.quietHoursEnd === 'string'),
    { message: 'quietHoursStart and quietHoursEnd go together', path: ['quietHoursEnd'] },
  )

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
