import { AppError } from '@nido/domain/errors'
import type { InAppMessage } from '@nido/domain/contracts/in-app-messages'
import { fallbackLanguage, parseLanguage, toBcp47, type Language } from '@nido/domain/i18n/languages'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { activeUndismissedMessages, findDismissableMessage, insertDismissal } from './in-app-messages.queries'

/**
 * Picks the text of a per-language map: the actor's language, else English (spec 000 §1; nl_BE
 * has no nearer fallback, as for terms in spec 000 §9). An admin may have keyed Dutch as `nl-BE`.
 */
export function pickLanguage<T>(
  byLanguage: Record<string, T>,
  language: Language,
): { language: Language; value: T } | null {
  for (const candidate of [language, fallbackLanguage]) {
    const value = byLanguage[candidate] ?? byLanguage[toBcp47(candidate)]
    if (value !== undefined) return { language: candidate, value }
  }
  return null
}

/**
 * Spec 000 §4 "In-app messages: shown one at a time", oldest first. The HTML is sent as stored:
 * the administration sanitises it on write (in-app-messages.sanitize.ts).
 */
export async function listInAppMessages(db: Db, actor: Actor, now: Date): Promise<InAppMessage[]> {
  const language = parseLanguage(actor.language) ?? fallbackLanguage
  const rows = await activeUndismissedMessages(db, actor.userId, actor.userPermission.profileType, now)
  const items: InAppMessage[] = []
  for (const row of rows) {
    const content = pickLanguage(row.contentHtml, language)
    // A message with neither the actor's language nor English has nothing to show them.
    if (!content) continue
    const button = pickLanguage(row.button, language)?.value ?? null
    items.push({
      id: row.id,
      language: content.language,
      contentHtml: content.value,
      button: button ? { title: button.title, url: button.url ?? null } : null,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
    })
  }
  return items
}

/**
 * Dismissal is idempotent: a second call finds the row and changes nothing, and only the call that
 * stored it leaves an audit row (a no-op is not a write). An unknown message, or one not meant
 * for the actor, answers NOT_FOUND.
 */
export async function dismissInAppMessage(db: Db, actor: Actor, messageId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await findDismissableMessage(tx, messageId, actor.userPermission.profileType, now)
    if (!message) throw new AppError('NOT_FOUND')
    if (await insertDismissal(tx, actor.userId, message.id, now)) {
      await audit(tx, actor, 'inAppMessages.dismiss', { inAppMessageId: message.id })
    }
  })
}
