import { chatRecipientProfiles, mayStartChat } from '@nido/domain/access/chat'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { decodeCursor, encodeCursor } from '../../platform/keyset'
import {
  partiesByIds,
  peopleByIds,
  reachableIds,
  searchReach,
  sharedChannelUserIds,
  type ChatPersonRow,
} from './chat.people.queries'
import { requireChat, toUser } from './chat.service'

// Chat people (spec 001 §5, §7): whom the actor may start a chat with, and the names of channel
// users. The rules of access/chat.ts decide; the SQL only narrows to the actor's reach.

const encodePersonCursor = (p: ChatPersonRow) => encodeCursor([p.lastname, p.firstname, p.id])

function decodePersonCursor(cursor: string | undefined) {
  const values = decodeCursor(cursor, ['text', 'text', 'uuid'])
  return values && { lastname: values[0], firstname: values[1], id: values[2] }
}

/**
 * Spec 001 §5: the people the actor may start a chat with. The SQL narrows to the actor's reach
 * and the profiles of the matrix; the pure rule (options, blocks) filters each batch, so a page
 * may take a few batches to fill.
 */
export async function recipients(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  await requireChat(db, actor)
  const profiles = chatRecipientProfiles(actor.userPermission.profileType)
  const found: ChatPersonRow[] = []
  let after = decodePersonCursor(query.cursor)
  const parties = await partiesByIds(db, [actor.userId])
  const me = parties.get(actor.userId)
  if (!me || actor.observer) return { items: [], nextCursor: null }
  let more = true
  let lastSeen: ChatPersonRow | null = null
  for (let round = 0; round < 10 && found.length <= query.limit && more; round++) {
    const batchSize = Math.max(50, query.limit * 2)
    const batch = await searchReach(db, actor, { profiles, q: query.q, after, limit: batchSize })
    more = batch.length === batchSize
    const others = await partiesByIds(
      db,
      batch.map((p) => p.id),
    )
    for (const person of batch) {
      lastSeen = person
      const party = others.get(person.id)
      if (party && mayStartChat(me, party)) found.push(person)
      if (found.length > query.limit) break
    }
    if (lastSeen) after = { lastname: lastSeen.lastname, firstname: lastSeen.firstname, id: lastSeen.id }
  }
  const items = found.slice(0, query.limit)
  const last = items.at(-1)
  const hasMore = found.length > query.limit || (more && found.length === query.limit)
  return { items: items.map(toUser), nextCursor: hasMore && last ? encodePersonCursor(last) : null }
}

/** Spec 001 §7 channel users: of the ids, those the actor shares a channel with or may contact. */
export async function channelUsers(db: Queryable, actor: Actor, ids: readonly string[]) {
  await requireChat(db, actor)
  const unique = [...new Set(ids)]
  const shared = await sharedChannelUserIds(db, actor, unique)
  const reach = await reachableIds(
    db,
    actor,
    unique.filter((id) => !shared.has(id)),
    chatRecipientProfiles(actor.userPermission.profileType),
  )
  const people = await peopleByIds(db, [...shared, ...reach])
  return { users: unique.flatMap((id) => (people.has(id) ? [toUser(people.get(id)!)] : [])) }
}
