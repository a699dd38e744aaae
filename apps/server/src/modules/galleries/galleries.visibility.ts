import { and, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { galleries } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { visibleNewsReferences } from '../news/index'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { editorSchoolIds, galleryManagedBy } from './galleries.queries'

// Media kind 'gallery' (docs/media.md): a photo of an album is readable by whoever may read the album: its news item
// reaches them (the feed's rule, owner included), or they manage the album's school.
export async function visibleGalleries(
  db: Queryable,
  actor: Actor,
  ids: string[],
  now: Date,
): Promise<Set<string>> {
  const visible = await visibleNewsReferences(db, actor, 'Gallery', ids, now)
  const rest = ids.filter((id) => !visible.has(id))
  const schools = editorSchoolIds(actor)
  if (rest.length > 0 && schools.length > 0) {
    const managed = await db
      .select({ id: galleries.id })
      .from(galleries)
      .where(and(inArray(galleries.id, rest), inArray(galleries.schoolId, schools)))
    for (const row of managed) visible.add(row.id)
  }
  return visible
}

// Of the albums `ids`, those the actor manages (mayEditGallery): they see the photos photo consent
// hides from other readers, so they can take them out (media/media.consent.ts).
export async function managedGalleries(db: Queryable, actor: Actor, ids: string[]): Promise<Set<string>> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select g.id from galleries g where g.id = any(${uuidArray(ids)}) and ${galleryManagedBy(actor)}`,
  )
  return new Set(rows.map((r) => r.id))
}
