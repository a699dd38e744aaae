import { sql } from 'drizzle-orm'
import type { GuardianRelationship } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import type { AppDeps } from '../../platform/deps'
import {
  queueNotificationMails,
  relationshipLabel,
  renderNotification,
  type NotificationRecipient,
} from './notification-mail'

// Spec 001 §3 newGuardianOnReferentChildNotifications (docs/notifications.md): when a guardian is
// linked to a child (a child key, the children-and-parents page, a directory import), the child's
// OTHER referent guardians are told who and with which relationship — a safety feature: they can
// alert the school if it is wrong. Guardians linked in the same batch are not told of each other
// (a child created with both parents, an import): none of them was there before.

interface Row {
  guardian_id: string
  child_id: string
  relationship: GuardianRelationship
  guardian_name: string
  child_name: string
  id: string
  email: string
  language: string
  firstname: string
  settings: Record<string, unknown> | null
}

/** Queues the mails for new guardian–child links, in the caller's transaction (one query). */
export async function notifyNewGuardians(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  links: ReadonlyArray<{ guardianId: string; childId: string }>,
): Promise<number> {
  if (links.length === 0) return 0
  const rows = await selectRows<Row>(
    tx,
    sql`with links as (
        select * from unnest(${sql.param(links.map((l) => l.guardianId))}::uuid[],
          ${sql.param(links.map((l) => l.childId))}::uuid[]) as l(guardian_id, child_id))
      select g.guardian_id, g.child_id, g.relationship,
        ng.firstname || ' ' || ng.lastname as guardian_name, c.firstname as child_name,
        r.id, r.email, r.language, r.firstname, r.settings
      from links l
      join guardianships g on g.guardian_id = l.guardian_id and g.child_id = l.child_id
      join users ng on ng.id = g.guardian_id
      join users c on c.id = g.child_id
      join guardianships rg on rg.child_id = g.child_id and rg.referent
      join users r on r.id = rg.guardian_id and r.status = 'Active' and r.email is not null
      where not exists (select 1 from links o where o.guardian_id = rg.guardian_id and o.child_id = rg.child_id)`,
  )
  const mails = rows.map((row) => {
    const to: NotificationRecipient = {
      id: row.id,
      email: row.email,
      language: row.language,
      settings: row.settings ?? {},
    }
    return {
      recipient: to,
      render: renderNotification('notification-new-guardian', to, {
        name: row.firstname,
        guardian: row.guardian_name,
        child: row.child_name,
        relationship: relationshipLabel(row.language, row.relationship),
        link: `${deps.config.publicUrl}/my-children`,
      }),
    }
  })
  return (await queueNotificationMails(tx, deps, 'new-guardian', mails)).length
}
