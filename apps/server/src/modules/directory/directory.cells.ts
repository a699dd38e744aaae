import { z } from 'zod'
import type { ImportErrorCode } from '@nido/domain/contracts/directory'
import {
  genders,
  guardianRelationships,
  type Gender,
  type GuardianRelationship,
} from '@nido/domain/enums/people'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'

// docs/directory-import.md "Values": how one cell of a spreadsheet is read. Pure, so the rules
// are tested without a database (directory.cells.test.ts). Each reader returns the value, or the
// error code the row is refused with.

export type Cell<T> = { ok: true; value: T } | { ok: false; code: ImportErrorCode }

const ok = <T>(value: T): Cell<T> => ({ ok: true, value })
const fail = <T>(code: ImportErrorCode): Cell<T> => ({ ok: false, code })

/** Names, references, job titles: at most this many characters. */
export const cellMax = 120

export function requiredText(raw: string | undefined): Cell<string> {
  const value = (raw ?? '').trim()
  if (!value) return fail('MISSING_FIELD')
  return value.length > cellMax ? fail('TOO_LONG') : ok(value)
}

export function optionalText(raw: string | undefined): Cell<string | null> {
  const value = (raw ?? '').trim()
  if (!value) return ok(null)
  return value.length > cellMax ? fail('TOO_LONG') : ok(value)
}

/**
 * `YYYY-MM-DD`, or `DD/MM/YYYY` as French and Belgian spreadsheets write it; a real calendar day.
 * Empty is allowed: a child entered by hand may have none yet, and their export must re-import.
 */
export function birthDate(raw: string | undefined): Cell<string | null> {
  const value = (raw ?? '').trim()
  if (!value) return ok(null)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value)
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : []
  if (!y || !m || !d) return fail('INVALID_DATE')
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return fail('INVALID_DATE')
  if (Number(y) < 1900 || Number(y) > 2200) return fail('INVALID_DATE')
  return ok(date.toISOString().slice(0, 10))
}

/** One of the names of an enumeration, whatever the case; empty is null. */
export function oneOf<T extends string>(values: readonly T[]) {
  const byKey = new Map(values.map((v) => [v.toLowerCase(), v]))
  return (raw: string | undefined): Cell<T | null> => {
    const value = (raw ?? '').trim().toLowerCase()
    if (!value) return ok(null)
    const found = byKey.get(value)
    return found ? ok(found) : fail('INVALID_VALUE')
  }
}
export const gender: (raw: string | undefined) => Cell<Gender | null> = oneOf(genders)
export const relationship: (raw: string | undefined) => Cell<GuardianRelationship | null> =
  oneOf(guardianRelationships)

const yes = new Set(['yes', 'y', 'true', '1', 'oui', 'ja', 'sí', 'si', 'sim', 'x'])
const no = new Set(['no', 'n', 'false', '0', 'non', 'nee', 'nein', 'não', 'nao'])

/** yes/no in the file's language or as true/false/1/0; empty takes the default. */
export function flag(raw: string | undefined, fallback: boolean): Cell<boolean> {
  const value = (raw ?? '').trim().toLowerCase()
  if (!value) return ok(fallback)
  if (yes.has(value)) return ok(true)
  if (no.has(value)) return ok(false)
  return fail('INVALID_VALUE')
}

const zEmail = z.email().max(254)

/** An e-mail address, kept in lower case (users' e-mails are unique whatever the case). */
export function email(raw: string | undefined): Cell<string | null> {
  const value = (raw ?? '').trim().toLowerCase()
  if (!value) return ok(null)
  return zEmail.safeParse(value).success ? ok(value) : fail('INVALID_EMAIL')
}

/** A phone number in E.164, read as the spec reads typed numbers (rules/phone.ts, default FR). */
export function phone(raw: string | undefined): Cell<string | null> {
  const value = (raw ?? '').trim()
  if (!value) return ok(null)
  const normalized = normalizePhoneNumber(value)
  return normalized ? ok(normalized) : fail('INVALID_PHONE')
}

/** A school's or section's name as matched: trimmed, case ignored. */
export const nameKey = (name: string) => name.trim().toLowerCase()
