import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { DocumentStatus, TemplateKind } from '@nido/domain/contracts/manager-documents'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { managerDocuments, managerDocumentTemplates } from '../../db/schema/index'

// SQL of the manager's templates and documents (docs/manager-documents.md). Every list is keyset
// on an index of db/schema/manager-documents.ts.

export type TemplateRow = typeof managerDocumentTemplates.$inferSelect

export function templatesOf(db: Queryable, schoolId: string, kind: TemplateKind, limit: number) {
  return db
    .select()
    .from(managerDocumentTemplates)
    .where(and(eq(managerDocumentTemplates.schoolId, schoolId), eq(managerDocumentTemplates.kind, kind)))
    .orderBy(asc(managerDocumentTemplates.name), asc(managerDocumentTemplates.id))
    .limit(limit)
}

export async function templateById(db: Queryable, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(managerDocumentTemplates).where(eq(managerDocumentTemplates.id, id))
  return row
}

/** The contract template printed on a school's contracts, if one is chosen. */
export async function defaultContractTemplate(db: Queryable, schoolId: string) {
  const [row] = await db
    .select()
    .from(managerDocumentTemplates)
    .where(
      and(
        eq(managerDocumentTemplates.schoolId, schoolId),
        eq(managerDocumentTemplates.kind, 'contract'),
        eq(managerDocumentTemplates.isDefault, true),
      ),
    )
  return row
}

/** Only one default contract template: choosing one unsets the school's other. */
export async function clearDefaultContractTemplate(db: Queryable, schoolId: string) {
  await db
    .update(managerDocumentTemplates)
    .set({ isDefault: false })
    .where(
      and(
        eq(managerDocumentTemplates.schoolId, schoolId),
        eq(managerDocumentTemplates.kind, 'contract'),
        eq(managerDocumentTemplates.isDefault, true),
      ),
    )
}

// --- documents ------------------------------------------------------------------------------------

export interface DocumentRow {
  id: string
  childId: string
  childFirstname: string
  childLastname: string
  schoolId: string
  templateId: string | null
  templateName: string | null
  templateMode: TemplateRow['mode']
  name: string
  direction: 'output' | 'input'
  status: DocumentStatus
  pdfSha256: string | null
  mediaId: string | null
  refusalReason: string | null
  createdAt: Date
  createdById: string | null
  createdByFirstname: string | null
  createdByLastname: string | null
  sentAt: Date | null
  decidedAt: Date | null
  decidedById: string | null
  decidedByFirstname: string | null
  decidedByLastname: string | null
}

const documentSelect = sql`select d.id, d.child_id as "childId", u.firstname as "childFirstname",
    u.lastname as "childLastname", d.school_id as "schoolId", d.template_id as "templateId",
    t.name as "templateName", t.mode as "templateMode", d.name, d.direction, d.status,
    d.pdf_sha256 as "pdfSha256", d.media_id as "mediaId", d.refusal_reason as "refusalReason",
    d.created_at as "createdAt", d.created_by_id as "createdById", cb.firstname as "createdByFirstname",
    cb.lastname as "createdByLastname", d.sent_at as "sentAt", d.decided_at as "decidedAt",
    d.decided_by_id as "decidedById", db.firstname as "decidedByFirstname",
    db.lastname as "decidedByLastname"
  from manager_documents d
  join users u on u.id = d.child_id
  left join manager_document_templates t on t.id = d.template_id
  left join users cb on cb.id = d.created_by_id
  left join users db on db.id = d.decided_by_id`

export async function documentById(db: Queryable, id: string): Promise<DocumentRow | undefined> {
  const [row] = await selectRows<DocumentRow>(db, sql`${documentSelect} where d.id = ${id}`)
  return row
}

export function documentsPage(
  db: Queryable,
  input: {
    childId?: string
    schoolId?: string
    /** "Child `u` is in the actor's reach" (manager-children's childReach). */
    reach?: SQL
    status?: DocumentStatus | undefined
    /** Only what the child's family may see (the service's familyMaySee). */
    familyVisible?: boolean
    after: { at: string; id: string } | null
    limit: number
  },
): Promise<DocumentRow[]> {
  return selectRows<DocumentRow>(
    db,
    sql`${documentSelect}
      where true
        ${input.childId ? sql`and d.child_id = ${input.childId}` : sql``}
        ${input.schoolId ? sql`and d.school_id = ${input.schoolId}` : sql``}
        ${input.reach ? sql`and ${input.reach}` : sql``}
        ${input.status ? sql`and d.status = ${input.status}` : sql``}
        ${input.familyVisible ? sql`and (d.direction = 'input' or d.status = 'Sent')` : sql``}
        ${input.after ? sql`and (d.created_at, d.id) < (${input.after.at}::timestamptz, ${input.after.id}::uuid)` : sql``}
      order by d.created_at desc, d.id desc
      limit ${input.limit + 1}`,
  )
}

export async function lockDocument(db: Queryable, id: string): Promise<void> {
  await db.execute(sql`select 1 from manager_documents where id = ${id} for update`)
}

export async function documentPdf(db: Queryable, id: string) {
  const [row] = await db
    .select({ pdf: managerDocuments.pdf })
    .from(managerDocuments)
    .where(eq(managerDocuments.id, id))
  return row?.pdf ?? null
}

// --- what a template's fields are filled with ----------------------------------------------------

export interface MergeSource {
  firstname: string
  lastname: string
  birthDate: string | null
  schoolName: string
  street: string
  postcode: string
  city: string
  country: string
  timezone: string
  currency: string | null
  guardians: string | null
  contractType: string | null
  contractStart: string | null
  contractEnd: string | null
  monthlyCents: number | null
}

/**
 * The child, the school, the contract holders and the child's current contract in one read: the
 * latest signed contract of the school, else the latest one, with its latest pricing decision.
 */
export async function mergeSourceOf(db: Queryable, childId: string, schoolId: string) {
  const [row] = await selectRows<MergeSource>(
    db,
    sql`select u.firstname, u.lastname, u.birth_date::text as "birthDate", s.name as "schoolName",
        s.street, s.postcode, s.city, s.country, s.timezone, ms.currency,
        (select string_agg(g.firstname || ' ' || g.lastname, ', ' order by gs.referent desc, g.lastname, g.firstname)
          from guardianships gs join manager_guardian_links l on l.guardianship_id = gs.id
          join users g on g.id = gs.guardian_id
          where gs.child_id = u.id and l.contract_holder) as guardians,
        c.type as "contractType", c.start_date::text as "contractStart", c.end_date::text as "contractEnd",
        (select p.monthly_cents from manager_pricing_decisions p where p.contract_id = c.id
          order by p.decided_at desc, p.id desc limit 1) as "monthlyCents"
      from users u
      join schools s on s.id = ${schoolId}
      left join manager_structures ms on ms.school_id = s.id
      left join lateral (select * from manager_contracts mc where mc.child_id = u.id and mc.school_id = s.id
        order by (mc.document_status = 'Signed') desc, mc.start_date desc, mc.id desc limit 1) c on true
      where u.id = ${childId}`,
  )
  return row
}
