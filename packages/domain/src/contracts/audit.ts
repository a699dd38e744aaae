import { z } from 'zod'
import { zDate, zDateTime, zSchoolId } from '../ids'
import { zPage, zPageQuery } from './common'
import { zTextQuery } from './text'
import { defineRoute } from './define'

// The audit log viewer (ARCHITECTURE §5 "every write is recorded in one audit table"; spec 000
// super admin and group admin; docs/administration-settings.md "Audit log").

const zPerson = z.object({ id: z.string(), name: z.string() })

export const zAuditEntry = z.object({
  id: z.string(),
  /** Who acted (null: the system, or a user since erased). */
  actor: zPerson.nullable(),
  /** The super admin acting as the actor, when impersonating. */
  impersonator: zPerson.nullable(),
  action: z.string(),
  targets: z.record(z.string(), z.unknown()),
  createdAt: zDateTime,
})
export type AuditEntry = z.infer<typeof zAuditEntry>

export const zAuditQuery = zPageQuery.extend({
  /** An actor's (or impersonator's) id, or a part of their name or e-mail. */
  person: zTextQuery(100).optional(),
  /** Entries whose targets name this school. */
  schoolId: zSchoolId.optional(),
  /** An action, or the start of one (`sections.` for every section action). */
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dots, dashes')
    .optional(),
  /** First and last day included, in UTC. */
  from: zDate.optional(),
  to: zDate.optional(),
})

/** The export takes the same filters; up to a thousand entries from the cursor on. */
export const zAuditExportQuery = zAuditQuery.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
})

export const auditContract = {
  list: defineRoute({
    action: 'audit.list',
    method: 'GET',
    path: '/api/v1/audit',
    summary:
      'Audit log entries, newest first, filtered; keyset pages (super admins; group admins: their group)',
    auth: 'session',
    query: zAuditQuery,
    response: zPage(zAuditEntry),
  }),
  export: defineRoute({
    action: 'audit.export',
    method: 'GET',
    path: '/api/v1/audit/export',
    summary: 'The filtered entries as a CSV file (the same filters and reach as the list)',
    auth: 'session',
    query: zAuditExportQuery,
    response: z.unknown().describe('text/csv'),
  }),
}
