import { sql } from 'drizzle-orm'
import { birthMonthDaysOn, birthdayDue } from '@nido/domain/rules/birthday-mail'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { queueNotificationMails, renderNotification, type NotificationRecipient } from './notification-mail'

// Spec 001 §3 birthdayNotifications (docs/notifications.md, decision 0055): the day before a
// child's birthday, from 08:00 in the school's zone (birthdayMailTime; the job runs every quarter
// of an hour, and until midnight a late server catches up), the staff assigned to the child's
// sections of that school are told, and the families of those sections too when the school's
// option `families_told_of_birthdays` is on (default off). Once per child, school and birthday:
// `birthday_mail_sends` is claimed in the transaction that queues the mails, so a re-run or a
// second process sends nothing again. A 29 February birth is told on the eve of 28 February in
// common years. Staff read the child's full name, families the first name only.

export const birthdayJobEveryMs = 15 * 60_000

interface DueChild {
  child_id: string
  school_id: string
  birthday: string
}

interface RecipientRow {
  child_id: string
  school_id: string
  child_name: string
  child_firstname: string
  section_name: string
  family: boolean
  id: string
  email: string
  language: string
  firstname: string
  settings: Record<string, unknown> | null
}

/** The children whose birthday mails are due at `now` and not sent yet. */
async function dueChildren(deps: AppDeps, now: Date): Promise<DueChild[]> {
  const db = deps.database.db
  const schools = await selectRows<{ id: string; timezone: string }>(
    db,
    sql`select id, timezone from schools`,
  )
  const byBirthday = new Map<string, string[]>()
  for (const school of schools) {
    const birthday = birthdayDue({
      date: localDate(now, school.timezone),
      time: localTimeAndWeekday(now, school.timezone).time,
    })
    if (birthday) byBirthday.set(birthday, [...(byBirthday.get(birthday) ?? []), school.id])
  }
  const due: DueChild[] = []
  for (const [birthday, schoolIds] of byBirthday) {
    const monthDays = birthMonthDaysOn(birthday)
    due.push(
      ...(await selectRows<DueChild>(
        db,
        sql`select distinct u.id as child_id, s.id as school_id, ${birthday}::text as birthday
          from schools s
          join sections sc on sc.school_id = s.id
          join child_sections cs on cs.section_id = sc.id
          join users u on u.id = cs.child_id
          where s.id = any(${uuidArray(schoolIds)})
            and u.profile_type = 'CHILD' and u.status = 'Active' and u.birth_date < ${birthday}::date
            and to_char(u.birth_date, 'MM-DD') = any(${`{${monthDays.join(',')}}`}::text[])
            and not exists (select 1 from birthday_mail_sends b
              where b.child_id = u.id and b.school_id = s.id and b.birthday = ${birthday}::date)`,
      )),
    )
  }
  return due
}

/** One pass at `now`: claims the due birthdays and queues their mails; returns the mails queued. */
export async function runBirthdayMails(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  const due = await dueChildren(deps, now)
  if (due.length === 0) return 0
  return deps.database.db.transaction(async (tx) => {
    const claimed = await selectRows<{ child_id: string; school_id: string }>(
      tx,
      sql`insert into birthday_mail_sends (child_id, school_id, birthday)
        select * from unnest(${uuidArray(due.map((d) => d.child_id))}, ${uuidArray(due.map((d) => d.school_id))},
          ${`{${due.map((d) => d.birthday).join(',')}}`}::date[])
        on conflict do nothing
        returning child_id, school_id`,
    )
    if (claimed.length === 0) return 0
    // Each recipient once per child, naming one of the child's sections they share (staff first).
    const rows = await selectRows<RecipientRow>(
      tx,
      sql`with claimed as (
          select * from unnest(${uuidArray(claimed.map((c) => c.child_id))},
            ${uuidArray(claimed.map((c) => c.school_id))}) as c(child_id, school_id))
        select distinct on (c.child_id, c.school_id, r.id) c.child_id, c.school_id,
          ch.firstname || ' ' || ch.lastname as child_name, ch.firstname as child_firstname,
          sc.name as section_name, x.family, r.id, r.email, r.language, r.firstname, r.settings
        from claimed c
        join schools s on s.id = c.school_id
        join users ch on ch.id = c.child_id
        join child_sections cs on cs.child_id = c.child_id
        join sections sc on sc.id = cs.section_id and sc.school_id = c.school_id
        cross join lateral (
          select sa.user_id, false as family from staff_assignments sa where sa.section_id = sc.id
          union all
          select g.guardian_id, true from child_sections other
            join guardianships g on g.child_id = other.child_id
            where s.families_told_of_birthdays and other.section_id = sc.id and other.child_id <> c.child_id
              and not exists (select 1 from guardianships own
                where own.child_id = c.child_id and own.guardian_id = g.guardian_id)) x
        join users r on r.id = x.user_id and r.status = 'Active' and r.email is not null
        order by c.child_id, c.school_id, r.id, x.family, sc.name`,
    )
    const mails = rows.map((row) => {
      const to: NotificationRecipient = {
        id: row.id,
        email: row.email,
        language: row.language,
        settings: row.settings ?? {},
      }
      return {
        recipient: to,
        render: renderNotification('notification-birthday', to, {
          name: row.firstname,
          child: row.family ? row.child_firstname : row.child_name,
          section: row.section_name,
          link: `${deps.config.publicUrl}/calendar`,
        }),
      }
    })
    return (await queueNotificationMails(tx, deps, 'birthday', mails)).length
  })
}

export const birthdayMailJob: JobDefinition = {
  name: 'notifications.birthday-mail',
  everyMs: birthdayJobEveryMs,
  run: (deps, clock) => runBirthdayMails(deps, clock.now()),
}
