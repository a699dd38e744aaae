import { idFromRow, type SchoolId, type UserId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import type { z } from 'zod'
import type { PostalCard, zPostalCardInput } from '@nido/domain/contracts/postal-cards'
import { isFeatureOn } from '@nido/domain/enums/features'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { schoolFeatures } from '../../platform/features'
import type { InScope } from '../../platform/http'
import { attachMedia, mediaSummaries } from '../media/index'
import { indexNews } from '../news/index'
import { notificationRecipients, queueNotificationMails, renderNotification } from '../notifications/index'
import type { AppDeps } from '../../platform/deps'
import { decodeTimeKey, emptyPage, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { peopleByIds } from '../../platform/people'
import { listSchoolOf } from '../../platform/school-scope'
import {
  countUnread,
  findVisibleCard,
  insertCard,
  insertRead,
  isCardReader,
  listVisibleCards,
  sectionNames,
  sectionsOfChildren,
  staffOfSection,
  type PostalCardRow,
} from './postal-cards.queries'

// Spec 000 §2 /postal-cards and §6: a photo with a short message from a guardian to the section
// of one of their children, behind the postal-card flag plus communication, sponsors excluded.
// The action rules check both flags of the current school; sending checks the child's school's.

type CardInput = z.output<typeof zPostalCardInput>
type VisibleCard = NonNullable<Awaited<ReturnType<typeof findVisibleCard>>>

async function cardViews(
  db: Queryable,
  actor: Actor,
  rows: Array<{ card: PostalCardRow; readId: string | null }>,
): Promise<PostalCard[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [r.card.ownerId, r.card.childId]),
  )
  const names = await sectionNames(
    db,
    rows.map((r) => r.card.sectionId),
  )
  const photos = await mediaSummaries(
    db,
    rows.flatMap((r) => (r.card.mediaId ? [r.card.mediaId] : [])),
  )
  const reader = isCardReader(actor)
  return rows.map(({ card, readId }) => ({
    id: card.id,
    schoolId: idFromRow<SchoolId>(card.schoolId),
    message: card.message,
    child: people.get(card.childId) ?? { id: idFromRow<UserId>(card.childId), firstname: '', lastname: '' },
    section: { id: card.sectionId, name: names.get(card.sectionId) ?? '' },
    owner: card.ownerId ? (people.get(card.ownerId) ?? null) : null,
    photo: card.mediaId ? (photos.get(card.mediaId) ?? null) : null,
    createdAt: card.createdAt.toISOString(),
    // Families: the cards of their own family are never "unread" to them.
    read: reader ? readId !== null : true,
  }))
}

export async function listCards(
  db: Queryable,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number },
) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return emptyPage
  const rows = await listVisibleCards(db, actor, schoolId, decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) =>
    encodeTimeKey({ at: last.card.createdAt, id: last.card.id }),
  )
  return { items: await cardViews(db, actor, page.rows), nextCursor: page.nextCursor }
}

/** The card as the actor may see it; handlers ask for it with `requireFor` (decision 0013). */
export const postalCardInScope: InScope<string, VisibleCard> = (db, actor, id) =>
  findVisibleCard(db, actor, id)

export async function getCard(db: Queryable, actor: Actor, row: VisibleCard): Promise<PostalCard> {
  const [view] = await cardViews(db, actor, [row])
  return view!
}

/**
 * The unread count of a staff member in their current school; 0 for everyone else. (The
 * notification counts of spec 000 §7 count through postalCardsNewsKind, postal-cards.news.ts.)
 */
export async function postalCardUnreadCount(db: Queryable, actor: Actor): Promise<number> {
  const schoolId = listSchoolOf(actor)
  if (!isCardReader(actor) || !schoolId) return 0
  return countUnread(db, actor, schoolId)
}

export async function unreadCount(db: Queryable, actor: Actor): Promise<{ count: number }> {
  return { count: await postalCardUnreadCount(db, actor) }
}

export async function markRead(tx: Queryable, actor: Actor, row: VisibleCard): Promise<PostalCard> {
  const id = row.card.id
  // Only the staff of the section keep read marks (the unread count is theirs).
  if (!isCardReader(actor)) throw new AppError('FORBIDDEN')
  if (await insertRead(tx, id, actor.userId)) {
    await audit(tx, actor, 'postalCards.markRead', { postalCardId: id })
  }
  const [view] = await cardViews(tx, actor, [{ card: row.card, readId: row.readId ?? id }])
  return view!
}

export async function recipients(db: Queryable, actor: Actor) {
  const childIds = actor.familyScope.childIds
  const [people, rows] = [await peopleByIds(db, childIds), await sectionsOfChildren(db, childIds)]
  return {
    items: childIds.flatMap((childId) => {
      const child = people.get(childId)
      if (!child) return []
      const sections = rows
        .filter((r) => r.childId === childId)
        .map((r) => ({ id: r.sectionId, name: r.name }))
      return sections.length > 0 ? [{ child, sections }] : []
    }),
  }
}

/**
 * Sends a card. The child must be the guardian's (else 404), the section one of the child's, and
 * the child's school must have both flags on. The news item targets the section's staff and the
 * child as users, never the section: a Section target would show the card to every family of the
 * section, and it is a message from one family to the staff (docs/folders-polls-postal-cards.md).
 */
export async function sendCard(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  actor: Actor,
  now: Date,
  input: CardInput,
): Promise<PostalCard> {
  if (!actor.familyScope.childIds.includes(input.childId)) throw new AppError('NOT_FOUND')
  const childSections = await sectionsOfChildren(tx, [input.childId])
  const section = input.sectionId
    ? childSections.find((s) => s.sectionId === input.sectionId)
    : childSections[0]
  if (!section) throw new AppError('NOT_FOUND')
  const flags = await schoolFeatures(tx, section.schoolId)
  if (!isFeatureOn(flags.postalcard.state) || !isFeatureOn(flags.communication.state))
    throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  const photo = (await mediaSummaries(tx, [input.mediaId])).get(input.mediaId)
  if (photo && photo.type !== 'IMAGE') throw new AppError('RESOURCE_ATTACHMENT_NOT_SUPPORTED')

  const card = await insertCard(tx, {
    ownerId: actor.userId,
    childId: input.childId,
    sectionId: section.sectionId,
    schoolId: section.schoolId,
    message: input.message,
    mediaId: input.mediaId,
  })
  // Checks that the photo is the guardian's own, complete upload of kind postal-card (else 404).
  await attachMedia(tx, actor, { mediaIds: [input.mediaId], kind: 'postal-card', attachedId: card.id })
  const staff = await staffOfSection(tx, section.sectionId)
  await indexNews(tx, {
    type: 'PostalCard',
    referenceId: card.id,
    ownerId: actor.userId,
    schoolId: section.schoolId,
    // A private message to the staff, not published content: it is not moderated.
    status: 'published',
    publishAt: now,
    searchText: input.message,
    targets: [input.childId, ...staff].map((targetId) => ({ targetType: 'User' as const, targetId })),
  })
  // Spec 001 §3 newPostalCardNotifications: the section's staff are mailed (docs/notifications.md).
  const names = await sectionNames(tx, [section.sectionId])
  const childName = (await peopleByIds(tx, [input.childId])).get(input.childId)?.firstname ?? ''
  const recipients = await notificationRecipients(tx, staff)
  await queueNotificationMails(
    tx,
    deps,
    'postal-card',
    recipients.map((to) => ({
      recipient: to,
      render: renderNotification('notification-postal-card', to, {
        name: to.firstname,
        child: childName,
        section: names.get(section.sectionId) ?? '',
        link: `${deps.config.publicUrl}/postal-cards`,
      }),
    })),
  )
  await audit(tx, actor, 'postalCards.create', {
    postalCardId: card.id,
    childId: input.childId,
    sectionId: section.sectionId,
    mediaId: input.mediaId,
  })
  const [view] = await cardViews(tx, actor, [{ card, readId: null }])
  return view!
}
