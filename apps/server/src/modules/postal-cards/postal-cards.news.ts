import { type MediaId, idFromRow } from '@nido/domain/ids'
import { uuidArray } from '../../db/sql'
import { sql } from 'drizzle-orm'
import { isOneOf } from '@nido/domain/access/roles'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { type NewsKind } from '../news/index'

// What the feed and the notification counts need of postal cards (news.kinds.ts, decision 0012).

/**
 * Unread postal cards of the sections a staff member reaches (spec 000 §7 counts), optionally in
 * one school: cards without a read row of this user.
 */
async function unreadPostalCards(
  db: Queryable,
  userId: string,
  sectionIds: readonly string[],
  schoolId: string | null,
): Promise<number> {
  if (sectionIds.length === 0) return 0
  const result = await queryRows<{ count: number | string }>(
    db,
    sql`
    select count(*)::int as count from postal_cards pc
    where pc.section_id = any(${uuidArray(sectionIds)})
      ${schoolId ? sql`and pc.school_id = ${schoolId}::uuid` : sql``}
      and not exists (select 1 from postal_card_reads r where r.postal_card_id = pc.id and r.user_id = ${userId})`,
  )
  return Number(result.rows[0]?.count ?? 0)
}

export const postalCardsNewsKind: NewsKind = {
  type: 'PostalCard',
  async cards(db, ids) {
    const result = await queryRows<{ id: string; message: string; media_id: string | null }>(
      db,
      sql`select id, message, media_id from postal_cards where id = any(${uuidArray(ids)})`,
    )
    return new Map(
      result.rows.map((c) => [
        c.id,
        { postalCard: { message: c.message, mediaId: idFromRow<MediaId>(c.media_id) } },
      ]),
    )
  },
  count: {
    key: 'postalCards',
    // Postal cards are read by the staff of the child's section (spec 000 §6).
    async read(db, actor, { schoolId }) {
      if (!isOneOf(actor.userPermission.profileType, ['TEACHER', 'DIRECTOR', 'COORDINATOR'])) return 0
      return unreadPostalCards(db, actor.userId, actor.structureTreeScope.sectionIds, schoolId)
    },
  },
}
