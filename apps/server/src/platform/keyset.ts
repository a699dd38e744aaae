import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'

// Keyset pagination for every list that pages with `?cursor=…&limit=…` (ARCHITECTURE §3): the
// cursor is the sort key of the last row served, opaque to the client (base64url of a JSON array
// of strings), and the next page starts strictly after it, so a page costs what the first costs
// and rows written meanwhile are neither skipped nor repeated.

/** What each value of a cursor must look like. */
export type KeyPart = 'at' | 'uuid' | 'text'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// ISO-8601 as `toISOString` writes it, or a timestamptz as PostgreSQL prints it (`::text`, which
// keeps the microseconds a JavaScript Date would lose).
const atPattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/

/** A timestamptz as PostgreSQL prints it (`::text`) in a form `Date.parse` reads everywhere. */
const isoOfPgText = (v: string) => v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')

/** The ISO-8601 instant of a timestamptz read as text (kept as text for a cursor's microseconds). */
export const instantOfPgText = (v: string): string => new Date(isoOfPgText(v)).toISOString()

const valid: Record<KeyPart, (value: string) => boolean> = {
  at: (v) => atPattern.test(v) && !Number.isNaN(Date.parse(isoOfPgText(v))),
  uuid: (v) => uuidPattern.test(v),
  text: () => true,
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url')
}

/**
 * The values of a cursor from the client, or null without one. A cursor that is not one of ours
 * answers 400 VALIDATION_ERROR (`onMalformed: 'reject'`), or is read as no cursor, the first page
 * (`'ignore'`, the newsfeed's choice, docs/news-feed.md).
 */
export function decodeCursor<const P extends readonly KeyPart[]>(
  text: string | undefined,
  parts: P,
  onMalformed: 'reject' | 'ignore' = 'reject',
): { [K in keyof P]: string } | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === parts.length &&
      value.every((v, i) => typeof v === 'string' && valid[parts[i]!](v))
    )
      return value as { [K in keyof P]: string }
  } catch {
    // Not JSON: malformed, as below.
  }
  if (onMalformed === 'ignore') return null
  throw new AppError('VALIDATION_ERROR', [{ path: 'query.cursor', message: 'Invalid cursor' }])
}

/** The commonest key: a time, newest first, and the row's id to break ties. */
export interface TimeKey {
  at: string
  id: string
}

export function encodeTimeKey(key: { at: Date | string; id: string }): string {
  return encodeCursor([typeof key.at === 'string' ? key.at : key.at.toISOString(), key.id])
}

export function decodeTimeKey(
  text: string | undefined,
  onMalformed: 'reject' | 'ignore' = 'reject',
): TimeKey | null {
  const values = decodeCursor(text, ['at', 'uuid'], onMalformed)
  return values && { at: values[0], id: values[1] }
}

/** `(at, id) < key` for a table's columns (newest first); undefined without a key. */
export function beforeKey(at: SQLWrapper, id: SQLWrapper, key: TimeKey | null): SQL | undefined {
  if (!key) return undefined
  return sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`
}

/**
 * Splits the `limit + 1` rows a query read into the page and the cursor of the next one (the
 * extra row only says that there is a next page).
 */
export function keysetPage<T>(rows: readonly T[], limit: number, cursorOf: (last: T) => string) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null }
}

export const emptyPage = { items: [], nextCursor: null }
