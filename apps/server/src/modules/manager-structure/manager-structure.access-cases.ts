import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { closingOfA1, enableManager, serviceOptionOfA1 } from './manager-structure.matrix'

// Spec 000 §6 manager menu: the occupation dashboard for teachers, directors and coordinators;
// structure, openings and pricing for directors and coordinators; group settings for coordinators
// only; the manager module on. The current school's data answers for each fixture's own school
// (directorB1 reads B1's); an object of school A1 named by id answers 404 to B1's director.
// The matrix observer is a teacher, so refused by profile; observer writes are in the module test.

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const
const dcOk = (status: number) => ({
  ...admins,
  coordinatorA: status,
  directorA1: status,
  directorB1: status,
  others: 403,
})
const on = async (w: MatrixWorld) => {
  await enableManager(w)
  return {}
}

const structureBody = {
  kind: 'collective',
  capacity: 24,
  capacitySlots: [{ weekday: 1, from: '07:30', to: '09:00', places: 12 }],
  cafNumbers: ['CAF-123'],
  currency: 'EUR',
  creditorName: 'Matrix crèche',
  creditorId: 'FR72ZZZ123456',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',
  invoicePrefix: 'M-',
  invoiceNextNumber: 1,
  billing: {
    mensualisationMode: 'smoothed',
    monthsWithoutInvoice: [8],
    presenceRounding: 'started',
    roundingStepMinutes: 30,
    illnessWaitingDays: 3,
    illnessWaitingDayKind: 'calendar',
    adaptationBilling: 'real',
    billingTiming: 'arrears',
    dueDateRule: 'days-after-invoice',
    dueDateValue: 15,
  },
}
const optionBody = (name: string) => ({
  name,
  pricingUnit: 'daily',
  unitPriceCents: 4500,
  priceUnit: 'day',
  priceUnitLabel: '',
  category: null,
  active: true,
})
const closingBody = {
  label: 'Bridge day',
  dateFrom: '2027-05-14',
  dateTo: '2027-05-14',
  startsAt: null,
  endsAt: null,
}

/** A write on an object of school A1: its school's managers may, B1's director gets 404. */
const a1Write = { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 404, others: 403 } as const

export const accessCases: AccessCase[] = [
  {
    route: contracts.managerStructure.occupation,
    request: on,
    expect: {
      ...dcOk(200),
      teacherA1s1: 200,
      teacherA1s2: 200,
      observerA1s1: 200,
    },
  },
  { route: contracts.managerStructure.get, request: on, expect: dcOk(200) },
  {
    route: contracts.managerStructure.update,
    request: async (w) => ({ ...(await on(w)), payload: structureBody }),
    expect: dcOk(200),
  },
  { route: contracts.managerStructure.openings, request: on, expect: dcOk(200) },
  {
    route: contracts.managerStructure.updateOpenings,
    request: async (w) => ({
      ...(await on(w)),
      payload: { weekdays: [{ weekday: 1, periods: [{ startsAt: '07:30', endsAt: '18:30' }] }] },
    }),
    expect: dcOk(200),
  },
  { route: contracts.managerStructure.closings, request: on, expect: dcOk(200) },
  {
    route: contracts.managerStructure.createClosing,
    request: async (w) => ({ ...(await on(w)), payload: closingBody }),
    expect: dcOk(201),
  },
  {
    route: contracts.managerStructure.updateClosing,
    name: 'a closing of school A1',
    request: async (w) => ({ params: { closingId: await closingOfA1(w) }, payload: closingBody }),
    expect: a1Write,
  },
  {
    route: contracts.managerStructure.deleteClosing,
    name: 'a closing of school A1',
    request: async (w) => ({ params: { closingId: await closingOfA1(w) } }),
    expect: a1Write,
  },
  { route: contracts.managerStructure.serviceOptions, request: on, expect: dcOk(200) },
  {
    route: contracts.managerStructure.createServiceOption,
    request: async (w, who) => ({ ...(await on(w)), payload: optionBody(`Day ${who}`) }),
    expect: dcOk(201),
  },
  {
    route: contracts.managerStructure.updateServiceOption,
    name: 'an option of school A1',
    request: async (w, who) => ({
      params: { serviceOptionId: await serviceOptionOfA1(w, who, 'update') },
      payload: optionBody(`Renamed ${who}`),
    }),
    expect: a1Write,
  },
  {
    route: contracts.managerStructure.archiveServiceOption,
    name: 'an option of school A1',
    request: async (w, who) => ({ params: { serviceOptionId: await serviceOptionOfA1(w, who, 'archive') } }),
    expect: a1Write,
  },
  {
    route: contracts.managerStructure.groupSettings,
    request: on,
    expect: { ...admins, coordinatorA: 200, others: 403 },
  },
  {
    route: contracts.managerStructure.updateGroupSettings,
    request: async (w) => ({
      ...(await on(w)),
      payload: { billing: structureBody.billing, defaultCurrency: 'EUR' },
    }),
    expect: { ...admins, coordinatorA: 200, others: 403 },
  },
]
