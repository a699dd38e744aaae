import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { EntryData } from '@nido/domain/contracts/daily-log'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { dailyEntries, dailyLogDays, schools, sections, users } from '../db/schema/index'
import { localDate } from '../platform/clock'
import { indexNews } from '../modules/news/index'
import { demoSchools } from './demo-accounts'

// Yesterday's care log of the Lyon Babies (Crèche Les Lucioles), written by
// teacher.babies@nido.demo, so that /daily shows a past day and guardian.lyon@nido.demo finds
// Louise's Daily item in the feed. Today is left empty for the e2e journey and the demo user.

const yesterdayEntries: Array<{ time: string; data: EntryData; comment?: string }> = [
  { time: '08:30', data: { kind: 'mood', mood: 'Joyful' } },
  { time: '09:30', data: { kind: 'bottle', content: 'Milk', quantityMl: 150 } },
  { time: '10:15', data: { kind: 'changes', changeType: 'Changes', stool: 'Normal' } },
  { time: '11:00', data: { kind: 'activities', activities: ['Music', 'Motricity'] } },
  { time: '12:00', data: { kind: 'meal', mealType: 'Lunch', quantity: 'Good' } },
  { time: '12:45', data: { kind: 'nap', endTime: '14:30' } },
  { time: '15:30', data: { kind: 'to-bring', items: ['Diapers'] }, comment: 'Plus que deux couches.' },
]

export async function seedDemoDailyLog(tx: Queryable, now: Date): Promise<void> {
  const [school] = await tx
    .select({ id: schools.id, timezone: schools.timezone })
    .from(schools)
    .where(eq(schools.name, demoSchools.lucioles))
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'teacher.babies@nido.demo'))
  if (!school || !teacher) return
  const [babies] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, school.id), eq(sections.name, 'Babies')))
  if (!babies) return
  const children = await selectRows<{ id: string; firstname: string; lastname: string }>(
    tx,
    sql`select c.id, c.firstname, c.lastname from child_sections cs join users c on c.id = cs.child_id
      where cs.section_id = ${babies.id} order by c.firstname limit 6`,
  )
  const date = localDate(new Date(now.getTime() - 86_400_000), school.timezone)
  // The feed shows the day at the evening it ended.
  const publishAt = new Date(now.getTime() - 14 * 3_600_000)
  for (const child of children) {
    const [day] = await tx
      .insert(dailyLogDays)
      .values({ childId: child.id, schoolId: school.id, date })
      .returning({ id: dailyLogDays.id })
    await tx.insert(dailyEntries).values(
      yesterdayEntries.map((e) => ({
        dayId: day!.id,
        childId: child.id,
        schoolId: school.id,
        sectionId: babies.id,
        date,
        time: e.time,
        kind: e.data.kind,
        comment: e.comment ?? '',
        data: e.data,
        batchId: uuidv7(),
        authorId: teacher.id,
      })),
    )
    await indexNews(tx, {
      type: 'Daily',
      referenceId: day!.id,
      ownerId: null,
      schoolId: school.id,
      status: 'published',
      publishAt,
      searchText: `${child.firstname} ${child.lastname}`,
      targets: [{ targetType: 'User', targetId: child.id }],
    })
  }
}
