import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { queryScope } from '@nido/domain/access/scope/query-scope'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { invitations, outboxSms, users } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

// Invite a relative (docs/invitations.md): the SQL. Which children an actor may invite for is decided
// here, from the actor's scope (ARCHITECTURE §5; spec 000 §6 query scope): guardians their own
// children, teachers the children of their sections, directors and coordinators the children of
// their schools. Anyone else reaches no child.

export interface InvitableChild {
  id: string
  firstname: string
  lastname: string
}

/** `c` is a row of `users` (a child): is it in the actor's reach? */
function childInScope(actor: ActorScope): SQL {
  const scope = queryScope(actor)
  switch (scope.by) {
    case 'child':
      return sql`c.id = any(${uuidArray(scope.childIds)})`
    case 'section':
      return sql`exists (select 1 from child_sections cs where cs.child_id = c.id
        and cs.section_id = any(${uuidArray(scope.sectionIds)}))`
    case 'school':
      return sql`exists (select 1 from child_sections cs join sections sc on sc.id = cs.section_id
        where cs.child_id = c.id and sc.school_id = any(${uuidArray(scope.schoolIds)}))`
    case 'self':
      return sql`false`
  }
}

/** The active child the actor may invite relatives for, or undefined (answered as 404). */
export async function invitableChild(
  db: Queryable,
  actor: ActorScope,
  childId: string,
): Promise<InvitableChild | undefined> {
  const [row] = await selectRows<InvitableChild>(
    db,
    sql`select c.id, c.firstname, c.lastname from users c
    where c.id = ${childId} and c.profile_type = 'CHILD' and c.status = 'Active' and ${childInScope(actor)}`,
  )
  return row
}

const invitationColumns = {
  id: invitations.id,
  childId: invitations.childId,
  detail: invitations.detail,
  updatedAt: invitations.updatedAt,
}
export type InvitationRow = { id: string; childId: string; detail: string; updatedAt: Date }

/** Spec 001 §2 "list of already-sent invitations (… newest first …)": by last sent. */
export async function childInvitations(db: Queryable, childId: string): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(invitations)
    .where(eq(invitations.childId, childId))
    .orderBy(desc(invitations.updatedAt), desc(invitations.id))
}

export async function invitationById(db: Queryable, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select(invitationColumns).from(invitations).where(eq(invitations.id, id))
  return row
}

/**
 * Spec 001 §3 "updated_at (shown as 'last sent')": one row per child and address, so sending
 * again to the same address moves it to the top of the list instead of adding a line.
 */
export async function upsertInvitation(
  tx: Queryable,
  values: { childId: string; senderId: string; detail: string; now: Date },
): Promise<InvitationRow> {
  const [row] = await tx
    .insert(invitations)
    .values({
      childId: values.childId,
      senderId: values.senderId,
      detail: values.detail,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [invitations.childId, invitations.detail],
      set: { senderId: values.senderId, updatedAt: values.now },
    })
    .returning(invitationColumns)
  return row!
}

/** The language of the account that uses this e-mail address or phone number, when there is one. */
export async function recipientOf(
  db: Queryable,
  detail: { email: string } | { phone: string },
): Promise<{ firstname: string; language: string } | undefined> {
  const [row] = await db
    .select({ firstname: users.firstname, language: users.language })
    .from(users)
    .where(
      and(
        'email' in detail
          ? sql`lower(${users.email}) = lower(${detail.email})`
          : eq(users.phone, detail.phone),
        eq(users.status, 'Active'),
      ),
    )
    .limit(1)
  return row
}

/** ARCHITECTURE §1: SMS go to the outbox table (no provider is wired yet; docs/invitations.md). */
export async function enqueueSms(
  tx: Queryable,
  sms: { to: string; text: string; language: string; template: string },
): Promise<string> {
  const [row] = await tx
    .insert(outboxSms)
    .values({ toNumber: sms.to, text: sms.text, language: sms.language, template: sms.template })
    .returning({ id: outboxSms.id })
  return row!.id
}
