import { eq, sql } from 'drizzle-orm'
import type { MorningWordItemInput } from '@nido/domain/contracts/daily'
import { zMorningWordItem } from '@nido/domain/contracts/daily'
import { localInstant } from '@nido/domain/rules/daily-times'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import {
  dailyCheckIns,
  dailyMorningWords,
  dailyStaffCheckIns,
  dailyStaffCodes,
  schools,
  users,
} from '../db/schema/index'
import { seededStaffCodeHash } from '../modules/daily/index'
import { localDate, localTimeAndWeekday } from '../platform/clock'
import { demoSchools } from './demo-accounts'

// Today's check-ins and a few morning words in Lyon (Crèche Les Lucioles, every daily
// mode on), staff check-ins of the morning, and personal check-in codes for the shared tablet in
// Lyon and London (London has the manager module, so /daily/check-in/pro is open there; docs/daily.md
// lists the codes). The children of guardian.lyon@nido.demo are left without a check-in so that
// the guardian journey starts from an empty drawer. Called by seedDemo inside its transaction.

/** Announced arrivals of the morning (local time) and, for some, the planned departure. */
const arrivals: readonly { arrival: string; departure: string | null }[] = [
  { arrival: '07:35', departure: null },
  { arrival: '07:50', departure: '16:30' },
  { arrival: '08:05', departure: null },
  { arrival: '08:15', departure: null },
  { arrival: '08:30', departure: '17:00' },
  { arrival: '08:40', departure: null },
  { arrival: '08:55', departure: null },
  { arrival: '09:10', departure: null },
  { arrival: '09:20', departure: null },
  { arrival: '09:30', departure: null },
]

const words: readonly { allFine: boolean; items: MorningWordItemInput[] }[] = [
  {
    allFine: false,
    items: [
      { type: 'Mood', quality: 'Sleepy' },
      { type: 'Food', quality: 'Good', quantity: 180, time: '06:45' },
      { type: 'Sleep', quality: 'Medium', time: '05:30' },
    ],
  },
  {
    allFine: true,
    items: [
      { type: 'Sleep', time: '06:00' },
      { type: 'Note', comment: 'Doudou lapin dans le sac.' },
    ],
  },
  {
    allFine: false,
    items: [
      { type: 'Mood', quality: 'Sick' },
      { type: 'Health', temperature: 37.9, comment: 'Un peu enrhumée depuis hier soir.' },
      { type: 'Treatment', comment: 'Doliprane 2,4 ml à 7 h.' },
    ],
  },
  {
    allFine: false,
    items: [{ type: 'Departure', rawTextPicker: 'Mamie Jeanne', time: '16:30' }],
  },
]

/** Staff codes for the shared tablet (docs/daily.md), by e-mail or by full name. */
const codes: readonly { school: keyof typeof demoSchools; who: string; code: string }[] = [
  { school: 'lucioles', who: 'teacher.babies@nido.demo', code: '1234' },
  { school: 'lucioles', who: 'teacher.toddlers@nido.demo', code: '2345' },
  { school: 'lucioles', who: 'director@nido.demo', code: '3456' },
  { school: 'fireflies', who: 'director.london@nido.demo', code: '1234' },
  { school: 'fireflies', who: 'Hannah Evans', code: '2345' },
  { school: 'fireflies', who: 'Oscar Wright', code: '3456' },
]

/** Lyon staff who clocked in this morning (only those whose time has come). */
const morningStaff: readonly { who: string; at: string }[] = [
  { who: 'teacher.babies@nido.demo', at: '07:15' },
  { who: 'Manon Girard', at: '07:30' },
  { who: 'teacher.toddlers@nido.demo', at: '07:45' },
]

async function schoolByKey(tx: Queryable, key: keyof typeof demoSchools) {
  const [school] = await tx
    .select({ id: schools.id, timezone: schools.timezone })
    .from(schools)
    .where(eq(schools.name, demoSchools[key]))
  return school
}

async function userIdOf(tx: Queryable, who: string): Promise<string | undefined> {
  const [row] = who.includes('@')
    ? await tx.select({ id: users.id }).from(users).where(eq(users.email, who))
    : await tx
        .select({ id: users.id })
        .from(users)
        .where(
          sql`${users.firstname} || ' ' || ${users.lastname} = ${who} and ${users.profileType} <> 'CHILD'`,
        )
  return row?.id
}

export async function seedDemoDaily(tx: Queryable, now: Date): Promise<void> {
  const lyon = await schoolByKey(tx, 'lucioles')
  if (!lyon) return
  const today = localDate(now, lyon.timezone)
  const nowTime = localTimeAndWeekday(now, lyon.timezone).time

  const children = await selectRows<{ id: string }>(
    tx,
    sql`select distinct on (u.firstname, u.lastname, u.id) u.id
        from child_sections cs
        join sections sc on sc.id = cs.section_id
        join users u on u.id = cs.child_id
        where sc.school_id = ${lyon.id} and u.profile_type = 'CHILD'
          and not exists (
            select 1 from guardianships g join users gu on gu.id = g.guardian_id
            where g.child_id = u.id and gu.email = 'guardian.lyon@nido.demo')
        order by u.firstname, u.lastname, u.id
        limit ${arrivals.length}`,
  )
  const directorId = await userIdOf(tx, 'director@nido.demo')
  if (children.length > 0) {
    await tx.insert(dailyCheckIns).values(
      children.map((child, i) => ({
        schoolId: lyon.id,
        childId: child.id,
        date: today,
        arrival: arrivals[i]!.arrival,
        departure: arrivals[i]!.departure,
        pickup: null,
        updatedById: directorId ?? null,
      })),
    )
    await tx.insert(dailyMorningWords).values(
      children.slice(0, words.length).map((child, i) => ({
        schoolId: lyon.id,
        childId: child.id,
        date: today,
        allFine: words[i]!.allFine,
        items: words[i]!.items.map((item) => zMorningWordItem.parse(item)),
        updatedById: directorId ?? null,
      })),
    )
  }

  for (const s of morningStaff) {
    const userId = await userIdOf(tx, s.who)
    if (!userId || s.at > nowTime) continue
    await tx.insert(dailyStaffCheckIns).values({
      schoolId: lyon.id,
      userId,
      date: today,
      arrivedAt: localInstant(today, s.at, lyon.timezone),
    })
  }

  for (const c of codes) {
    const school = c.school === 'lucioles' ? lyon : await schoolByKey(tx, c.school)
    const userId = await userIdOf(tx, c.who)
    if (!school || !userId) continue
    await tx
      .insert(dailyStaffCodes)
      .values({ schoolId: school.id, userId, codeHash: seededStaffCodeHash(school.id, c.code) })
  }
}
