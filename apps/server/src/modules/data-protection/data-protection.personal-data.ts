import { eq } from 'drizzle-orm'
import { auditLog, deletionRequests, outboxMails, users } from '../../db/schema/index'
import type { PersonalData } from '../module'

// What the platform's own tables hold about a user (docs/data-protection.md): the record of
// what they did, their deletion requests, and the mails sent to their address, without the
// bodies (they carried sign-in links and codes, and say nothing the other files do not).
export const dataProtectionPersonalData: PersonalData = {
  user: [
    {
      table: auditLog,
      rows: ({ db }, id) =>
        db.select().from(auditLog).where(eq(auditLog.actorId, id)).orderBy(auditLog.createdAt),
    },
    {
      table: deletionRequests,
      rows: ({ db }, id) => db.select().from(deletionRequests).where(eq(deletionRequests.userId, id)),
    },
    {
      table: outboxMails,
      rows: async ({ db }, id) => {
        const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
        if (!user?.email) return []
        return db
          .select({
            id: outboxMails.id,
            template: outboxMails.template,
            subject: outboxMails.subject,
            language: outboxMails.language,
            status: outboxMails.status,
            createdAt: outboxMails.createdAt,
            sentAt: outboxMails.sentAt,
          })
          .from(outboxMails)
          .where(eq(outboxMails.toAddress, user.email))
      },
    },
  ],
}
