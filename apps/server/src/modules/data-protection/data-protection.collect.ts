import { eq, getTableName } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { guardianships, users } from '../../db/schema/index'
import type { PersonalData, PersonalDataReader, PersonalMediaRow, PersonalTable } from '../module'

// Data protection, right of access (docs/data-protection.md): everything the database holds about
// a user, read through every module's `personalData` declaration (modules/module.ts), and for a
// referent guardian the same about each of their children. A module that adds a table about
// people declares it next to its tables, or data-protection.coverage.test.ts fails. Secrets
// (password hash, TOTP secret, token and code hashes) are left out by the declarations.

export interface MediaFile {
  /** Path inside the zip. */
  path: string
  storageKey: string
  size: number
  /** The capture date (or the upload's when unknown): the file's date in the zip. */
  date: Date
}

/** One table's rows about one person, written as JSON and CSV. */
export interface ExportTable {
  /** Path inside the zip, without the extension: `me/chat/chat_messages`. */
  path: string
  rows: object[]
}

export interface ExportSubject {
  kind: 'user' | 'child'
  id: string
  name: string
  tables: ExportTable[]
  files: MediaFile[]
}

export interface CollectedData {
  /** The exporting user's language: the README's. */
  language: string
  subjects: ExportSubject[]
}

export type Declarations = ReadonlyArray<{ module: string; declaration: PersonalData }>

/**
 * Of media ids, those the exporting user may read (media/index.ts readableMediaIds): a child's
 * photos are exported only where the album or post reaches the user and photo consent allows.
 */
export type ReadableMedia = (mediaIds: string[]) => Promise<Set<string>>

/** `2026-11-18_0a1b2c3d_class_day.jpg`: sorted by date in any file browser. */
function fileName(row: PersonalMediaRow, date: Date): string {
  const safeName = row.fileName.replace(/[^\w.-]+/g, '_').slice(-80)
  return `${date.toISOString().slice(0, 10)}_${row.id.slice(-8)}_${safeName}`
}

async function collectSubject(
  read: PersonalDataReader,
  declarations: Declarations,
  subject: { kind: 'user' | 'child'; id: string; name: string },
): Promise<ExportSubject> {
  const folder = subject.kind === 'user' ? 'me' : `children/${subject.id}`
  const tables: ExportTable[] = []
  const files = new Map<string, MediaFile>()
  for (const { module, declaration } of declarations) {
    const entries: PersonalTable[] = declaration[subject.kind] ?? []
    for (const entry of entries) {
      const path = `${folder}/${module}/${getTableName(entry.table)}`
      if (!('media' in entry)) {
        tables.push({ path, rows: await entry.rows(read, subject.id) })
        continue
      }
      // Every file goes through the one visibility rule, whichever module declared it.
      const found = await entry.media(read, subject.id)
      const shown = await read.readable(found.map((row) => row.id))
      const rows = found
        .filter((row) => shown.has(row.id))
        .map(({ storageKey, ...row }) => {
          const date = row.takenAt ?? row.createdAt
          const file = files.get(row.id) ?? {
            path: `${folder}/files/${fileName({ storageKey, ...row }, date)}`,
            storageKey,
            size: row.size,
            date,
          }
          files.set(row.id, file)
          return { ...row, file: file.path }
        })
      tables.push({ path, rows })
    }
  }
  return { ...subject, tables, files: [...files.values()] }
}

export async function collectUserData(
  db: Queryable,
  declarations: Declarations,
  userId: string,
  readable: ReadableMedia,
  now: Date,
): Promise<CollectedData> {
  const [user] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      language: users.language,
      profileType: users.profileType,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return { language: 'en', subjects: [] }
  const read: PersonalDataReader = { db, now, readable }
  const subjects = [
    await collectSubject(read, declarations, {
      kind: 'user',
      id: userId,
      name: `${user.firstname} ${user.lastname}`,
    }),
  ]
  // A referent guardian answers for their children; a child who signs in gets what the modules
  // hold about them as a child (their day, their key, their photos) under children/<own id>/.
  if (user.profileType === 'CHILD')
    subjects.push(
      await collectSubject(read, declarations, {
        kind: 'child',
        id: userId,
        name: `${user.firstname} ${user.lastname}`,
      }),
    )
  const children = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      referent: guardianships.referent,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(eq(guardianships.guardianId, userId))
  for (const child of children.filter((c) => c.referent))
    subjects.push(
      await collectSubject(read, declarations, {
        kind: 'child',
        id: child.id,
        name: `${child.firstname} ${child.lastname}`,
      }),
    )
  return { language: user.language, subjects }
}
