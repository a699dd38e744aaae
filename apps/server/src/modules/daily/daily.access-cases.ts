import { contracts } from '@nido/domain/contracts/index'
import { fixtureNames, type AccessCase, type FixtureName, type MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'
import { arrivedToday, enableDaily, matrixDailyOptions, staffCode } from './daily.matrix'

// Spec 000 §6: "Daily: teacher, director, coordinator"; "Daily parameters: director, coordinator,
// non-observer"; "Pro check-in needs daily and manager enabled, by code allowed, non-observer";
// the morning word and check-in of a child are their guardians' (spec 001 §6) and the daily staff's.
// Query scope: a teacher reaches the children of their sections, a director or coordinator those
// of their schools, a guardian their own; anything else answers 404. Observers read, never write.

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const

/** Daily staff of school A1 (in scope of childA1s1 unless said) and of B1. */
const prosOk = (status: number) =>
  ({
    coordinatorA: status,
    directorA1: status,
    directorB1: status,
    teacherA1s1: status,
    teacherA1s2: status,
    observerA1s1: status,
  }) as const

const child = async (w: MatrixWorld) => {
  await enableDaily(w)
  return { params: { childId: w.ids.childA1s1 } }
}

/** Reads of childA1s1's day: their guardian and the staff who reach them. */
const childRead = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  teacherA1s1: 200,
  observerA1s1: 200,
  guardianA1s1: 200,
  teacherA1s2: 404,
  directorB1: 404,
  guardianB1: 404,
  others: 403,
} as const

/** Writes of childA1s1's day: the same without the observer. */
const childWrite = { ...childRead, observerA1s1: 403 } as const

const codeOf = (prefix: number, who: FixtureName) => String(prefix * 1000 + fixtureNames.indexOf(who))

const fullAccessCases: AccessCase[] = [
  {
    route: contracts.daily.settings,
    request: async (w) => {
      await enableDaily(w)
      return {}
    },
    expect: { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
  {
    route: contracts.daily.updateSettings,
    request: async (w) => {
      await enableDaily(w)
      return { payload: matrixDailyOptions }
    },
    expect: { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
  // Spec 000 §7: asked by everyone at start; answers every main-site profile.
  { route: contracts.daily.current, expect: { ...admins, others: 200 } },
  { route: contracts.daily.morningWord, name: 'childA1s1', request: child, expect: childRead },
  {
    route: contracts.daily.updateMorningWord,
    name: 'childA1s1',
    request: async (w) => ({
      ...(await child(w)),
      payload: { allFine: false, items: [{ type: 'Mood', quality: 'Fine' }] },
    }),
    expect: childWrite,
  },
  { route: contracts.daily.checkIn, name: 'childA1s1', request: child, expect: childRead },
  {
    route: contracts.daily.updateCheckIn,
    name: 'childA1s1',
    request: async (w) => ({ ...(await child(w)), payload: { arrival: '08:00', departure: '17:00' } }),
    expect: childWrite,
  },
  { route: contracts.daily.allowedToBring, name: 'childA1s1', request: child, expect: childRead },
  {
    route: contracts.daily.board,
    request: async (w) => {
      await enableDaily(w)
      return {}
    },
    expect: { ...admins, ...prosOk(200), others: 403 },
  },
  ...[contracts.daily.arrive, contracts.daily.depart].map((route): AccessCase => ({
    route,
    name: 'childA1s1',
    request: async (w) => {
      await arrivedToday(w)
      return { params: { childId: w.ids.childA1s1 } }
    },
    expect: { ...childWrite, guardianA1s1: 403, guardianB1: 403 },
  })),
  {
    route: contracts.daily.staffCode,
    request: async (w) => {
      await enableDaily(w)
      return {}
    },
    expect: { ...admins, ...prosOk(200), others: 403 },
  },
  {
    route: contracts.daily.setStaffCode,
    name: 'a code of their own',
    request: async (w, who) => {
      await enableDaily(w)
      return { payload: { code: codeOf(5, who) } }
    },
    expect: { ...admins, ...prosOk(200), observerA1s1: 403, others: 403 },
  },
  {
    route: contracts.daily.clock,
    name: 'the caller’s own code',
    request: async (w, who) => {
      const code = codeOf(7, who)
      if (who !== 'anonymous') {
        const schoolId = who === 'directorB1' ? w.ids.schoolB1 : w.ids.schoolA1
        await staffCode(w, schoolId, w.ids.users[who], code)
      }
      return { payload: { code } }
    },
    expect: { ...admins, ...prosOk(200), observerA1s1: 403, others: 403 },
  },
  {
    route: contracts.daily.clock,
    name: 'a code nobody has',
    request: async (w) => {
      await enableDaily(w)
      return { payload: { code: '999999' } }
    },
    expect: { ...admins, ...prosOk(400), observerA1s1: 403, others: 403 },
  },
]

// Spec 000 §5 access levels: child access governs what reads or writes a child (docs/access-levels.md).
export const accessCases: AccessCase[] = [...fullAccessCases, ...levelledCases(fullAccessCases, 'child')]
