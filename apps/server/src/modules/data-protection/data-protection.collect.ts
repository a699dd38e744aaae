import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  auditLog,
  childSections,
  deletionRequests,
  folders,
  galleries,
  guardianships,
  inAppMessageDismissals,
  media,
  mediaChildren,
  news,
  newsReactions,
  outboxMails,
  pollVotes,
  polls,
  postalCardReads,
  postalCards,
  posts,
  schools,
  sections,
  sessions,
  staffAssignments,
  termsAcceptances,
  users,
} from '../../db/schema/index'

// Data protection, right of access: everything the database holds about a user,
// one JSON document per subject, and the media files they own; for a referent guardian the same
// about each of their children. Secrets (password hash, TOTP secret, token hashes) and the
// bodies of sent mails (they carried sign-in links) are left out: they are ours to protect,
// and say nothing the other files do not.

export interface MediaFile {
  /** Path inside the zip. */
  path: string
  storageKey: string
  size: number
}

export interface CollectedData {
  /** Path inside the zip → JSON value. */
  documents: Record<string, unknown>
  files: MediaFile[]
}

const mediaColumns = {
  id: media.id,
  kind: media.kind,
  type: media.type,
  storageKey: media.storageKey,
  mimeType: media.mimeType,
  fileName: media.fileName,
  size: media.size,
  attachedId: media.attachedId,
  takenAt: media.takenAt,
  createdAt: media.createdAt,
}
type MediaRow = { [K in keyof typeof mediaColumns]: (typeof media.$inferSelect)[K] }

/** Media metadata for the JSON, and the files to copy, under `folder/`. */
function mediaEntries(rows: MediaRow[], folder: string): { metadata: unknown[]; files: MediaFile[] } {
  const files: MediaFile[] = []
  const metadata = rows.map(({ storageKey, ...row }) => {
    const safeName = row.fileName.replace(/[^\w.-]+/g, '_').slice(-80)
    const path = `${folder}/${row.id}-${safeName}`
    files.push({ path, storageKey, size: row.size })
    return { ...row, file: path }
  })
  return { metadata, files }
}

function profileOf(row: typeof users.$inferSelect) {
  const { passwordHash, totpSecret, ...rest } = row
  return { ...rest, hasPassword: passwordHash !== null, hasAuthenticatorApp: totpSecret !== null }
}

async function sectionNames(db: Queryable, sectionIds: string[]) {
  if (sectionIds.length === 0) return []
  return db
    .select({ sectionId: sections.id, section: sections.name, schoolId: schools.id, school: schools.name })
    .from(sections)
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .where(inArray(sections.id, sectionIds))
}

/**
 * Of media ids, those the exporting user may read (media/index.ts readableMediaIds): a child's
 * photos are exported only where the album or post reaches the user and photo consent allows.
 */
export type ReadableMedia = (mediaIds: string[]) => Promise<Set<string>>

export async function collectUserData(
  db: Queryable,
  userId: string,
  readable: ReadableMedia,
): Promise<CollectedData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return { documents: {}, files: [] }

  const [
    assignments,
    guardianshipRows,
    ownSections,
    sessionRows,
    auditRows,
    termsRows,
    dismissals,
    newsRows,
    postRows,
    galleryRows,
    folderRows,
    pollRows,
    votes,
    reactions,
    cards,
    cardReads,
    tagsMade,
    ownMedia,
    requests,
    mails,
  ] = await Promise.all([
    db.select().from(staffAssignments).where(eq(staffAssignments.userId, userId)),
    db
      .select()
      .from(guardianships)
      .where(or(eq(guardianships.guardianId, userId), eq(guardianships.childId, userId))),
    db.select().from(childSections).where(eq(childSections.childId, userId)),
    db
      .select({
        id: sessions.id,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        impersonatorId: sessions.impersonatorId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(auditLog.createdAt),
    db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)),
    db.select().from(inAppMessageDismissals).where(eq(inAppMessageDismissals.userId, userId)),
    db.select().from(news).where(eq(news.ownerId, userId)),
    db.select().from(posts).where(eq(posts.ownerId, userId)),
    db.select().from(galleries).where(eq(galleries.ownerId, userId)),
    db.select().from(folders).where(eq(folders.ownerId, userId)),
    db.select().from(polls).where(eq(polls.ownerId, userId)),
    db.select().from(pollVotes).where(eq(pollVotes.userId, userId)),
    db.select().from(newsReactions).where(eq(newsReactions.userId, userId)),
    db.select().from(postalCards).where(eq(postalCards.ownerId, userId)),
    db.select().from(postalCardReads).where(eq(postalCardReads.userId, userId)),
    db.select().from(mediaChildren).where(eq(mediaChildren.taggedById, userId)),
    db
      .select(mediaColumns)
      .from(media)
      .where(and(eq(media.ownerId, userId), ne(media.kind, 'data-protection-export'))),
    db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
    db
      .select({
        id: outboxMails.id,
        template: outboxMails.template,
        subject: outboxMails.subject,
        language: outboxMails.language,
        status: outboxMails.status,
        createdAt: outboxMails.createdAt,
        sentAt: outboxMails.sentAt,
      })
      .from(outboxMails)
      .where(user.email ? eq(outboxMails.toAddress, user.email) : eq(outboxMails.id, userId)),
  ])

  const ownFiles = mediaEntries(ownMedia, 'me/media')
  const documents: Record<string, unknown> = {
    'me/profile.json': profileOf(user),
    'me/structure.json': {
      staffAssignments: assignments,
      sections: await sectionNames(
        db,
        ownSections.map((s) => s.sectionId),
      ),
    },
    'me/guardianships.json': guardianshipRows,
    'me/sessions.json': sessionRows,
    'me/activity-log.json': auditRows,
    'me/terms-acceptances.json': termsRows,
    'me/in-app-message-dismissals.json': dismissals,
    'me/content.json': {
      news: newsRows,
      posts: postRows,
      galleries: galleryRows,
      folders: folderRows,
      polls: pollRows,
      postalCards: cards,
    },
    'me/interactions.json': {
      pollVotes: votes,
      reactions,
      postalCardReads: cardReads,
      photoTagsMade: tagsMade,
    },
    'me/media.json': ownFiles.metadata,
    'me/deletion-requests.json': requests,
    'me/mails.json': mails,
  }
  const files = [...ownFiles.files]

  // A referent guardian answers for their children.
  const referentOf = guardianshipRows
    .filter((g) => g.guardianId === userId && g.referent)
    .map((g) => g.childId)
  for (const childId of referentOf) {
    const child = await collectChildData(db, childId, readable)
    if (!child) continue
    for (const [name, value] of Object.entries(child.documents)) documents[name] = value
    files.push(...child.files)
  }
  return { documents, files }
}

async function collectChildData(
  db: Queryable,
  childId: string,
  readable: ReadableMedia,
): Promise<CollectedData | undefined> {
  const [child] = await db.select().from(users).where(eq(users.id, childId))
  if (!child) return undefined
  const [childSectionRows, guardianRows, allTags, cards, terms] = await Promise.all([
    db.select().from(childSections).where(eq(childSections.childId, childId)),
    db.select().from(guardianships).where(eq(guardianships.childId, childId)),
    db.select().from(mediaChildren).where(eq(mediaChildren.childId, childId)),
    db.select().from(postalCards).where(eq(postalCards.childId, childId)),
    db.select().from(termsAcceptances).where(eq(termsAcceptances.childId, childId)),
  ])
  const shown = await readable([
    ...new Set([...allTags.map((t) => t.mediaId), child.avatarMediaId].filter((id) => id !== null)),
  ])
  const tags = allTags.filter((t) => shown.has(t.mediaId))
  const mediaIds = [...shown]
  const photos = mediaIds.length
    ? await db.select(mediaColumns).from(media).where(inArray(media.id, mediaIds))
    : []
  const folder = `children/${childId}`
  const photoFiles = mediaEntries(photos, `${folder}/media`)
  return {
    documents: {
      [`${folder}/profile.json`]: profileOf(child),
      [`${folder}/sections.json`]: await sectionNames(
        db,
        childSectionRows.map((s) => s.sectionId),
      ),
      [`${folder}/guardians.json`]: guardianRows,
      [`${folder}/photo-tags.json`]: tags,
      [`${folder}/postal-cards.json`]: cards,
      [`${folder}/terms-acceptances.json`]: terms,
      [`${folder}/media.json`]: photoFiles.metadata,
    },
    files: photoFiles.files,
  }
}
