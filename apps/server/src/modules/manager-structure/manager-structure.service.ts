import {
  defaultBillingSettings,
  type Closing,
  type ClosingId,
  type ClosingInput,
  type GroupSettings,
  type GroupSettingsInput,
  type ManagerOpenings,
  type Occupation,
  type ServiceOption,
  type ServiceOptionId,
  type ServiceOptionInput,
  type Structure,
  type StructureInput,
  type WeeklyOpenings,
} from '@nido/domain/contracts/manager-structure'
import { AppError } from '@nido/domain/errors'
import { idFromRow, type GroupId, type SchoolId } from '@nido/domain/ids'
import { weeklyHours } from '@nido/domain/rules/openings'
import {
  invalidSlots,
  minutesOf,
  normalBic,
  normalCreditorId,
  normalIban,
} from '@nido/domain/rules/manager-structure'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { currentSchoolOf, managesSchool } from '../../platform/school-scope'
import {
  closingById,
  closingsPage,
  deleteClosingRow,
  insertClosing,
  regularOpenings,
  replaceWeeklyOpenings,
  updateClosingRow,
  type ClosingRow,
} from '../openings/index'
import {
  groupName,
  groupSettingsOf,
  insertServiceOption,
  occupationOf,
  schoolById,
  serviceOptionById,
  serviceOptionNamed,
  serviceOptionsPage,
  structureOf,
  updateServiceOptionRow,
  upsertGroupSettings,
  upsertStructure,
  type ServiceOptionRow,
} from './manager-structure.queries'

// The manager's structure, openings, pricing catalogue and group settings (docs/manager.md).
// Everything is the current school's (spec 000 §4 scope selector), which must lie in the actor's
// tree: another school answers 404 (ARCHITECTURE §5). The action rules (profiles, observers, the
// manager flag) were checked by the router before these run.

/** The current school, with its group and time zone; NOT_FOUND outside the actor's tree. */
async function currentSchool(db: Queryable, actor: Actor) {
  const school = await schoolById(db, currentSchoolOf(actor))
  if (!school) throw new AppError('NOT_FOUND')
  return school
}

// --- structure ------------------------------------------------------------------------------

/** A structure never saved: the group's defaults (decision 0049). */
async function draftStructure(db: Queryable, groupId: string): Promise<StructureInput> {
  const group = await groupSettingsOf(db, groupId)
  return {
    kind: 'collective',
    capacity: 0,
    capacitySlots: [],
    cafNumbers: [],
    currency: group?.defaultCurrency ?? 'EUR',
    creditorName: '',
    creditorId: '',
    iban: '',
    bic: '',
    invoicePrefix: '',
    invoiceNextNumber: 1,
    billing: { ...defaultBillingSettings, ...group?.billing },
  }
}

export async function getStructure(db: Queryable, actor: Actor): Promise<Structure> {
  const school = await currentSchool(db, actor)
  const row = await structureOf(db, school.id)
  const values: StructureInput = row
    ? {
        kind: row.kind,
        capacity: row.capacity,
        capacitySlots: row.capacitySlots,
        cafNumbers: row.cafNumbers,
        currency: row.currency,
        creditorName: row.creditorName,
        creditorId: row.creditorId,
        iban: row.iban,
        bic: row.bic,
        invoicePrefix: row.invoicePrefix,
        invoiceNextNumber: row.invoiceNextNumber,
        // Settings added after the row was written take their defaults.
        billing: { ...defaultBillingSettings, ...row.billing },
      }
    : await draftStructure(db, school.groupId)
  return {
    ...values,
    schoolId: idFromRow<SchoolId>(school.id),
    schoolName: school.name,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  }
}

const slotError = (field: string, indexes: number[]) =>
  new AppError(
    'TIME_SLOTS_INVALID',
    indexes.map((i) => ({ path: `body.${field}.${i}`, message: 'Empty or overlapping slot' })),
  )

/** Bank and creditor ids in their normal form; an invalid one names its field. */
function checkedStructure(input: StructureInput): StructureInput {
  const bad = invalidSlots(input.capacitySlots)
  if (bad.length > 0) throw slotError('capacitySlots', bad)
  const iban = input.iban === '' ? '' : normalIban(input.iban)
  if (iban === null)
    throw new AppError('STRUCTURE_IBAN_INVALID', [{ path: 'body.iban', message: 'Invalid IBAN' }])
  const bic = input.bic === '' ? '' : normalBic(input.bic)
  if (bic === null)
    throw new AppError('STRUCTURE_BIC_INVALID', [{ path: 'body.bic', message: 'Invalid BIC' }])
  const creditorId = input.creditorId === '' ? '' : normalCreditorId(input.creditorId)
  if (creditorId === null)
    throw new AppError('STRUCTURE_CREDITOR_ID_INVALID', [
      { path: 'body.creditorId', message: 'Invalid SEPA creditor identifier' },
    ])
  const monthsWithoutInvoice = [...new Set(input.billing.monthsWithoutInvoice)].sort((a, b) => a - b)
  return { ...input, iban, bic, creditorId, billing: { ...input.billing, monthsWithoutInvoice } }
}

export async function updateStructure(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: StructureInput,
): Promise<Structure> {
  const school = await currentSchool(tx, actor)
  const values = checkedStructure(input)
  await upsertStructure(tx, school.id, values, now)
  await audit(tx, actor, 'managerStructure.update', { schoolId: school.id })
  return getStructure(tx, actor)
}

// --- openings -------------------------------------------------------------------------------

export async function getOpenings(db: Queryable, actor: Actor): Promise<ManagerOpenings> {
  const school = await currentSchool(db, actor)
  return {
    schoolId: idFromRow<SchoolId>(school.id),
    timezone: school.timezone,
    weekdays: weeklyHours(await regularOpenings(db, school.id)),
  }
}

export async function updateOpenings(
  tx: Queryable,
  actor: Actor,
  input: WeeklyOpenings,
): Promise<ManagerOpenings> {
  const school = await currentSchool(tx, actor)
  const periods = input.weekdays.flatMap((d) => d.periods.map((p) => ({ weekday: d.weekday, ...p })))
  const bad = invalidSlots(periods.map((p) => ({ weekday: p.weekday, from: p.startsAt, to: p.endsAt })))
  if (bad.length > 0) throw slotError('weekdays', bad)
  await replaceWeeklyOpenings(tx, school.id, periods)
  await audit(tx, actor, 'managerStructure.updateOpenings', { schoolId: school.id })
  return getOpenings(tx, actor)
}

const toClosing = (row: ClosingRow): Closing => ({
  id: idFromRow<ClosingId>(row.id),
  label: row.label,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
})

export async function listClosings(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { when: 'upcoming' | 'past'; cursor?: string | undefined; limit: number },
) {
  const school = await currentSchool(db, actor)
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await closingsPage(db, {
    schoolId: school.id,
    today: localDate(now, school.timezone),
    when: query.when,
    after: after && { dateFrom: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.dateFrom, last.id]))
  return { items: page.rows.map(toClosing), nextCursor: page.nextCursor }
}

/** A closing of a school the actor manages (spec 000 §6 query scope by school), else nothing. */
export async function closingInScope(db: Queryable, actor: Actor, closingId: string) {
  const row = await closingById(db, closingId)
  return row && managesSchool(actor, row.schoolId) ? row : undefined
}

function checkedClosing(input: ClosingInput): ClosingInput {
  const bad = (message: string, field: string) =>
    new AppError('CLOSING_DATES_INVALID', [{ path: `body.${field}`, message }])
  if (input.dateTo < input.dateFrom) throw bad('Ends before it starts', 'dateTo')
  if ((input.startsAt === null) !== (input.endsAt === null)) throw bad('Both times or neither', 'endsAt')
  if (
    input.startsAt !== null &&
    input.endsAt !== null &&
    minutesOf(input.startsAt) >= minutesOf(input.endsAt)
  )
    throw bad('Ends before it starts', 'endsAt')
  return input
}

export async function createClosing(tx: Queryable, actor: Actor, input: ClosingInput): Promise<Closing> {
  const school = await currentSchool(tx, actor)
  const row = await insertClosing(tx, school.id, checkedClosing(input))
  await audit(tx, actor, 'managerStructure.createClosing', { schoolId: school.id, closingId: row.id })
  return toClosing(row)
}

export async function updateClosing(
  tx: Queryable,
  actor: Actor,
  closing: ClosingRow,
  input: ClosingInput,
): Promise<Closing> {
  const row = await updateClosingRow(tx, closing.id, checkedClosing(input))
  await audit(tx, actor, 'managerStructure.updateClosing', { schoolId: closing.schoolId, closingId: row.id })
  return toClosing(row)
}

export async function deleteClosing(tx: Queryable, actor: Actor, closing: ClosingRow) {
  await deleteClosingRow(tx, closing.id)
  await audit(tx, actor, 'managerStructure.deleteClosing', {
    schoolId: closing.schoolId,
    closingId: closing.id,
  })
  return {}
}

// --- pricing catalogue ----------------------------------------------------------------------

async function currencyOf(db: Queryable, schoolId: string, groupId: string): Promise<string> {
  const structure = await structureOf(db, schoolId)
  if (structure) return structure.currency
  return (await groupSettingsOf(db, groupId))?.defaultCurrency ?? 'EUR'
}

const toServiceOption = (row: ServiceOptionRow, currency: string): ServiceOption => ({
  id: idFromRow<ServiceOptionId>(row.id),
  name: row.name,
  pricingUnit: row.pricingUnit,
  unitPriceCents: row.unitPriceCents,
  priceUnit: row.priceUnit,
  priceUnitLabel: row.priceUnitLabel,
  category: row.category,
  active: row.active,
  currency,
  archivedAt: row.archivedAt?.toISOString() ?? null,
})

export async function listServiceOptions(
  db: Queryable,
  actor: Actor,
  query: { status: 'current' | 'archived'; cursor?: string | undefined; limit: number },
) {
  const school = await currentSchool(db, actor)
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const [rows, currency] = await Promise.all([
    serviceOptionsPage(db, {
      schoolId: school.id,
      archived: query.status === 'archived',
      after: after && { name: after[0], id: after[1] },
      limit: query.limit,
    }),
    currencyOf(db, school.id, school.groupId),
  ])
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.name, last.id]))
  return { items: page.rows.map((r) => toServiceOption(r, currency)), nextCursor: page.nextCursor }
}

/** A service option of a school the actor manages, else nothing (404). */
export async function serviceOptionInScope(db: Queryable, actor: Actor, id: string) {
  const row = await serviceOptionById(db, id)
  return row && managesSchool(actor, row.schoolId) ? row : undefined
}

async function checkName(db: Queryable, schoolId: string, name: string, exceptId?: string) {
  if (await serviceOptionNamed(db, schoolId, name, exceptId))
    throw new AppError('SERVICE_OPTION_NAME_TAKEN', [{ path: 'body.name', message: 'Name taken' }])
}

export async function createServiceOption(
  tx: Queryable,
  actor: Actor,
  input: ServiceOptionInput,
): Promise<ServiceOption> {
  const school = await currentSchool(tx, actor)
  await checkName(tx, school.id, input.name)
  const row = await insertServiceOption(tx, { schoolId: school.id, ...input })
  await audit(tx, actor, 'managerStructure.createServiceOption', {
    schoolId: school.id,
    serviceOptionId: row.id,
  })
  return toServiceOption(row, await currencyOf(tx, school.id, school.groupId))
}

async function schoolCurrency(db: Queryable, schoolId: string) {
  const school = await schoolById(db, schoolId)
  return currencyOf(db, schoolId, school?.groupId ?? '')
}

export async function updateServiceOption(
  tx: Queryable,
  actor: Actor,
  option: ServiceOptionRow,
  input: ServiceOptionInput,
): Promise<ServiceOption> {
  if (option.archivedAt) throw new AppError('SERVICE_OPTION_ARCHIVED')
  await checkName(tx, option.schoolId, input.name, option.id)
  const row = await updateServiceOptionRow(tx, option.id, input)
  await audit(tx, actor, 'managerStructure.updateServiceOption', {
    schoolId: option.schoolId,
    serviceOptionId: option.id,
  })
  return toServiceOption(row, await schoolCurrency(tx, option.schoolId))
}

export async function archiveServiceOption(
  tx: Queryable,
  actor: Actor,
  option: ServiceOptionRow,
  now: Date,
): Promise<ServiceOption> {
  if (option.archivedAt) throw new AppError('SERVICE_OPTION_ARCHIVED')
  const row = await updateServiceOptionRow(tx, option.id, { archivedAt: now, active: false })
  await audit(tx, actor, 'managerStructure.archiveServiceOption', {
    schoolId: option.schoolId,
    serviceOptionId: option.id,
  })
  return toServiceOption(row, await schoolCurrency(tx, option.schoolId))
}

// --- group settings and occupation ----------------------------------------------------------

/** The current school's group, when the coordinator is assigned to it (spec 000 §6). */
async function currentGroup(db: Queryable, actor: Actor) {
  const school = await currentSchool(db, actor)
  if (!actor.structureTreeScope.groupIds.includes(school.groupId)) throw new AppError('NOT_FOUND')
  return school.groupId
}

export async function getGroupSettings(db: Queryable, actor: Actor): Promise<GroupSettings> {
  const groupId = await currentGroup(db, actor)
  const [row, name] = await Promise.all([groupSettingsOf(db, groupId), groupName(db, groupId)])
  return {
    groupId: idFromRow<GroupId>(groupId),
    groupName: name,
    billing: { ...defaultBillingSettings, ...row?.billing },
    defaultCurrency: row?.defaultCurrency ?? 'EUR',
    updatedAt: row ? row.updatedAt.toISOString() : null,
  }
}

export async function updateGroupSettings(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: GroupSettingsInput,
): Promise<GroupSettings> {
  const groupId = await currentGroup(tx, actor)
  await upsertGroupSettings(tx, groupId, input, now)
  await audit(tx, actor, 'managerStructure.updateGroupSettings', { groupId })
  return getGroupSettings(tx, actor)
}

export async function getOccupation(db: Queryable, actor: Actor): Promise<Occupation> {
  const school = await currentSchool(db, actor)
  const [structure, occupation] = await Promise.all([structureOf(db, school.id), occupationOf(db, school.id)])
  return {
    schoolId: idFromRow<SchoolId>(school.id),
    schoolName: school.name,
    capacity: structure?.capacity ?? null,
    capacitySlots: structure?.capacitySlots ?? [],
    ...occupation,
  }
}
