import { createHash } from 'node:crypto'
import type {
  ContractSummary,
  ManagerContract,
  zContractFields,
} from '@nido/domain/contracts/manager-contracts'
import { AppError } from '@nido/domain/errors'
import { paperLanguageOf } from '@nido/domain/manager/paper'
import type { z } from 'zod'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { listSchoolOf } from '../../platform/school-scope'
import { childInScope, childReach } from '../manager-children/index'
import { contractConditionsOf } from '../manager-documents/index'
import { contractPdf } from './manager-contracts.pdf'
import { pricingInputOf, reprice, toDecision } from './manager-contracts.pricing'
import {
  contractById,
  contractPdf as storedPdf,
  contractsPage,
  decisionsPage,
  deleteContract,
  insertContract,
  latestDecision,
  lockContract,
  schoolForPricing,
  serviceOptionOf,
  updateContract,
  type ContractDetailRow,
  type ContractRow,
  type ContractSummaryRow,
} from './manager-contracts.queries'

// The manager's contracts (docs/manager-contracts.md, decision 0061). The router has checked the
// profile, the observer flag and the manager flag; here the child is looked for through
// manager-children's scope functions, and a contract outside them answers 404. Every price the
// engine gives a contract is kept as an immutable decision; sending freezes the PDF the family
// then signs.

type Fields = z.output<typeof zContractFields>
const iso = (at: Date | string) => new Date(at).toISOString()

export interface ContractInScope {
  contract: ContractDetailRow
  schoolId: string
}

/** The staff routes' scope function: a contract whose child is in the actor's reach (404 else). */
export async function contractInScope(
  db: Queryable,
  actor: Actor,
  contractId: string,
): Promise<ContractInScope | undefined> {
  const contract = await contractById(db, contractId)
  if (!contract) return undefined
  const child = await childInScope(db, actor, contract.childId)
  if (!child || child.schoolId !== contract.schoolId) return undefined
  return { contract, schoolId: child.schoolId }
}

/** What a guardian may see of their held child: sent contracts, and drafts shown as estimates. */
const guardianMaySee = (c: { documentStatus: string; estimateStatus: string }) =>
  c.documentStatus !== 'Draft' || c.estimateStatus !== 'none'

/**
 * The guardian routes' contract, once the route has the held child (manager-children's
 * heldChildInScope: 404 if not a holder, 403 if the manager is off or lite): it belongs to that
 * child and the guardian may see it (404 else).
 */
export async function heldContract(
  db: Queryable,
  childId: string,
  contractId: string,
): Promise<ContractInScope> {
  const contract = await contractById(db, contractId)
  if (!contract || contract.childId !== childId || !guardianMaySee(contract)) throw new AppError('NOT_FOUND')
  return { contract, schoolId: contract.schoolId }
}

/** Director and coordinator write contracts, not observers, and only drafts (the server decides). */
const mayEdit = (actor: Actor, contract: { documentStatus: string }) =>
  contract.documentStatus === 'Draft' &&
  (actor.userPermission.profileType === 'DIRECTOR' || actor.userPermission.profileType === 'COORDINATOR') &&
  !actor.observer

// --- reading ----------------------------------------------------------------------------------

function toSummary(row: ContractSummaryRow): ContractSummary {
  return {
    id: row.id,
    child: { id: row.childId, firstname: row.childFirstname, lastname: row.childLastname },
    type: row.type,
    tarificationType: row.tarificationType,
    startDate: row.startDate,
    endDate: row.endDate,
    documentStatus: row.documentStatus,
    status: row.status,
    estimateStatus: row.estimateStatus,
    monthlyCents: row.monthlyCents,
    currency: row.currency,
    updatedAt: iso(row.updatedAt),
  }
}

/** The contract as the actor sees it, read again (in the write's transaction after a write). */
export async function contractDetail(
  db: Queryable,
  actor: Actor,
  contractId: string,
): Promise<ManagerContract> {
  const c = await contractById(db, contractId)
  if (!c) throw new AppError('NOT_FOUND')
  const built = await pricingInputOf(db, c)
  const latest = await latestDecision(db, c.id)
  const pricing = built.missing.length === 0 && latest ? toDecision(latest) : null
  return {
    ...toSummary({
      ...c,
      childFirstname: c.child.firstname,
      childLastname: c.child.lastname,
      monthlyCents: latest?.monthlyCents ?? null,
      currency: latest?.currency ?? built.currency,
    }),
    schedule: c.schedule,
    serviceOption: c.serviceOption,
    adaptationEndDate: c.adaptationEndDate,
    weeks: c.weeks,
    holidayWeeks: c.holidayWeeks,
    baseCostCents: c.baseCostCents,
    afternoonCostCents: c.afternoonCostCents,
    note: c.note,
    pricing,
    missing: built.missing,
    sentAt: c.sentAt && iso(c.sentAt),
    pdfSha256: c.pdfSha256,
    signature:
      c.signedAt && c.signatureName && c.signatureAddress && c.signedPdfSha256
        ? {
            name: c.signatureName,
            signedBy: c.signedBy,
            signedAt: iso(c.signedAt),
            address: c.signatureAddress,
            pdfSha256: c.signedPdfSha256,
          }
        : null,
    canEdit: mayEdit(actor, c),
  }
}

export async function listContracts(
  db: Queryable,
  input: { childId: string; schoolId: string | null; guardianView: boolean },
  query: { cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await contractsPage(db, {
    ...input,
    after: after && { startDate: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.startDate, last.id]))
  return { items: page.rows.map(toSummary), nextCursor: page.nextCursor }
}

/**
 * The current school's contracts (spec 000 §2 /manager/admin/contracts): those of the children
 * the actor reaches there (a teacher, their sections'), latest start first, a page at a time.
 */
export async function listSchoolContracts(
  db: Queryable,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number; documentStatus?: ContractRow['documentStatus'] },
) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return { items: [], nextCursor: null }
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await contractsPage(db, {
    schoolId,
    reach: childReach(actor, schoolId),
    documentStatus: query.documentStatus,
    guardianView: false,
    after: after && { startDate: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.startDate, last.id]))
  return { items: page.rows.map(toSummary), nextCursor: page.nextCursor }
}

export async function listDecisions(
  db: Queryable,
  contractId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['at', 'uuid'])
  const rows = await decisionsPage(db, {
    contractId,
    after: after && { at: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([iso(last.decidedAt), last.id]))
  return { items: page.rows.map(toDecision), nextCursor: page.nextCursor }
}

// --- writing ----------------------------------------------------------------------------------

async function termsOf(tx: Queryable, schoolId: string, body: Fields) {
  if (body.serviceOptionId && !(await serviceOptionOf(tx, schoolId, body.serviceOptionId)))
    throw new AppError('VALIDATION_ERROR', [{ path: 'serviceOptionId', message: 'Unknown service option' }])
  return {
    type: body.type,
    schedule: body.schedule,
    tarificationType: body.tarificationType,
    serviceOptionId: body.serviceOptionId,
    startDate: body.startDate,
    endDate: body.endDate,
    adaptationEndDate: body.adaptationEndDate,
    weeks: body.weeks,
    holidayWeeks: [...new Set(body.holidayWeeks)].sort(),
    baseCostCents: body.baseCostCents,
    afternoonCostCents: body.afternoonCostCents,
    note: body.note ? body.note : null,
  }
}

export async function createContract(
  tx: Queryable,
  actor: Actor,
  child: { id: string; schoolId: string },
  body: Fields,
  now: Date,
): Promise<string> {
  const id = await insertContract(tx, {
    childId: child.id,
    schoolId: child.schoolId,
    ...(await termsOf(tx, child.schoolId, body)),
    createdById: actor.userId,
    createdAt: now,
    updatedAt: now,
  })
  await reprice(tx, actor, (await contractById(tx, id))!, now)
  await audit(tx, actor, 'managerContracts.create', { childId: child.id, contractId: id })
  return id
}

/** The draft, locked; anything else answers 409 CONTRACT_NOT_EDITABLE. */
async function lockedDraft(tx: Queryable, contractId: string): Promise<ContractDetailRow> {
  await lockContract(tx, contractId)
  const c = await contractById(tx, contractId)
  if (!c) throw new AppError('NOT_FOUND')
  if (c.documentStatus !== 'Draft') throw new AppError('CONTRACT_NOT_EDITABLE')
  return c
}

export async function changeContract(
  tx: Queryable,
  actor: Actor,
  scoped: ContractInScope,
  body: Fields,
  now: Date,
) {
  const c = await lockedDraft(tx, scoped.contract.id)
  // Changed terms are no longer what the family was shown or accepted: the estimate is withdrawn
  // until staff submit it again.
  await updateContract(tx, c.id, {
    ...(await termsOf(tx, c.schoolId, body)),
    estimateStatus: 'none',
    updatedAt: now,
  })
  await reprice(tx, actor, (await contractById(tx, c.id))!, now)
  await audit(tx, actor, 'managerContracts.update', { childId: c.childId, contractId: c.id })
}

export async function removeContract(tx: Queryable, actor: Actor, scoped: ContractInScope) {
  const c = await lockedDraft(tx, scoped.contract.id)
  await deleteContract(tx, c.id)
  await audit(tx, actor, 'managerContracts.remove', { childId: c.childId, contractId: c.id })
}

export async function repriceContract(tx: Queryable, actor: Actor, scoped: ContractInScope, now: Date) {
  await lockContract(tx, scoped.contract.id)
  const c = (await contractById(tx, scoped.contract.id))!
  await reprice(tx, actor, c, now)
  await audit(tx, actor, 'managerContracts.reprice', { childId: c.childId, contractId: c.id })
}

/** A priced draft: reprices it first; anything missing answers 400 MISSING_REQUIRED_CONTRACTOR_DATA. */
async function pricedDraft(tx: Queryable, actor: Actor, contractId: string, now: Date) {
  const c = await lockedDraft(tx, contractId)
  const missing = await reprice(tx, actor, c, now)
  if (missing.length > 0) throw new AppError('MISSING_REQUIRED_CONTRACTOR_DATA', { missing })
  return c
}

export async function submitEstimate(tx: Queryable, actor: Actor, scoped: ContractInScope, now: Date) {
  const c = await pricedDraft(tx, actor, scoped.contract.id, now)
  await updateContract(tx, c.id, { estimateStatus: 'submitted', updatedAt: now })
  await audit(tx, actor, 'managerContracts.submitEstimate', { childId: c.childId, contractId: c.id })
}

async function sheetOf(db: Queryable, c: ContractDetailRow, draft: boolean, at: Date) {
  const school = await schoolForPricing(db, c.schoolId)
  const latest = await latestDecision(db, c.id)
  const built = await pricingInputOf(db, c)
  const priced = built.missing.length === 0 ? latest : undefined
  return contractPdf({
    language: paperLanguageOf(school?.country ?? ''),
    draft,
    at,
    schoolName: school?.name ?? '',
    child: c.child,
    type: c.type,
    tarificationType: c.tarificationType,
    startDate: c.startDate,
    endDate: c.endDate,
    adaptationEndDate: c.adaptationEndDate,
    weeks: c.weeks,
    holidayWeeks: c.holidayWeeks,
    note: c.note,
    pricing: priced
      ? {
          lines: priced.result.lines,
          monthlyCents: priced.monthlyCents,
          totalCents: priced.totalCents,
          monthlyMinutes: priced.result.monthlyMinutes,
          currency: priced.currency,
        }
      : null,
    missing: built.missing,
    conditions: await contractConditionsOf(db, c, at),
  })
}

/** Freezes the contract's PDF and its SHA-256, and sends it for signature (no check, no audit). */
export async function freezeContract(tx: Queryable, c: ContractDetailRow, now: Date): Promise<string> {
  const pdf = await sheetOf(tx, c, false, now)
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex')
  await updateContract(tx, c.id, {
    documentStatus: 'AwaitingSignature',
    sentAt: now,
    pdf,
    pdfSha256,
    updatedAt: now,
  })
  return pdfSha256
}

export async function sendContract(tx: Queryable, actor: Actor, scoped: ContractInScope, now: Date) {
  const c = await pricedDraft(tx, actor, scoped.contract.id, now)
  const pdfSha256 = await freezeContract(tx, c, now)
  await audit(tx, actor, 'managerContracts.send', { childId: c.childId, contractId: c.id, pdfSha256 })
}

/** The PDF: the frozen one once sent, else the draft rendered now (not stored). */
export async function pdfOf(db: Queryable, c: ContractDetailRow, now: Date) {
  const fileName = `contract-${c.startDate}-${c.id.slice(-8)}.pdf`
  if (c.documentStatus !== 'Draft') {
    const stored = await storedPdf(db, c.id)
    if (stored?.pdf) return { fileName, body: stored.pdf }
  }
  return { fileName, body: await sheetOf(db, c, true, now) }
}

export async function signContract(
  tx: Queryable,
  actor: Actor,
  scoped: ContractInScope,
  input: { name: string; address: string },
  now: Date,
) {
  await lockContract(tx, scoped.contract.id)
  const c = (await contractById(tx, scoped.contract.id))!
  if (c.documentStatus !== 'AwaitingSignature' || !c.pdfSha256)
    throw new AppError('CONTRACT_NOT_AWAITING_SIGNATURE')
  await updateContract(tx, c.id, {
    documentStatus: 'Signed',
    status: 'Active',
    signatureName: input.name,
    signedById: actor.userId,
    signedAt: now,
    signatureAddress: input.address,
    signedPdfSha256: c.pdfSha256,
    updatedAt: now,
  })
  await audit(tx, actor, 'managerContracts.sign', {
    childId: c.childId,
    contractId: c.id,
    pdfSha256: c.pdfSha256,
  })
}

export async function acceptEstimate(tx: Queryable, actor: Actor, scoped: ContractInScope, now: Date) {
  await lockContract(tx, scoped.contract.id)
  const c = (await contractById(tx, scoped.contract.id))!
  if (c.estimateStatus !== 'submitted') throw new AppError('ESTIMATE_NOT_SUBMITTED')
  await updateContract(tx, c.id, { estimateStatus: 'accepted', updatedAt: now })
  await audit(tx, actor, 'managerContracts.acceptEstimate', { childId: c.childId, contractId: c.id })
}
