import { desc, eq } from 'drizzle-orm'
import type { AdminInAppMessage } from '@nido/domain/contracts/in-app-messages'
import type { ProfileType } from '@nido/domain/enums/people'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { inAppMessages } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { beforeKey, decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { sanitizeMessageHtml } from './in-app-messages.sanitize'

// The administration of in-app messages (docs/administration-settings.md "In-app messages").
// Messages are global (the table has no group column), so only super admins manage them; the
// router refuses every other profile. HTML is sanitised on write, per language.

type Row = typeof inAppMessages.$inferSelect

const toAdmin = (row: Row): AdminInAppMessage => ({
  id: row.id,
  contentHtml: row.contentHtml,
  button: row.button,
  profileTypes: row.profileTypes as ProfileType[] | null,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

export interface MessageInput {
  contentHtml: Partial<Record<string, string>>
  button: Partial<Record<string, { title: string; url: string | null }>>
  profileTypes: ProfileType[] | null
  startsAt: string
  endsAt: string | null
}

/** Sanitised content per language; a language left empty (after sanitising) is dropped. */
function cleanInput(input: MessageInput) {
  const contentHtml: Record<string, string> = {}
  for (const [language, html] of Object.entries(input.contentHtml)) {
    const clean = html === undefined ? '' : sanitizeMessageHtml(html)
    if (clean) contentHtml[language] = clean
  }
  // English is every reader's fallback (spec 000 §1): it must survive sanitising.
  if (!contentHtml.en)
    throw new AppError('VALIDATION_ERROR', [
      { path: 'body.contentHtml.en', message: 'English content is required' },
    ])
  const button: Record<string, { title: string; url: string | null }> = {}
  for (const [language, b] of Object.entries(input.button)) if (b) button[language] = b
  return {
    contentHtml,
    button,
    profileTypes: input.profileTypes ? [...new Set(input.profileTypes)] : null,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  }
}

/** Latest start first, keyset on (starts_at, id), served by in_app_messages_window_idx. */
export async function listMessages(db: Queryable, query: { cursor?: string | undefined; limit: number }) {
  const key = decodeTimeKey(query.cursor)
  const rows = await db
    .select()
    .from(inAppMessages)
    .where(beforeKey(inAppMessages.startsAt, inAppMessages.id, key))
    .orderBy(desc(inAppMessages.startsAt), desc(inAppMessages.id))
    .limit(query.limit + 1)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.startsAt, id: last.id }))
  return { items: page.rows.map(toAdmin), nextCursor: page.nextCursor }
}

export async function createMessage(tx: Queryable, actor: Actor, input: MessageInput, now: Date) {
  const [row] = await tx
    .insert(inAppMessages)
    .values({ ...cleanInput(input), createdAt: now, updatedAt: now })
    .returning()
  await audit(tx, actor, 'inAppMessages.admin.create', { inAppMessageId: row!.id })
  return toAdmin(row!)
}

async function existing(tx: Queryable, id: string) {
  const [row] = await tx.select().from(inAppMessages).where(eq(inAppMessages.id, id)).limit(1).for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function updateMessage(tx: Queryable, actor: Actor, id: string, input: MessageInput, now: Date) {
  await existing(tx, id)
  const [row] = await tx
    .update(inAppMessages)
    .set({ ...cleanInput(input), updatedAt: now })
    .where(eq(inAppMessages.id, id))
    .returning()
  await audit(tx, actor, 'inAppMessages.admin.update', { inAppMessageId: id })
  return toAdmin(row!)
}

/** Ends the message now (an already ended one keeps its end; one not started yet ends at its start). */
export async function endMessage(tx: Queryable, actor: Actor, id: string, now: Date) {
  const current = await existing(tx, id)
  if (current.endsAt && current.endsAt <= now) return toAdmin(current)
  const endsAt = current.startsAt > now ? current.startsAt : now
  const [row] = await tx
    .update(inAppMessages)
    .set({ endsAt, updatedAt: now })
    .where(eq(inAppMessages.id, id))
    .returning()
  await audit(tx, actor, 'inAppMessages.admin.end', { inAppMessageId: id })
  return toAdmin(row!)
}

export async function deleteMessage(tx: Queryable, actor: Actor, id: string) {
  await existing(tx, id)
  // Dismissals go with it (on delete cascade).
  await tx.delete(inAppMessages).where(eq(inAppMessages.id, id))
  await audit(tx, actor, 'inAppMessages.admin.delete', { inAppMessageId: id })
}
