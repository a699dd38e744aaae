import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  advisorCalls,
  calendarSubscriptions,
  chatBlocks,
  chatMailStates,
  dailyStaffCodes,
  inAppMessageDismissals,
  invitations,
  news,
  oneTimeTokens,
  outboxMails,
  outboxSms,
  postalCards,
  recoveryAsks,
  sessions,
  weeklyDigestSends,
} from '../../db/schema/index'
import { eraseOwnedMedia } from '../media/index'

// Erasure leaves nothing personal behind (docs/security.md "Erasure", docs/mail-and-recovery.md
// "Deletion of an account"): besides the users row the service blanks, these clean-ups remove
// every other copy of the person's address, number, name, connection traces and files. They run
// in the erasure's transaction; the storage keys they answer are deleted after the commit.

/** Who is erased, as the users row held them before it was blanked. */
export interface ErasedPerson {
  id: string
  firstname: string
  lastname: string
  email: string | null
  phone: string | null
}

/** What replaces the person's name in texts that stay (the name the account now carries). */
export const erasedName = 'Deleted account'

/** `%…%` for ILIKE, with the pattern characters of the value taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A regular expression matching the full name in either order, spaces as any run of blanks. */
export function fullNamePattern(person: Pick<ErasedPerson, 'firstname' | 'lastname'>): string | null {
  const words = (name: string) =>
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const first = words(person.firstname)
  const last = words(person.lastname)
  if (first.length === 0 || last.length === 0) return null
  const join = (parts: string[]) => parts.join('\\s+')
  return `(${join([...first, ...last])}|${join([...last, ...first])})`
}

/** Rows whose text mentions the person: their address or their full name. */
function mentions(person: ErasedPerson, columns: SQL[]): SQL | undefined {
  const pattern = fullNamePattern(person)
  const tests: SQL[] = []
  for (const column of columns) {
    if (person.email) tests.push(sql`${column} ilike ${containing(person.email)}`)
    if (person.phone) tests.push(sql`${column} like ${containing(person.phone)}`)
    if (pattern) tests.push(sql`${column} ~* ${pattern}`)
  }
  return tests.length > 0 ? or(...tests) : undefined
}

/**
 * Mails and SMS to the person, and those to others that name them (an invitation they sent, a
 * chat digest): a reset or sign-in link, a two-factor code or a greeting is personal data too.
 * The goodbye mail is queued after this runs (data-protection.service.ts).
 */
async function eraseOutbox(tx: Tx, person: ErasedPerson): Promise<void> {
  const mailWhere = or(
    person.email ? eq(sql`lower(${outboxMails.toAddress})`, person.email.toLowerCase()) : undefined,
    mentions(person, [
      sql`${outboxMails.subject}`,
      sql`${outboxMails.text}`,
      sql`coalesce(${outboxMails.html}, '')`,
    ]),
  )
  if (mailWhere) await tx.delete(outboxMails).where(mailWhere)
  const smsWhere = or(
    person.phone ? eq(outboxSms.toNumber, person.phone) : undefined,
    mentions(person, [sql`${outboxSms.text}`]),
  )
  if (smsWhere) await tx.delete(outboxSms).where(smsWhere)
}

/**
 * Invitations sent to the person's address or number, and those they sent: a third party's
 * address tied to the erased person's id says who they know (docs/invitations.md).
 */
async function eraseInvitations(tx: Tx, person: ErasedPerson): Promise<void> {
  const details = [person.email?.toLowerCase(), person.phone].filter((d): d is string => !!d)
  await tx
    .delete(invitations)
    .where(
      or(
        eq(invitations.senderId, person.id),
        details.length > 0 ? inArray(sql`lower(${invitations.detail})`, details) : undefined,
      ),
    )
}

/**
 * Sessions hold IP addresses and browser strings: the person's own go, and those they opened
 * while impersonating someone (their traces too). Revoking would keep both for nothing: a
 * request with a deleted session's cookie answers 401 like a revoked one.
 */
async function eraseSessions(tx: Tx, person: ErasedPerson): Promise<void> {
  await tx.delete(sessions).where(or(eq(sessions.userId, person.id), eq(sessions.impersonatorId, person.id)))
}

/** Tokens and recovery asks keyed by the address rather than the user id. */
async function eraseTokens(tx: Tx, person: ErasedPerson): Promise<void> {
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, person.id))
  if (!person.email) return
  await tx.delete(oneTimeTokens).where(sql`${oneTimeTokens.data}::text ilike ${containing(person.email)}`)
  await tx.delete(recoveryAsks).where(eq(sql`lower(${recoveryAsks.email})`, person.email.toLowerCase()))
}

/**
 * Keys that work without a session (the calendar feed URL, the staff check-in code) must not
 * outlive the account; private settings nobody else reads (chat blocks, the chat digest's state,
 * dismissed in-app messages, the weeks of the weekly digest) go with it.
 */
async function eraseKeysAndSettings(tx: Tx, person: ErasedPerson): Promise<void> {
  await tx.delete(calendarSubscriptions).where(eq(calendarSubscriptions.userId, person.id))
  await tx.delete(dailyStaffCodes).where(eq(dailyStaffCodes.userId, person.id))
  await tx
    .delete(chatBlocks)
    .where(or(eq(chatBlocks.userId, person.id), eq(chatBlocks.blockedUserId, person.id)))
  await tx.delete(chatMailStates).where(eq(chatMailStates.userId, person.id))
  await tx.delete(inAppMessageDismissals).where(eq(inAppMessageDismissals.userId, person.id))
  await tx.delete(weeklyDigestSends).where(eq(weeklyDigestSends.userId, person.id))
}

/**
 * A telephone survey's calls to the person (docs/advisor.md "Telephone surveys"): their notes are
 * free text about them (a number to call back on, a name), and the participation already says
 * that they took part.
 */
async function eraseAdvisorCalls(tx: Tx, person: ErasedPerson): Promise<void> {
  await tx.delete(advisorCalls).where(eq(advisorCalls.guardianId, person.id))
}

/**
 * Postal cards stay with the child's section (they are the school's record of the family's
 * message), but the sender's full name in them and in the feed's search index is replaced: the
 * cards they wrote or that are about the children they were guardian of, and every news item
 * they own (its search text is what the feed's content search reads).
 */
async function redactName(tx: Tx, person: ErasedPerson, childIds: readonly string[]): Promise<void> {
  const pattern = fullNamePattern(person)
  if (!pattern) return
  const cards = await tx
    .update(postalCards)
    .set({ message: sql`regexp_replace(${postalCards.message}, ${pattern}, ${erasedName}, 'gi')` })
    .where(
      and(
        or(
          eq(postalCards.ownerId, person.id),
          childIds.length > 0 ? inArray(postalCards.childId, [...childIds]) : undefined,
        ),
        sql`${postalCards.message} ~* ${pattern}`,
      ),
    )
    .returning({ id: postalCards.id })
  const cardIds = cards.map((c) => c.id)
  await tx
    .update(news)
    .set({ searchText: sql`regexp_replace(${news.searchText}, ${pattern}, ${erasedName}, 'gi')` })
    .where(
      and(
        or(
          eq(news.ownerId, person.id),
          cardIds.length > 0
            ? and(eq(news.type, 'PostalCard'), inArray(news.referenceId, cardIds))
            : undefined,
        ),
        sql`${news.searchText} ~* ${pattern}`,
      ),
    )
}

/**
 * Every clean-up of an erasure, in the erasure's transaction, before the users row is blanked
 * (they search by the person's address and name). Answers the storage keys to delete after the
 * commit: a failed delete then leaves an orphan file, never a row pointing at nothing.
 */
export async function erasePersonalTraces(
  tx: Tx,
  person: ErasedPerson,
  childIds: readonly string[],
): Promise<string[]> {
  await eraseOutbox(tx, person)
  await eraseInvitations(tx, person)
  await eraseSessions(tx, person)
  await eraseTokens(tx, person)
  await eraseKeysAndSettings(tx, person)
  await eraseAdvisorCalls(tx, person)
  await redactName(tx, person, childIds)
  return eraseOwnedMedia(tx, person.id)
}
