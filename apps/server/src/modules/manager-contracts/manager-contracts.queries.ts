import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { StructureKind } from '@nido/domain/enums/manager'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  managerContracts,
  managerPricingDecisions,
  managerServiceOptions,
  managerStructures,
  schools,
} from '../../db/schema/index'

// The SQL of manager-contracts (docs/manager-contracts.md). The child's scope is checked by
// manager-children's scope functions; here a contract is read by id, a child's contracts a page
// at a time (keyset on start_date, id: manager_contracts_child_idx) with the latest decision's
// monthly amount read in the same statement (a lateral on manager_pricing_decisions_contract_idx).

export type ContractRow = Omit<typeof managerContracts.$inferSelect, 'pdf'>

const person = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id,
    'firstname', ${alias}.firstname, 'lastname', ${alias}.lastname) end`)

export interface ContractDetailRow extends ContractRow {
  child: { id: string; firstname: string; lastname: string }
  serviceOption: { id: string; name: string } | null
  signedBy: { id: string; firstname: string; lastname: string } | null
}

const { pdf: _pdf, ...withoutPdf } = getTableColumns(managerContracts)

/** The contract without its PDF bytes, with the names a response shows. */
export async function contractById(
  db: Queryable,
  contractId: string,
): Promise<ContractDetailRow | undefined> {
  const [row] = await db
    .select({
      ...withoutPdf,
      child: sql<ContractDetailRow['child']>`(select json_build_object('id', u.id, 'firstname',
        u.firstname, 'lastname', u.lastname) from users u where u.id = ${managerContracts.childId})`,
      serviceOption: sql<ContractDetailRow['serviceOption']>`(select json_build_object('id', o.id,
        'name', o.name) from ${managerServiceOptions} o where o.id = ${managerContracts.serviceOptionId})`,
      signedBy: sql<ContractDetailRow['signedBy']>`(select ${person('s')} from users s
        where s.id = ${managerContracts.signedById})`,
    })
    .from(managerContracts)
    .where(eq(managerContracts.id, contractId))
  return row
}

export async function contractPdf(db: Queryable, contractId: string) {
  const [row] = await db
    .select({ pdf: managerContracts.pdf, pdfSha256: managerContracts.pdfSha256 })
    .from(managerContracts)
    .where(eq(managerContracts.id, contractId))
  return row
}

export interface ContractSummaryRow {
  id: string
  childId: string
  childFirstname: string
  childLastname: string
  type: ContractRow['type']
  tarificationType: ContractRow['tarificationType']
  startDate: string
  endDate: string
  documentStatus: ContractRow['documentStatus']
  status: ContractRow['status']
  estimateStatus: ContractRow['estimateStatus']
  monthlyCents: number | null
  currency: string
  updatedAt: Date | string
}

/** What a guardian sees: contracts once sent, and drafts shown to them as an estimate. */
export const guardianVisible = sql`(c.document_status <> 'Draft' or c.estimate_status in ('submitted', 'accepted'))`

/**
 * One page of contracts, latest start first, `limit + 1` rows, in one statement: a child's
 * (`childId`, on manager_contracts_child_idx) or a school's within the actor's reach (`reach`, a
 * condition on the child `u`, on manager_contracts_school_idx).
 */
export async function contractsPage(
  db: Queryable,
  input: {
    childId?: string
    schoolId: string | null
    reach?: SQL
    documentStatus?: ContractRow['documentStatus'] | undefined
    guardianView: boolean
    after: { startDate: string; id: string } | null
    limit: number
  },
): Promise<ContractSummaryRow[]> {
  return selectRows<ContractSummaryRow>(
    db,
    sql`select c.id, c.child_id as "childId", u.firstname as "childFirstname",
        u.lastname as "childLastname", c.type, c.tarification_type as "tarificationType",
        c.start_date::text as "startDate", c.end_date::text as "endDate",
        c.document_status as "documentStatus", c.status, c.estimate_status as "estimateStatus",
        d.monthly_cents as "monthlyCents", coalesce(d.currency, ms.currency, 'EUR') as currency,
        c.updated_at as "updatedAt"
      from manager_contracts c
      join users u on u.id = c.child_id
      left join manager_structures ms on ms.school_id = c.school_id
      left join lateral (select p.monthly_cents, p.currency from manager_pricing_decisions p
        where p.contract_id = c.id order by p.decided_at desc, p.id desc limit 1) d on true
      where true
        ${input.childId ? sql`and c.child_id = ${input.childId}` : sql``}
        ${input.schoolId ? sql`and c.school_id = ${input.schoolId}` : sql``}
        ${input.reach ? sql`and ${input.reach}` : sql``}
        ${input.documentStatus ? sql`and c.document_status = ${input.documentStatus}` : sql``}
        ${input.guardianView ? sql`and ${guardianVisible}` : sql``}
        ${input.after ? sql`and (c.start_date, c.id) < (${input.after.startDate}::date, ${input.after.id}::uuid)` : sql``}
      order by c.start_date desc, c.id desc
      limit ${input.limit + 1}`,
  )
}

export async function insertContract(
  db: Queryable,
  values: typeof managerContracts.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(managerContracts).values(values).returning({ id: managerContracts.id })
  return row!.id
}

export async function updateContract(
  db: Queryable,
  contractId: string,
  values: Partial<typeof managerContracts.$inferInsert>,
): Promise<void> {
  await db.update(managerContracts).set(values).where(eq(managerContracts.id, contractId))
}

export async function deleteContract(db: Queryable, contractId: string): Promise<void> {
  await db.delete(managerContracts).where(eq(managerContracts.id, contractId))
}

/** Locks the contract's row: two writes at once see one another's state. */
export async function lockContract(db: Queryable, contractId: string): Promise<void> {
  await db.execute(sql`select 1 from manager_contracts where id = ${contractId} for update`)
}

// --- pricing decisions ----------------------------------------------------------------------------

export type DecisionRow = typeof managerPricingDecisions.$inferSelect & {
  decidedBy: { id: string; firstname: string; lastname: string } | null
}

const decisionColumns = {
  ...getTableColumns(managerPricingDecisions),
  decidedBy: sql<DecisionRow['decidedBy']>`(select ${person('b')} from users b
    where b.id = ${managerPricingDecisions.decidedById})`,
}

export async function latestDecision(db: Queryable, contractId: string): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select(decisionColumns)
    .from(managerPricingDecisions)
    .where(eq(managerPricingDecisions.contractId, contractId))
    .orderBy(sql`${managerPricingDecisions.decidedAt} desc, ${managerPricingDecisions.id} desc`)
    .limit(1)
  return row
}

/** One page of the contract's decisions, latest first, `limit + 1` rows. */
export async function decisionsPage(
  db: Queryable,
  input: { contractId: string; after: { at: string; id: string } | null; limit: number },
): Promise<DecisionRow[]> {
  return db
    .select(decisionColumns)
    .from(managerPricingDecisions)
    .where(
      and(
        eq(managerPricingDecisions.contractId, input.contractId),
        input.after
          ? sql`(${managerPricingDecisions.decidedAt}, ${managerPricingDecisions.id}) <
            (${input.after.at}::timestamptz, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${managerPricingDecisions.decidedAt} desc, ${managerPricingDecisions.id} desc`)
    .limit(input.limit + 1)
}

export async function insertDecision(
  db: Queryable,
  values: typeof managerPricingDecisions.$inferInsert,
): Promise<void> {
  await db.insert(managerPricingDecisions).values(values)
}

// --- what pricing reads besides the contract -----------------------------------------------------

export interface HolderResourceRow {
  id: string
  guardianId: string
  monthlyAmountCents: number
  childrenInCharge: number
  aeeh: boolean
}

/**
 * The household the contract is priced for: the child's contract holders in the order the file
 * lists them (referent first, then by name), and of the first who has a resource row in this
 * school, the row valid on `date` (the latest valid_from on or before it), else their latest row.
 */
export async function holderResource(
  db: Queryable,
  input: { childId: string; schoolId: string; date: string },
): Promise<HolderResourceRow | undefined> {
  const [row] = await selectRows<HolderResourceRow>(
    db,
    sql`select r.id, r.guardian_id as "guardianId", r.monthly_amount_cents as "monthlyAmountCents",
        r.children_in_charge as "childrenInCharge", r.aeeh
      from guardianships g
      join manager_guardian_links l on l.guardianship_id = g.id and l.contract_holder
      join users u on u.id = g.guardian_id
      join lateral (select * from manager_household_resources h
        where h.guardian_id = g.guardian_id and h.school_id = ${input.schoolId}
        order by (h.valid_from <= ${input.date}::date) desc, h.valid_from desc, h.id desc
        limit 1) r on true
      where g.child_id = ${input.childId}
      order by g.referent desc, u.lastname, u.firstname, u.id
      limit 1`,
  )
  return row
}

export interface SchoolOfContract {
  name: string
  country: string
  structureKind: StructureKind | null
  currency: string | null
}

export async function schoolForPricing(
  db: Queryable,
  schoolId: string,
): Promise<SchoolOfContract | undefined> {
  const [row] = await db
    .select({
      name: schools.name,
      country: schools.country,
      structureKind: managerStructures.kind,
      currency: managerStructures.currency,
    })
    .from(schools)
    .leftJoin(managerStructures, eq(managerStructures.schoolId, schools.id))
    .where(eq(schools.id, schoolId))
  return row
}

/** A service option of the school, to check the one a contract names. */
export async function serviceOptionOf(db: Queryable, schoolId: string, optionId: string) {
  const [row] = await db
    .select({ id: managerServiceOptions.id })
    .from(managerServiceOptions)
    .where(and(eq(managerServiceOptions.id, optionId), eq(managerServiceOptions.schoolId, schoolId)))
  return row
}
