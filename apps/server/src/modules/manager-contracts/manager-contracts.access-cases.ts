import { contracts } from '@nido/domain/contracts/index'
import { managerContracts } from '../../db/schema/index'
import { enableManager } from '../../test/manager-world'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// Spec 000 §6 manager menu: contracts are part of the child's file (teachers and observers read
// them), pricing, sending and deleting are director and coordinator's (decision 0061). The child
// is looked for in the current school (A1 for every A fixture) within the query scope, so a
// teacher of s2 or the director of B1 gets 404 for childA1s1's contracts. The guardian side
// answers the contract holder (guardianA1s1) and 404 to anyone else. Each case writes its own
// contract row, in the state the route needs (a draft to delete or send, one awaiting signature
// to sign, a submitted estimate to accept).

/** A monthly contract: priced without tables or household, so any state is reachable. */
const fields = {
  type: 'RegularContract',
  schedule: 'Regular',
  tarificationType: 'monthly',
  serviceOptionId: null,
  startDate: '2026-09-01',
  endDate: '2027-08-31',
  adaptationEndDate: null,
  weeks: [[{ weekday: 1, start: '08:30', end: '17:00' }]],
  holidayWeeks: [],
  baseCostCents: 40_000,
  afternoonCostCents: null,
  note: null,
} as const

/** A fresh contract of the child (childA1s1 by default) in the given state. */
async function contract(
  w: MatrixWorld,
  state: Partial<typeof managerContracts.$inferInsert> = {},
  child: { childId: string; schoolId: string } = { childId: w.ids.childA1s1, schoolId: w.ids.schoolA1 },
): Promise<string> {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(managerContracts)
    .values({
      ...child,
      type: fields.type,
      schedule: fields.schedule,
      tarificationType: fields.tarificationType,
      startDate: fields.startDate,
      endDate: fields.endDate,
      weeks: [[...fields.weeks[0]]],
      baseCostCents: fields.baseCostCents,
      ...state,
    })
    .returning({ id: managerContracts.id })
  return row!.id
}

const sent = {
  documentStatus: 'AwaitingSignature',
  sentAt: new Date('2026-08-20T10:00:00Z'),
  pdf: Buffer.from('%PDF-1.3 matrix'),
  pdfSha256: 'a'.repeat(64),
} as const

const draft = async (w: MatrixWorld) => ({ params: { contractId: await contract(w) } })
const held = (state: Partial<typeof managerContracts.$inferInsert>) => async (w: MatrixWorld) => ({
  params: { childId: w.ids.childA1s1, contractId: await contract(w, state) },
})

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const

const staffRead = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  teacherA1s1: 200,
  observerA1s1: 200,
  teacherA1s2: 404,
  directorB1: 404,
  others: 403,
} as const
const pricing = { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 404, others: 403 } as const
const guardian = { ...admins, guardianA1s1: 200, guardianB1: 404, others: 403 } as const

export const accessCases: AccessCase[] = [
  {
    route: contracts.managerContracts.list,
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childA1s1 } }),
    expect: staffRead,
  },
  {
    // The current school's list: anyone of its staff; out of reach (teacherA1s2, B1's director)
    // answers their own reach, which holds none of these contracts (manager-contracts.test.ts).
    route: contracts.managerContracts.schoolList,
    request: async (w) => (await enableManager(w), { query: { documentStatus: 'Draft' } }),
    expect: { ...staffRead, teacherA1s2: 200, directorB1: 200 },
  },
  {
    route: contracts.managerContracts.create,
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childA1s1 }, payload: fields }),
    expect: { ...pricing, coordinatorA: 201, directorA1: 201 },
  },
  { route: contracts.managerContracts.get, request: draft, expect: staffRead },
  {
    route: contracts.managerContracts.get,
    name: 'a contract of school B1',
    request: async (w) => ({
      params: { contractId: await contract(w, {}, { childId: w.ids.childB1, schoolId: w.ids.schoolB1 }) },
    }),
    expect: {
      ...staffRead,
      coordinatorA: 404,
      directorA1: 404,
      teacherA1s1: 404,
      observerA1s1: 404,
      directorB1: 200,
    },
  },
  {
    route: contracts.managerContracts.update,
    request: async (w) => ({ ...(await draft(w)), payload: fields }),
    expect: pricing,
  },
  {
    route: contracts.managerContracts.update,
    name: 'a contract sent for signature',
    request: async (w) => ({ params: { contractId: await contract(w, sent) }, payload: fields }),
    expect: { ...pricing, coordinatorA: 409, directorA1: 409 },
  },
  { route: contracts.managerContracts.remove, request: draft, expect: pricing },
  { route: contracts.managerContracts.reprice, request: draft, expect: pricing },
  { route: contracts.managerContracts.decisions, request: draft, expect: staffRead },
  { route: contracts.managerContracts.submitEstimate, request: draft, expect: pricing },
  { route: contracts.managerContracts.send, request: draft, expect: pricing },
  { route: contracts.managerContracts.pdf, request: draft, expect: staffRead },
  {
    route: contracts.managerContracts.guardianList,
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childA1s1 } }),
    expect: guardian,
  },
  { route: contracts.managerContracts.guardianGet, request: held(sent), expect: guardian },
  {
    route: contracts.managerContracts.guardianGet,
    name: 'a draft not shown as an estimate',
    request: held({}),
    expect: { ...guardian, guardianA1s1: 404 },
  },
  {
    route: contracts.managerContracts.acceptEstimate,
    request: held({ estimateStatus: 'submitted' }),
    expect: guardian,
  },
  {
    route: contracts.managerContracts.sign,
    request: async (w) => ({ ...(await held(sent)(w)), payload: { name: 'Matrix Guardian', consent: true } }),
    expect: guardian,
  },
  { route: contracts.managerContracts.guardianPdf, request: held(sent), expect: guardian },
]
