import type { AuditEntry } from '@nido/domain/contracts/audit'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { csvFile } from '../../platform/csv'
import { decodeTimeKey, encodeTimeKey, instantOfPgText, keysetPage } from '../../platform/keyset'
import { auditEntries, type AuditRow } from './audit.queries'

// docs/administration-settings.md "Audit log": super admins read every entry; group admins the
// entries of their groups' staff or naming their schools. A school filter outside a group
// admin's schools answers NOT_FOUND, as elsewhere (ARCHITECTURE §4).

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const dayMs = 86_400_000

const person = (id: string | null, firstname: string | null, lastname: string | null) =>
  id === null ? null : { id, name: firstname === null ? id : `${firstname} ${lastname ?? ''}`.trim() }

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor: person(row.actor_id, row.actor_firstname, row.actor_lastname),
  impersonator: person(row.impersonator_id, row.impersonator_firstname, row.impersonator_lastname),
  action: row.action,
  targets: row.targets,
  createdAt: instantOfPgText(row.at),
})

export interface AuditQuery {
  cursor?: string | undefined
  limit: number
  person?: string | undefined
  schoolId?: string | undefined
  action?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

export async function listAudit(db: Queryable, actor: Actor, query: AuditQuery) {
  const superAdmin = actor.userPermission.profileType === 'SUPER_ADMIN'
  const reach = superAdmin
    ? null
    : { groupIds: actor.structureScope.groupIds, schoolIds: actor.structureTreeScope.schoolIds }
  if (reach && query.schoolId && !reach.schoolIds.includes(query.schoolId)) throw new AppError('NOT_FOUND')
  const isId = query.person !== undefined && uuidPattern.test(query.person)
  const rows = await auditEntries(db, {
    reach,
    personId: isId ? query.person : undefined,
    personText: isId ? undefined : query.person,
    schoolId: query.schoolId,
    actionPrefix: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs) : undefined,
    after: decodeTimeKey(query.cursor),
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.at, id: last.id }))
  return { items: page.rows.map(toEntry), nextCursor: page.nextCursor }
}

const csvHeader = ['createdAt', 'actorId', 'actor', 'impersonatorId', 'impersonator', 'action', 'targets']

/** The same entries as a CSV file (platform/csv.ts neutralises formula-like cells). */
export async function exportAudit(db: Queryable, actor: Actor, query: AuditQuery): Promise<Buffer> {
  const { items } = await listAudit(db, actor, query)
  return csvFile(
    csvHeader,
    items.map((e) => [
      e.createdAt,
      e.actor?.id ?? '',
      e.actor?.name ?? '',
      e.impersonator?.id ?? '',
      e.impersonator?.name ?? '',
      e.action,
      JSON.stringify(e.targets),
    ]),
  )
}
