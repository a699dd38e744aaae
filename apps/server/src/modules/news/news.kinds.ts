import { zNewsItem, type NewsItem } from '@nido/domain/contracts/news'
import type { NotificationCounts, PanelNews, PanelReferenceType } from '@nido/domain/contracts/notifications'
import type { NewsType } from '@nido/domain/enums/content'
import type { MediaKind } from '@nido/domain/enums/media'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { sql } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { detachMedia } from '../media/index'
import { removeNews } from './news.index'

// What a content module tells `news` and `notifications` about its items (decision 0012,
// docs/adding-a-news-kind.md). The feed and the panel read the news index (decision 0005) and
// know no content table: for the rest of a card they ask the kind of each item, once per page
// with every reference of that type on the page, never once per item. A content module exports
// its descriptor from `modules/<m>/<m>.news.ts`; the list lives in `modules/index.ts`.

/** The fields every card has, read from the news index (spec 001 §3 News). */
const indexFields = [
  'id',
  'type',
  'referenceId',
  'owner',
  'school',
  'publishAt',
  'createdAt',
  'status',
  'isOwn',
  'reactionCounts',
  'currentReaction',
  'reactionPeek',
  'summary',
] as const satisfies ReadonlyArray<keyof NewsItem>

/** The other fields of a card (`post`, `gallery`, …): each belongs to one item type, null on the others. */
export type NewsCardField = Exclude<keyof NewsItem, (typeof indexFields)[number]>

/** Those fields at run time, read from the contract, so a new type's field needs no edit here. */
export const newsCardFields = Object.keys(zNewsItem.shape).filter(
  (key) => !(indexFields as readonly string[]).includes(key),
) as NewsCardField[]

/**
 * Those fields filled by a kind; the card leaves the others null. `byline`: who the card names
 * when the index row has no owner by design (a Daily item: the school speaks, docs/daily-log.md),
 * so that a reader sees who wrote it rather than an erased account.
 */
export type NewsCardDetails = { [F in NewsCardField]?: NonNullable<NewsItem[F]> } & {
  byline?: NonNullable<NewsItem['owner']>
}

/** The text the notification panel shows of a reference (spec 000 §7 `reference`). */
export type PanelReferenceText = Omit<PanelNews['reference'], 'id' | 'ownerId'>

/** The counts of spec 000 §7 that content kinds contribute (the others belong to news and chat). */
export type KindCountKey = Exclude<
  keyof NotificationCounts,
  'pendingModeration' | 'toModerate' | 'newMessages'
>

export interface NewsKind {
  /** The news item type (spec 000 §3) this module writes to the index. */
  type: NewsType
  /**
   * The card's own details of a page's items of this type, by reference id. Called once per feed
   * page (or per `GET /news/:id`) with every reference of the type on it: a constant number of
   * queries, whatever the number of items (news.kinds.test.ts counts them).
   */
  cards?: (
    db: Queryable,
    referenceIds: readonly string[],
    /** The reader: cards show only the files the reader may see (media/media.consent.ts). */
    ctx: { actorId: string; actor: ActorScope },
  ) => Promise<Map<string, NewsCardDetails>>
  /** Present when an item of this type can wait for moderation (spec 000 §3–§7, the panel). */
  moderation?: {
    /** Its name in the panel's routes and items (`/notifications/:referenceType/:referenceId`). */
    referenceType: PanelReferenceType
    /** The media kind of its files, listed as the panel item's attachments. */
    mediaKind?: MediaKind
    /** The panel's text of a page's references of this type, in one query. */
    texts: (db: Queryable, referenceIds: readonly string[]) => Promise<Map<string, PanelReferenceText>>
    /** Deletes the item with its news row and the link of its files (the panel's delete, spec 000 §4). */
    remove: (tx: Tx, referenceId: string) => Promise<void>
  }
  /** A count of the notification panel (spec 000 §7) that this kind keeps, for the actor. */
  count?: {
    key: KindCountKey
    read: (db: Queryable, actor: Actor, query: { schoolId: string | null }) => Promise<number>
  }
}

/**
 * The moderation part of a kind whose item is one row of its module's table (posts, galleries,
 * folders, polls). The panel's text is one column of that row. The panel's delete (spec 000 §4)
 * removes the news row (targets, reactions), unlinks the files of `mediaKind` (the media sweep
 * removes what nothing holds any more), then the module's own row with `deleteRow` (what hangs on
 * it goes by `on delete cascade`); `remove` replaces those steps where the module has its own
 * (posts: the same steps, shared with the author's delete).
 */
export function rowModeration(
  kind: {
    type: NewsType
    referenceType: PanelReferenceType
    table: 'posts' | 'galleries' | 'folders' | 'polls'
    text: { column: string; field: keyof PanelReferenceText }
    mediaKind?: MediaKind
  } & (
    | { deleteRow: (tx: Tx, referenceId: string) => Promise<void> }
    | { remove: (tx: Tx, referenceId: string) => Promise<void> }
  ),
): NonNullable<NewsKind['moderation']> {
  const { type, referenceType, table, text, mediaKind } = kind
  return {
    referenceType,
    ...(mediaKind ? { mediaKind } : {}),
    async texts(db, ids) {
      const result = await queryRows<{ id: string; text: string }>(
        db,
        sql`select id, ${sql.identifier(text.column)} as text from ${sql.identifier(table)}
          where id = any(${uuidArray(ids)})`,
      )
      return new Map(result.rows.map((r) => [r.id, { [text.field]: r.text }]))
    },
    remove:
      'remove' in kind
        ? kind.remove
        : async (tx, id) => {
            await removeNews(tx, type, id)
            if (mediaKind) await detachMedia(tx, { kind: mediaKind, attachedId: id })
            await kind.deleteRow(tx, id)
          },
  }
}

/** The kinds of the given types, by type; a type nobody describes has no card details. */
export function kindsByType(kinds: readonly NewsKind[]): Map<NewsType, NewsKind> {
  return new Map(kinds.map((k) => [k.type, k]))
}
