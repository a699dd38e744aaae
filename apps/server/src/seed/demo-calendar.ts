import { and, eq, inArray } from 'drizzle-orm'
import type { CalendarColour, CalendarRecurrence } from '@nido/domain/enums/calendar'
import { addDays, allDayBounds, localDateOf, zonedInstant } from '@nido/domain/rules/calendar'
import type { Queryable } from '../db/client'
import { schools, sections, users } from '../db/schema/index'
import { insertEvent } from '../modules/calendar/index'
import { indexNews, type ShareTarget } from '../modules/news/index'
import { demoSchools } from './demo-accounts'

// A few calendar events in the demo schools (they also show in the feed as Event items),
// placed relative to "now" in each school's time zone so that the current month is never empty.
// Birthdays come from the demo children's birth dates and closings from the schools' openings.

interface DemoEvent {
  author: string
  school: keyof typeof demoSchools
  /** Section names; none means the whole school. */
  sections?: string[]
  title: string
  description?: string
  /** Days from today (school's zone). */
  inDays: number
  /** `HH:mm` local, or null for an all-day event. */
  from: string | null
  to: string | null
  colour: CalendarColour
  recurrence?: CalendarRecurrence
  alertMinutes?: number
}

const demoEvents: DemoEvent[] = [
  {
    author: 'director@nido.demo',
    school: 'lucioles',
    title: 'Réunion des parents',
    description: 'Présentation du projet pédagogique, salle de motricité.',
    inDays: 3,
    from: '18:00',
    to: '19:30',
    colour: 'blue',
    alertMinutes: 60,
  },
  {
    author: 'director@nido.demo',
    school: 'lucioles',
    title: 'Journée pédagogique (crèche fermée l’après-midi)',
    inDays: 10,
    from: null,
    to: null,
    colour: 'orange',
  },
  {
    author: 'teacher.babies@nido.demo',
    school: 'lucioles',
    sections: ['Babies'],
    title: 'Éveil musical',
    inDays: 1,
    from: '10:00',
    to: '10:45',
    colour: 'purple',
    recurrence: 'weekly',
  },
  {
    author: 'teacher.toddlers@nido.demo',
    school: 'lucioles',
    sections: ['Toddlers'],
    title: 'Sortie au parc',
    inDays: 5,
    from: '15:00',
    to: '16:30',
    colour: 'green',
  },
  {
    author: 'director.london@nido.demo',
    school: 'fireflies',
    title: 'Nativity play rehearsal',
    inDays: 7,
    from: '14:00',
    to: '15:00',
    colour: 'red',
  },
  {
    author: 'director.antwerp@nido.demo',
    school: 'egeltjes',
    title: 'Oudercontact',
    inDays: 4,
    from: '17:00',
    to: '19:00',
    colour: 'teal',
  },
]

export async function seedDemoCalendar(tx: Queryable, now: Date): Promise<void> {
  const emails = [...new Set(demoEvents.map((e) => e.author))]
  const authors = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
  for (const e of demoEvents) {
    const author = authors.find((a) => a.email === e.author)
    const [school] = await tx
      .select({ id: schools.id, timezone: schools.timezone })
      .from(schools)
      .where(eq(schools.name, demoSchools[e.school]))
    if (!author || !school) continue
    let targets: ShareTarget[] = [{ targetType: 'School', targetId: school.id }]
    if (e.sections) {
      const rows = await tx
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.schoolId, school.id), inArray(sections.name, e.sections)))
      targets = rows.map((s) => ({ targetType: 'Section', targetId: s.id }))
    }
    const tz = school.timezone
    const day = addDays(localDateOf(now, tz), e.inDays)
    const times =
      e.from && e.to
        ? { startsAt: zonedInstant(`${day}T${e.from}`, tz), endsAt: zonedInstant(`${day}T${e.to}`, tz) }
        : allDayBounds(day, day, tz)
    const event = await insertEvent(tx, {
      ownerId: author.id,
      schoolId: school.id,
      title: e.title,
      description: e.description ?? '',
      ...times,
      allDay: !e.from,
      colour: e.colour,
      alert: e.alertMinutes !== undefined,
      alertNumber: e.alertMinutes ?? 0,
      alertUnit: 'minutes',
      recurrence: e.recurrence ?? 'none',
      recurrenceUntil: null,
      exceptionDates: [],
      timezone: tz,
    })
    // Published a few hours ago, so that the feed shows them among the demo posts.
    await indexNews(tx, {
      type: 'Event',
      referenceId: event.id,
      ownerId: author.id,
      schoolId: school.id,
      status: 'published',
      publishAt: new Date(now.getTime() - 2 * 3_600_000),
      searchText: [e.title, e.description ?? ''].filter(Boolean).join('\n'),
      targets,
    })
  }
}
