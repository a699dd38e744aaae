import { AppError } from '@nido/domain/errors'
import { idFromRow, type MediaId } from '@nido/domain/ids'
import { staffProfileTypes } from '@nido/domain/enums/people'
import { isOneOf } from '@nido/domain/access/roles'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'
import { chatOptionsOf } from '@nido/domain/access/chat'
import {
  accountSettingKeys,
  chatSettingKeys,
  defaultAccountSettings,
  defaultQuietHours,
  quietHoursKeys,
  type Account,
  type AccountSettingsUpdate,
  type AccountSettings,
  type AccountUpdate,
} from '@nido/domain/contracts/account'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import {
  findAccount,
  mergeSettings,
  updateAccountRow,
  type AccountChanges,
  type AccountRow,
} from './account.queries'

// Spec 001 §3 "User profile and settings": the actor's own row only, so there is no scope to
// filter: the id always comes from the session, never from the client.

/** Stored settings over the defaults; a stored value that is not a boolean is ignored. */
export function settingsOf(stored: Record<string, unknown>): AccountSettings {
  const settings: AccountSettings = { ...defaultAccountSettings, ...defaultQuietHours }
  for (const key of accountSettingKeys) {
    const value = stored[key]
    if (typeof value === 'boolean') settings[key] = value
  }
  for (const key of quietHoursKeys) {
    const value = stored[key]
    if (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) settings[key] = value
  }
  // The chat options live where the chat module keeps them (users.settings.chat).
  return { ...settings, ...chatOptionsOf(stored) }
}

const isChatSetting = (key: string) => (chatSettingKeys as string[]).includes(key)

function toAccount(row: AccountRow): Account {
  return {
    profile: {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      jobTitle: row.jobTitle,
      email: row.email,
      phoneNumber: row.phone,
      language: parseLanguage(row.language) ?? fallbackLanguage,
      avatarMediaId: idFromRow<MediaId>(row.avatarMediaId),
      termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
      emailValidatedAt: row.emailValidatedAt?.toISOString() ?? null,
    },
    settings: settingsOf(row.settings),
  }
}

export async function readAccount(db: Queryable, actor: Actor): Promise<Account> {
  const row = await findAccount(db, actor.userId)
  if (!row) throw new AppError('NOT_FOUND')
  return toAccount(row)
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null)

/** The columns to write: names trimmed by the contract, phone in E.164 (default region FR). */
function changesOf(actor: Actor, input: AccountUpdate): AccountChanges {
  const changes: AccountChanges = {}
  if (input.firstname !== undefined) changes.firstname = input.firstname
  if (input.lastname !== undefined) changes.lastname = input.lastname
  if (input.language !== undefined) changes.language = input.language
  if (input.jobTitle !== undefined) {
    // A job title describes a professional; a family account sending one is a client error.
    if (!isOneOf(actor.userPermission.profileType, staffProfileTypes))
      throw new AppError('VALIDATION_ERROR', [{ path: 'body.jobTitle', message: 'Staff only' }])
    changes.jobTitle = emptyToNull(input.jobTitle)
  }
  if (input.phoneNumber !== undefined) {
    const raw = emptyToNull(input.phoneNumber)
    if (raw === null) changes.phone = null
    else {
      const e164 = normalizePhoneNumber(raw)
      if (!e164) throw new AppError('PHONE_NUMBER_INVALID')
      changes.phone = e164
    }
  }
  return changes
}

/** PATCH /account; runs in one transaction (the write, its audit row and the read back). */
export async function updateAccount(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: AccountUpdate,
): Promise<Account> {
  const changes = changesOf(actor, input)
  const fields = Object.keys(changes)
  if (fields.length > 0) {
    await updateAccountRow(tx, actor.userId, changes, now)
    // Field names only: the audit log is not a second copy of personal data.
    await audit(tx, actor, 'account.update', { userId: actor.userId, fields })
  }
  return readAccount(tx, actor)
}

export async function updateSettings(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: AccountSettingsUpdate,
): Promise<Account> {
  const patch = Object.fromEntries(
    Object.entries(input).filter(
      (entry): entry is [string, boolean | string | null] =>
        typeof entry[1] === 'boolean' ||
        ((quietHoursKeys as readonly string[]).includes(entry[0]) && entry[1] !== undefined),
    ),
  )
  if (Object.keys(patch).length > 0) {
    const entries = Object.entries(patch)
    await mergeSettings(
      tx,
      actor.userId,
      Object.fromEntries(entries.filter(([key]) => !isChatSetting(key))),
      Object.fromEntries(
        entries.filter(
          (entry): entry is [string, boolean] => isChatSetting(entry[0]) && typeof entry[1] === 'boolean',
        ),
      ),
      now,
    )
    await audit(tx, actor, 'account.updateSettings', { userId: actor.userId, settings: patch })
  }
  return readAccount(tx, actor)
}
