import { eq } from 'drizzle-orm'
import { pushOutbox, pushSubscriptions } from '../../db/schema/index'
import type { PersonalData } from '../module'

// What Web Push holds about a user (docs/data-protection.md): their devices with the switches,
// without the endpoint and keys (secrets shared with the push service, useless to the user).
export const pushPersonalData: PersonalData = {
  user: [
    {
      table: pushSubscriptions,
      rows: ({ db }, userId) =>
        db
          .select({
            id: pushSubscriptions.id,
            label: pushSubscriptions.label,
            news: pushSubscriptions.news,
            chat: pushSubscriptions.chat,
            careLog: pushSubscriptions.careLog,
            events: pushSubscriptions.events,
            moderation: pushSubscriptions.moderation,
            lastSuccessAt: pushSubscriptions.lastSuccessAt,
            createdAt: pushSubscriptions.createdAt,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
    },
  ],
  excluded: [
    {
      table: pushOutbox,
      reason: 'Notifications waiting a few seconds to be pushed: a title key and a link, deleted once sent',
    },
  ],
}
