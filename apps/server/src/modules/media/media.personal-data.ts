import { and, eq, inArray, ne, or } from 'drizzle-orm'
import { media, mediaChildren, users } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Media files about a user and a child (docs/data-protection.md). The export copies only the
// files the exporting user may read (readableMediaIds, media.consent.ts): a child's photo is
// there when its album or post reaches the guardian and photo consent allows, so a photo of
// another child whose guardians withheld consent is in nobody's export.

/** The columns of a media row the export needs (modules/module.ts PersonalMediaRow), for any module. */
export const personalMediaColumns = {
  id: media.id,
  kind: media.kind,
  type: media.type,
  fileName: media.fileName,
  mimeType: media.mimeType,
  size: media.size,
  storageKey: media.storageKey,
  attachedId: media.attachedId,
  takenAt: media.takenAt,
  createdAt: media.createdAt,
}

export const mediaPersonalData: PersonalData = {
  user: [
    {
      table: media,
      // Earlier exports are not exported again.
      media: ({ db }, id) =>
        db
          .select(personalMediaColumns)
          .from(media)
          .where(
            and(eq(media.ownerId, id), eq(media.status, 'ready'), ne(media.kind, 'data-protection-export')),
          ),
    },
    {
      table: mediaChildren,
      rows: ({ db }, id) => db.select().from(mediaChildren).where(eq(mediaChildren.taggedById, id)),
    },
  ],
  child: [
    {
      table: media,
      media: async ({ db, readable }, id) => {
        const [child] = await db.select({ avatar: users.avatarMediaId }).from(users).where(eq(users.id, id))
        const tagged = db
          .select({ id: mediaChildren.mediaId })
          .from(mediaChildren)
          .where(eq(mediaChildren.childId, id))
        const rows = await db
          .select(personalMediaColumns)
          .from(media)
          .where(
            and(
              eq(media.status, 'ready'),
              child?.avatar
                ? or(inArray(media.id, tagged), eq(media.id, child.avatar))
                : inArray(media.id, tagged),
            ),
          )
        const shown = await readable(rows.map((row) => row.id))
        return rows.filter((row) => shown.has(row.id))
      },
    },
    {
      table: mediaChildren,
      rows: async ({ db, readable }, id) => {
        const tags = await db.select().from(mediaChildren).where(eq(mediaChildren.childId, id))
        const shown = await readable(tags.map((tag) => tag.mediaId))
        return tags.filter((tag) => shown.has(tag.mediaId))
      },
    },
  ],
}
