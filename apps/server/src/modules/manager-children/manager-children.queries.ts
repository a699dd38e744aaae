import { and, eq, sql, type SQL } from 'drizzle-orm'
import { queryScope } from '@nido/domain/access/scope/query-scope'
import type { AuthorizationKind, ResourceSource } from '@nido/domain/enums/manager-children'
import type { GuardianRelationship } from '@nido/domain/enums/people'
import { foldSearchText } from '@nido/domain/rules/feed-filter'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import {
  managerAuthorizations,
  managerChildFiles,
  managerGuardianLinks,
  managerHouseholdResources,
  managerPickupPersons,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'

// The SQL of manager-children (docs/manager-children.md). Staff reach a child through a section
// of the school whose flags apply (the current school) that their query scope covers (spec 000 §6:
// director and coordinator by school, teacher by section); the school and the scope come from the
// actor, never from the client (ARCHITECTURE §5).

/** "Child `u` attends a section of `schoolId` in the actor's scope." */
export function childReach(actor: Actor, schoolId: string): SQL {
  const scope = queryScope(actor)
  const inScope =
    scope.by === 'school'
      ? sql`sc.school_id = any(${uuidArray(scope.schoolIds)})`
      : scope.by === 'section'
        ? sql`cs.section_id = any(${uuidArray(scope.sectionIds)})`
        : sql`cs.child_id = any(${uuidArray(scope.childIds)})`
  return sql`exists (select 1 from child_sections cs join sections sc on sc.id = cs.section_id
    where cs.child_id = u.id and sc.school_id = ${schoolId} and ${inScope})`
}

/** Spec 000 §4: a people search ignores case and accents; every word must match the name. */
function nameMatches(search: string | undefined): SQL {
  const words = foldSearchText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const name = foldedColumn(sql`u.firstname || ' ' || u.lastname`)
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return sql.join(
    words.map((word) => sql` and ${name} like ${like(word)}`),
    sql``,
  )
}

const afterName = (after: NameKey | null) =>
  after
    ? sql`and (u.lastname, u.firstname, u.id) > (${after.lastname}, ${after.firstname}, ${after.id}::uuid)`
    : sql``

export interface NameKey {
  lastname: string
  firstname: string
  id: string
}

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  birthDate: string | null
  hasFile: boolean
}

const childColumns = sql`u.id, u.firstname, u.lastname, u.birth_date::text as "birthDate",
  exists (select 1 from manager_child_files f where f.child_id = u.id) as "hasFile"`

export async function childInReach(
  db: Queryable,
  actor: Actor,
  schoolId: string,
  childId: string,
): Promise<ChildRow | undefined> {
  const [row] = await selectRows<ChildRow>(
    db,
    sql`select ${childColumns} from users u
    where u.id = ${childId} and u.profile_type = 'CHILD' and ${childReach(actor, schoolId)}`,
  )
  return row
}

/**
 * One page of the children in reach, by last name, first name and id (keyset; the order reads
 * users_child_name_idx, the reach child_sections_section_idx), `limit + 1` rows.
 */
export async function childrenPage(
  db: Queryable,
  actor: Actor,
  input: {
    schoolId: string
    file: 'all' | 'with' | 'without'
    search?: string | undefined
    after: NameKey | null
    limit: number
  },
): Promise<ChildRow[]> {
  const hasFile = sql`exists (select 1 from manager_child_files f where f.child_id = u.id)`
  const fileFilter =
    input.file === 'with' ? sql`and ${hasFile}` : input.file === 'without' ? sql`and not ${hasFile}` : sql``
  return selectRows<ChildRow>(
    db,
    sql`select ${childColumns} from users u
    where u.profile_type = 'CHILD' and ${childReach(actor, input.schoolId)} ${fileFilter}
      ${nameMatches(input.search)} ${afterName(input.after)}
    order by u.lastname, u.firstname, u.id
    limit ${input.limit + 1}`,
  )
}

// --- the file ---------------------------------------------------------------------------------

export type ChildFileRow = typeof managerChildFiles.$inferSelect

export async function fileOf(db: Queryable, childId: string): Promise<ChildFileRow | undefined> {
  const [row] = await db.select().from(managerChildFiles).where(eq(managerChildFiles.childId, childId))
  return row
}

export async function upsertFile(
  db: Queryable,
  childId: string,
  values: Omit<typeof managerChildFiles.$inferInsert, 'childId' | 'id'>,
): Promise<void> {
  await db
    .insert(managerChildFiles)
    .values({ childId, ...values })
    .onConflictDoUpdate({ target: managerChildFiles.childId, set: values })
}

export interface FileGuardianRow {
  id: string
  firstname: string
  lastname: string
  relationship: GuardianRelationship
  contractHolder: boolean
  guardianshipId: string
}

/** The child's guardians with the holder flag, referents first, then by name. */
export async function guardiansOfChild(db: Queryable, childId: string): Promise<FileGuardianRow[]> {
  return selectRows<FileGuardianRow>(
    db,
    sql`select u.id, u.firstname, u.lastname, g.relationship, g.id as "guardianshipId",
        coalesce(l.contract_holder, false) as "contractHolder"
      from guardianships g join users u on u.id = g.guardian_id
      left join manager_guardian_links l on l.guardianship_id = g.id
      where g.child_id = ${childId}
      order by g.referent desc, u.lastname, u.firstname, u.id`,
  )
}

export async function setHolderFlag(db: Queryable, guardianshipId: string, contractHolder: boolean) {
  await db
    .insert(managerGuardianLinks)
    .values({ guardianshipId, contractHolder })
    .onConflictDoUpdate({ target: managerGuardianLinks.guardianshipId, set: { contractHolder } })
}

/** The guardians who hold the child's contract (spec 001 §6 departure picker), by name. */
export async function contractHoldersOf(db: Queryable, childId: string) {
  return selectRows<{ id: string; firstname: string; lastname: string }>(
    db,
    sql`select u.id, u.firstname, u.lastname
      from guardianships g join manager_guardian_links l on l.guardianship_id = g.id
      join users u on u.id = g.guardian_id
      where g.child_id = ${childId} and l.contract_holder
      order by g.referent desc, u.lastname, u.firstname, u.id`,
  )
}

/** Spec 000 §6: whether the guardian holds the child's contract (guardianships_key, then the link). */
export async function holdsContract(db: Queryable, guardianId: string, childId: string): Promise<boolean> {
  const [row] = await selectRows<{ holder: boolean }>(
    db,
    sql`select exists (select 1 from guardianships g join manager_guardian_links l on l.guardianship_id = g.id
      where g.guardian_id = ${guardianId} and g.child_id = ${childId} and l.contract_holder) as holder`,
  )
  return row?.holder ?? false
}

/** The same as a condition on the child `u` of a query, for a whole set of children at once. */
export function contractHeldBy(guardianId: string): SQL {
  return sql`exists (select 1 from guardianships g join manager_guardian_links l on l.guardianship_id = g.id
    where g.guardian_id = ${guardianId} and g.child_id = u.id and l.contract_holder)`
}

// --- persons allowed to pick up ---------------------------------------------------------------

export type PickupPersonRow = typeof managerPickupPersons.$inferSelect

export async function pickupPersonsOf(db: Queryable, childId: string): Promise<PickupPersonRow[]> {
  return db
    .select()
    .from(managerPickupPersons)
    .where(eq(managerPickupPersons.childId, childId))
    .orderBy(managerPickupPersons.position, managerPickupPersons.id)
}

export async function insertPickupPerson(
  db: Queryable,
  values: Omit<typeof managerPickupPersons.$inferInsert, 'id' | 'position'>,
): Promise<void> {
  // The next position, read in the insert so two adds in a row keep their order.
  await db.insert(managerPickupPersons).values({
    ...values,
    position: sql`(select coalesce(max(position), 0) + 1 from manager_pickup_persons where child_id = ${values.childId})`,
  })
}

export async function updatePickupPerson(
  db: Queryable,
  childId: string,
  personId: string,
  values: Partial<typeof managerPickupPersons.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(managerPickupPersons)
    .set(values)
    .where(and(eq(managerPickupPersons.id, personId), eq(managerPickupPersons.childId, childId)))
    .returning({ id: managerPickupPersons.id })
  return rows.length > 0
}

export async function deletePickupPerson(db: Queryable, childId: string, personId: string): Promise<boolean> {
  const rows = await db
    .delete(managerPickupPersons)
    .where(and(eq(managerPickupPersons.id, personId), eq(managerPickupPersons.childId, childId)))
    .returning({ id: managerPickupPersons.id })
  return rows.length > 0
}

// --- authorizations ---------------------------------------------------------------------------

export interface AuthorizationRow {
  childId: string
  kind: AuthorizationKind
  granted: boolean
  decidedAt: Date | string
  decidedBy: { id: string; firstname: string; lastname: string } | null
}

/** The answers of several children in one query (the table page, no N+1). */
export async function authorizationsOf(
  db: Queryable,
  childIds: readonly string[],
): Promise<AuthorizationRow[]> {
  if (childIds.length === 0) return []
  return selectRows<AuthorizationRow>(
    db,
    sql`select a.child_id as "childId", a.kind, a.granted, a.decided_at as "decidedAt",
        case when d.id is null then null
          else json_build_object('id', d.id, 'firstname', d.firstname, 'lastname', d.lastname) end as "decidedBy"
      from manager_authorizations a left join users d on d.id = a.decided_by_id
      where a.child_id = any(${uuidArray(childIds)})`,
  )
}

export async function upsertAuthorization(
  db: Queryable,
  values: {
    childId: string
    kind: AuthorizationKind
    granted: boolean
    decidedById: string
    decidedAt: Date
  },
): Promise<void> {
  const { granted, decidedById, decidedAt } = values
  await db
    .insert(managerAuthorizations)
    .values(values)
    .onConflictDoUpdate({
      target: [managerAuthorizations.childId, managerAuthorizations.kind],
      set: { granted, decidedById, decidedAt },
    })
}

// --- guardians and household resources ---------------------------------------------------------

export interface GuardianRow {
  id: string
  firstname: string
  lastname: string
  email: string | null
  phone: string | null
}

/** "Guardian `u` has a child in reach" (guardianships_key, then the child's sections). */
function guardianReach(actor: Actor, schoolId: string): SQL {
  const scope = queryScope(actor)
  const inScope =
    scope.by === 'school'
      ? sql`sc.school_id = any(${uuidArray(scope.schoolIds)})`
      : scope.by === 'section'
        ? sql`cs.section_id = any(${uuidArray(scope.sectionIds)})`
        : sql`cs.child_id = any(${uuidArray(scope.childIds)})`
  return sql`exists (select 1 from guardianships g join child_sections cs on cs.child_id = g.child_id
    join sections sc on sc.id = cs.section_id
    where g.guardian_id = u.id and sc.school_id = ${schoolId} and ${inScope})`
}

const guardianColumns = sql`u.id, u.firstname, u.lastname, u.email, u.phone`

export async function guardianInReach(db: Queryable, actor: Actor, schoolId: string, guardianId: string) {
  const [row] = await selectRows<GuardianRow>(
    db,
    sql`select ${guardianColumns} from users u
      where u.id = ${guardianId} and u.profile_type = 'GUARDIAN' and ${guardianReach(actor, schoolId)}`,
  )
  return row
}

export async function guardiansPage(
  db: Queryable,
  actor: Actor,
  input: { schoolId: string; search?: string | undefined; after: NameKey | null; limit: number },
): Promise<GuardianRow[]> {
  return selectRows<GuardianRow>(
    db,
    sql`select ${guardianColumns} from users u
      where u.profile_type = 'GUARDIAN' and ${guardianReach(actor, input.schoolId)}
        ${nameMatches(input.search)} ${afterName(input.after)}
      order by u.lastname, u.firstname, u.id
      limit ${input.limit + 1}`,
  )
}

/** The children in reach of several guardians at once, by name. */
export async function childrenOfGuardians(
  db: Queryable,
  actor: Actor,
  schoolId: string,
  guardianIds: readonly string[],
) {
  if (guardianIds.length === 0) return []
  return selectRows<{ guardianId: string; id: string; firstname: string; lastname: string }>(
    db,
    sql`select g.guardian_id as "guardianId", u.id, u.firstname, u.lastname
      from guardianships g join users u on u.id = g.child_id
      where g.guardian_id = any(${uuidArray(guardianIds)}) and ${childReach(actor, schoolId)}
      order by u.lastname, u.firstname, u.id`,
  )
}

export interface ResourceRow {
  id: string
  guardianId: string
  validFrom: string
  monthlyAmountCents: number
  childrenInCharge: number
  aeeh: boolean
  source: ResourceSource
  proofNote: string | null
  createdAt: Date | string
  recordedBy: { id: string; firstname: string; lastname: string } | null
}

const resourceColumns = sql`r.id, r.guardian_id as "guardianId", r.valid_from::text as "validFrom",
  r.monthly_amount_cents as "monthlyAmountCents", r.children_in_charge as "childrenInCharge", r.aeeh,
  r.source, r.proof_note as "proofNote", r.created_at as "createdAt",
  case when d.id is null then null
    else json_build_object('id', d.id, 'firstname', d.firstname, 'lastname', d.lastname) end as "recordedBy"`

/** Per guardian, the row valid on `today`, else the nearest future one (one query for the page). */
export async function currentResources(
  db: Queryable,
  schoolId: string,
  guardianIds: readonly string[],
  today: string,
): Promise<ResourceRow[]> {
  if (guardianIds.length === 0) return []
  return selectRows<ResourceRow>(
    db,
    sql`select distinct on (r.guardian_id) ${resourceColumns}
      from manager_household_resources r left join users d on d.id = r.recorded_by_id
      where r.school_id = ${schoolId} and r.guardian_id = any(${uuidArray(guardianIds)})
      order by r.guardian_id, (r.valid_from <= ${today}::date) desc,
        case when r.valid_from <= ${today}::date then r.valid_from end desc,
        r.valid_from, r.id desc`,
  )
}

/** A guardian's rows, newest validity first (keyset on valid_from desc, id desc). */
export async function resourcesPage(
  db: Queryable,
  input: {
    schoolId: string
    guardianId: string
    after: { validFrom: string; id: string } | null
    limit: number
  },
): Promise<ResourceRow[]> {
  const after = input.after
  return selectRows<ResourceRow>(
    db,
    sql`select ${resourceColumns}
      from manager_household_resources r left join users d on d.id = r.recorded_by_id
      where r.school_id = ${input.schoolId} and r.guardian_id = ${input.guardianId}
        ${after ? sql`and (r.valid_from, r.id) < (${after.validFrom}::date, ${after.id}::uuid)` : sql``}
      order by r.valid_from desc, r.id desc
      limit ${input.limit + 1}`,
  )
}

export async function insertResource(
  db: Queryable,
  values: typeof managerHouseholdResources.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(managerHouseholdResources)
    .values(values)
    .returning({ id: managerHouseholdResources.id })
  return row!.id
}

export async function resourceById(db: Queryable, id: string): Promise<ResourceRow | undefined> {
  const [row] = await selectRows<ResourceRow>(
    db,
    sql`select ${resourceColumns}
      from manager_household_resources r left join users d on d.id = r.recorded_by_id
      where r.id = ${id}`,
  )
  return row
}

// --- scope metadata ---------------------------------------------------------------------------

/** Of `ids`, the contract holders of children in `childCondition`, with those children. */
export async function holdersAmong(db: Queryable, ids: readonly string[], childCondition: SQL) {
  if (ids.length === 0) return []
  return selectRows<{ id: string; firstname: string; lastname: string; childIds: string[] }>(
    db,
    sql`select h.id, h.firstname, h.lastname, array_agg(g.child_id::text order by g.child_id) as "childIds"
      from guardianships g join manager_guardian_links l on l.guardianship_id = g.id and l.contract_holder
      join users h on h.id = g.guardian_id
      join users u on u.id = g.child_id
      where g.guardian_id = any(${uuidArray(ids)}) and ${childCondition}
      group by h.id, h.firstname, h.lastname
      order by h.lastname, h.firstname, h.id`,
  )
}

/** The child's first school (by section name, as the daily module reads it) and its time zone. */
export async function schoolOfChild(db: Queryable, childId: string) {
  const [row] = await selectRows<{ schoolId: string; timezone: string }>(
    db,
    sql`select sc.school_id as "schoolId", s.timezone from child_sections cs
      join sections sc on sc.id = cs.section_id join schools s on s.id = sc.school_id
      where cs.child_id = ${childId}
      order by sc.name, sc.id limit 1`,
  )
  return row
}

export async function schoolTimezone(db: Queryable, schoolId: string): Promise<string> {
  const [row] = await selectRows<{ timezone: string }>(
    db,
    sql`select timezone from schools where id = ${schoolId}`,
  )
  return row?.timezone ?? 'UTC'
}
