import { sql, type SQL } from 'drizzle-orm'

// Small SQL fragments every module's hand-written queries use. They lived in the news module and
// made chat, contacts or invitations depend on news for a uuid[] cast (ARCHITECTURE §2: a module
// uses another only for what that module owns).

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Keeps only well-formed UUIDs, so an id from a request can never break a uuid[] cast. */
export function validUuids(ids: readonly string[]): string[] {
  return ids.filter((id) => uuidPattern.test(id))
}

/**
 * A uuid[] parameter: one bind value whatever the number of ids, sent as an array literal (the
 * ids are checked UUIDs), which both drivers pass the same way.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${validUuids(ids).join(',')}}`}::uuid[]`

// Accent folding in SQL, the same as foldSearchText for the Latin letters our languages use
// (PGlite has no unaccent extension).
const accented = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÑñÇç'
const plain = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyNnCc'

export const foldedColumn = (column: SQL) => sql`lower(translate(${column}, ${accented}, ${plain}))`
