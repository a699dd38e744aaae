import { randomBytes } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import type { Person } from '../../test/matrix-world'
import { hashToken } from '../../platform/session'
import { indexNews, type ShareTarget } from '../news/index'
import { insertEvent, upsertSubscription } from './calendar.queries'

// Calendar. Spec 000 §6: the calendar is for everyone on the main site (communication
// on); staff (coordinator, director, teacher) write events, observers only read. An event is seen
// by those its sharing list reaches, its author and its school's directors and coordinators;
// outside that: 404. The private iCalendar URL is public: a bad token is 404 for everyone.

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const
const now = () => new Date('2026-11-01T08:00:00Z')

/** A new event each call, so that a delete in one fixture's request never hides it from the next. */
async function matrixEvent(w: MatrixWorld, o: { owner: Person; schoolId: string; targets: ShareTarget[] }) {
  const db = w.app.database.db
  const ownerId = w.ids.users[o.owner]
  const event = await insertEvent(db, {
    ownerId,
    schoolId: o.schoolId,
    title: 'Matrix event',
    description: '',
    startsAt: new Date('2026-11-20T09:00:00Z'),
    endsAt: new Date('2026-11-20T10:00:00Z'),
    allDay: false,
    colour: 'blue',
    alert: false,
    alertNumber: 0,
    alertUnit: 'minutes',
    recurrence: 'none',
    recurrenceUntil: null,
    exceptionDates: [],
    timezone: 'Europe/Paris',
  })
  await indexNews(db, {
    type: 'Event',
    referenceId: event.id,
    ownerId,
    schoolId: o.schoolId,
    status: 'published',
    publishAt: now(),
    searchText: event.title,
    targets: o.targets,
  })
  return event.id
}

/** teacherA1s1's event for section A1 s1. */
const sectionEvent = (w: MatrixWorld) =>
  matrixEvent(w, {
    owner: 'teacherA1s1',
    schoolId: w.ids.schoolA1,
    targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
  })

function ownSharing(w: MatrixWorld, who: string) {
  const bySchool: Record<string, string> = {
    coordinatorA: w.ids.schoolA1,
    directorA1: w.ids.schoolA1,
    directorB1: w.ids.schoolB1,
  }
  if (bySchool[who]) return { schoolIds: [bySchool[who]], sectionIds: [], childIds: [] }
  const section = who === 'teacherA1s2' ? w.ids.sectionA1s2 : w.ids.sectionA1s1
  return { schoolIds: [], sectionIds: [section], childIds: [] }
}

const input = (sharing: object) => ({
  title: 'Parents’ evening',
  startsAt: '2026-11-25T17:00:00+01:00',
  endsAt: '2026-11-25T18:30:00+01:00',
  sharing,
})

const range = { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' }

export const accessCases: AccessCase[] = [
  { route: contracts.calendar.list, request: () => ({ query: range }), expect: { ...admins, others: 200 } },
  {
    route: contracts.calendar.get,
    name: 'teacherA1s1’s event for section A1 s1',
    request: async (w) => ({ params: { id: await sectionEvent(w) } }),
    expect: { ...admins, teacherA1s2: 404, directorB1: 404, guardianB1: 404, others: 200 },
  },
  {
    route: contracts.calendar.create,
    name: 'shared with the author’s own school or section',
    request: (w, who) => ({ payload: input(ownSharing(w, who)) }),
    expect: {
      ...admins,
      coordinatorA: 201,
      directorA1: 201,
      directorB1: 201,
      teacherA1s1: 201,
      teacherA1s2: 201,
      others: 403,
    },
  },
  {
    route: contracts.calendar.create,
    name: 'shared with section B1 (outside group A)',
    request: (w) => ({ payload: input({ sectionIds: [w.ids.sectionB1] }) }),
    expect: {
      ...admins,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 201,
      teacherA1s1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  },
  {
    route: contracts.calendar.create,
    name: 'shared with child B1 (outside group A)',
    request: (w) => ({ payload: input({ childIds: [w.ids.childB1] }) }),
    expect: {
      ...admins,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 201,
      teacherA1s1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  },
  ...[contracts.calendar.update, contracts.calendar.move, contracts.calendar.delete].map(
    (route): AccessCase => ({
      route,
      name: 'teacherA1s1’s event for section A1 s1',
      request: async (w) => ({
        params: { id: await sectionEvent(w) },
        payload:
          route === contracts.calendar.move
            ? { startsAt: '2026-11-21T09:00:00Z', endsAt: '2026-11-21T10:00:00Z' }
            : route === contracts.calendar.update
              ? input({ sectionIds: [w.ids.sectionA1s1] })
              : undefined,
      }),
      expect: {
        ...admins,
        teacherA1s1: route === contracts.calendar.delete ? 204 : 200,
        directorA1: route === contracts.calendar.delete ? 204 : 200,
        coordinatorA: route === contracts.calendar.delete ? 204 : 200,
        teacherA1s2: 404,
        directorB1: 404,
        others: 403,
      },
    }),
  ),
  { route: contracts.calendar.subscription, expect: { ...admins, others: 200 } },
  { route: contracts.calendar.subscribe, expect: { ...admins, others: 201 } },
  {
    route: contracts.calendar.unsubscribe,
    name: 'the fixture has a subscription',
    request: async (w, who) => {
      if (who !== 'anonymous')
        await upsertSubscription(
          w.app.database.db,
          w.ids.users[who],
          hashToken(randomBytes(32).toString('base64url')),
          now(),
        )
      return {}
    },
    expect: { ...admins, others: 204 },
  },
  {
    route: contracts.calendar.ical,
    name: 'a made-up token',
    request: () => ({ params: { token: randomBytes(32).toString('base64url') } }),
    expect: { others: 404 },
  },
  {
    route: contracts.calendar.ical,
    name: 'a live token (no session needed)',
    request: async (w) => {
      const user = await w.app.make.staff('DIRECTOR', { schoolId: w.ids.schoolA1 })
      const token = randomBytes(32).toString('base64url')
      await upsertSubscription(w.app.database.db, user.id, hashToken(token), now())
      return { params: { token } }
    },
    expect: { others: 200 },
  },
]
