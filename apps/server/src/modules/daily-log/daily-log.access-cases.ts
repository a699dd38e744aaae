import { uuidv7 } from 'uuidv7'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'
import { dailyEntries, dailyLogDays, featureFlags } from '../../db/schema/index'
import { localDate } from '../../platform/clock'

// Spec 000 §6 "Daily: teacher, director, coordinator" keep the care log and
// export it (teachers by section, directors and coordinators by school); observers read only;
// families read their own child's day. Outside the scope: 404.

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const

/** The daily module is off by default (access/scope/features.ts): the matrix schools turn it on. */
async function dailyOn(w: MatrixWorld) {
  await w.app.database.db
    .insert(featureFlags)
    .values(
      [w.ids.schoolA1, w.ids.schoolA2, w.ids.schoolB1].map((schoolId) => ({
        schoolId,
        key: 'daily',
        enabled: true,
        options: {},
      })),
    )
    .onConflictDoNothing()
}

const today = (w: MatrixWorld) => localDate(w.app.clock.now(), 'Europe/Paris')

/** A fresh entry of childA1s1 today (one per fixture: delete cases consume theirs). */
async function entryOfChildA1s1(w: MatrixWorld) {
  await dailyOn(w)
  const db = w.app.database.db
  const date = today(w)
  const [day] = await db
    .insert(dailyLogDays)
    .values({ childId: w.ids.childA1s1, schoolId: w.ids.schoolA1, date })
    .onConflictDoUpdate({
      target: [dailyLogDays.childId, dailyLogDays.date],
      set: { schoolId: w.ids.schoolA1 },
    })
    .returning()
  const [entry] = await db
    .insert(dailyEntries)
    .values({
      dayId: day!.id,
      childId: w.ids.childA1s1,
      schoolId: w.ids.schoolA1,
      sectionId: w.ids.sectionA1s1,
      date,
      time: '09:00',
      kind: 'mood',
      data: { kind: 'mood', mood: 'Joyful' },
      batchId: uuidv7(),
      authorId: w.ids.users.teacherA1s1,
    })
    .returning()
  return entry!.id
}

const entryInput = { time: '10:00', comment: '', data: { kind: 'bottle', content: 'Milk', quantityMl: 120 } }

/** Staff of school A1 who reach section A1 s1. */
const staffOfA1s1 = { coordinatorA: 200, directorA1: 200, teacherA1s1: 200, observerA1s1: 200 } as const

const fullAccessCases: AccessCase[] = [
  {
    route: contracts.dailyLog.sections,
    request: async (w) => {
      await dailyOn(w)
      return {}
    },
    expect: { ...admins, ...staffOfA1s1, directorB1: 200, teacherA1s2: 200, others: 403 },
  },
  {
    route: contracts.dailyLog.board,
    name: 'section A1 s1',
    request: async (w) => {
      await dailyOn(w)
      return { query: { sectionId: w.ids.sectionA1s1 } }
    },
    expect: { ...admins, ...staffOfA1s1, directorB1: 404, teacherA1s2: 404, others: 403 },
  },
  {
    route: contracts.dailyLog.create,
    name: 'a bottle for childA1s1',
    request: async (w) => {
      await dailyOn(w)
      return { payload: { childIds: [w.ids.childA1s1], entry: entryInput } }
    },
    expect: {
      ...admins,
      coordinatorA: 201,
      directorA1: 201,
      teacherA1s1: 201,
      observerA1s1: 403,
      directorB1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  },
  ...[contracts.dailyLog.update, contracts.dailyLog.delete].map((route): AccessCase => ({
    route,
    name: 'an entry of childA1s1 today',
    request: async (w) => ({ params: { id: await entryOfChildA1s1(w) }, payload: entryInput }),
    expect: {
      ...admins,
      coordinatorA: route === contracts.dailyLog.delete ? 204 : 200,
      directorA1: route === contracts.dailyLog.delete ? 204 : 200,
      teacherA1s1: route === contracts.dailyLog.delete ? 204 : 200,
      observerA1s1: 403,
      directorB1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  })),
  {
    route: contracts.dailyLog.timeline,
    name: 'childA1s1 today',
    request: async (w) => {
      await dailyOn(w)
      return { params: { childId: w.ids.childA1s1, date: today(w) } }
    },
    expect: {
      ...admins,
      ...staffOfA1s1,
      guardianA1s1: 200,
      childA1s1: 200,
      directorB1: 404,
      teacherA1s2: 404,
      guardianB1: 404,
      others: 403,
    },
  },
  {
    route: contracts.dailyLog.export,
    name: 'section A1 s1 as CSV',
    request: async (w) => {
      await dailyOn(w)
      return { query: { format: 'csv', from: today(w), to: today(w), sectionId: w.ids.sectionA1s1 } }
    },
    expect: { ...admins, ...staffOfA1s1, directorB1: 404, teacherA1s2: 404, others: 403 },
  },
]

// Spec 000 §5 access levels: child access governs the whole care log (docs/access-levels.md).
export const accessCases: AccessCase[] = [...fullAccessCases, ...levelledCases(fullAccessCases, 'child')]
