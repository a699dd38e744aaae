import { and, eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import {
  dailyEntries,
  dailyLogDays,
  folders,
  galleries,
  pollOptions,
  polls,
  pollVotes,
  postalCards,
  posts,
  schools,
  sections,
  users,
} from '../db/schema/index'
import { localDate } from '../platform/clock'
import type { Storage } from '../platform/storage'
import { indexNewItems, type NewsEntry, type ShareTarget } from '../modules/news/index'
import { demoSchools } from './demo-accounts'
import { seedChannel } from './demo-chat'
import { startDrawing, storeDemoPictures, type StoredPicture } from './demo-photos'
import { weeks, type DemoCareDay, type SchoolKey, type SchoolWeek } from './demo-week-content'

// A lively week in every demo school (README "What the demo contains"), so that each page shows
// what it is for: albums with photos, a poll with answers, a folder, postal cards where the school
// turns them on, partner news where a sponsor works, a care-log day where the care log is on, and
// a chat thread between a family and the staff. Everything is dated relative to the seed's `now`
// (the week before it) and written in the school's language. Called by seedDemo inside its
// transaction, after the people exist; looked up by the e-mails and names of demo.ts.

const hours = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000)

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Starts drawing every picture of the week (demo-photos.ts); seedDemoWeek stores them. */
export function drawDemoWeek() {
  return startDrawing(
    Object.values(weeks).flatMap((week) => [
      ...week.albums.flatMap((a) => a.photos.map((picture) => ({ picture, kind: 'gallery' as const }))),
      ...week.folder.files.map((f) => ({ picture: f.picture, kind: 'folder' as const })),
      ...(week.cards ?? []).map((c) => ({ picture: c.picture, kind: 'postal-card' as const })),
      ...(week.partnerNews ?? []).map((n) => ({ picture: n.picture, kind: 'post' as const })),
    ]),
  )
}

export interface DemoWeekOptions {
  storage: Storage
  drawing: ReturnType<typeof drawDemoWeek>
}

export async function seedDemoWeek(
  tx: Queryable,
  now: Date,
  { storage, drawing }: DemoWeekOptions,
): Promise<void> {
  const emails = new Set<string>()
  for (const week of Object.values(weeks)) {
    for (const a of week.albums) emails.add(a.owner)
    emails.add(week.poll.owner).add(week.folder.owner)
    for (const c of week.cards ?? []) if (c.from) emails.add(c.from)
    for (const n of week.partnerNews ?? []) emails.add(n.owner)
    if (week.thread) emails.add(week.thread.staff).add(week.thread.guardian)
    if (week.careDay) emails.add(week.careDay.guardian)
  }
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]))
  const userId = (email: string): string => {
    const found = people.find((p) => p.email === email)
    // demo.ts names these people: fail loudly if the two files drift apart.
    if (!found) throw new Error(`Demo week: no user ${email}`)
    return found.id
  }

  // Pictures are drawn and stored together at the end (one batch uses both cores).
  const pictures: StoredPicture[] = []
  // The feed's index rows, written together at the end (news/news.index.ts indexNewItems).
  const feed: NewsEntry[] = []
  const cardPhotos: Array<{ cardId: string; index: number }> = []
  for (const [key, week] of Object.entries(weeks) as Array<[SchoolKey, SchoolWeek]>) {
    const [school] = await tx
      .select({ id: schools.id, timezone: schools.timezone })
      .from(schools)
      .where(eq(schools.name, demoSchools[key]))
    if (!school) throw new Error(`Demo week: no school ${demoSchools[key]}`)
    const schoolTarget: ShareTarget[] = [{ targetType: 'School', targetId: school.id }]
    const sectionTargets = async (names: readonly string[] | undefined): Promise<ShareTarget[]> => {
      if (!names) return schoolTarget
      const rows = await tx
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.schoolId, school.id), inArray(sections.name, [...names])))
      return rows.map((s) => ({ targetType: 'Section', targetId: s.id }))
    }
    // The school's families other than the demo accounts, by name so the seed is stable.
    const families = await selectRows<{ guardian_id: string; child_id: string; section_id: string }>(
      tx,
      sql`select distinct on (u.lastname, u.firstname, u.id) u.id as guardian_id,
          g.child_id, cs.section_id
        from users u
        join guardianships g on g.guardian_id = u.id
        join child_sections cs on cs.child_id = g.child_id
        join sections sc on sc.id = cs.section_id
        where sc.school_id = ${school.id}::uuid and u.status = 'Active' and u.email not like '%@nido.demo'
        order by u.lastname, u.firstname, u.id, g.child_id`,
    )

    for (const album of week.albums) {
      const at = hours(now, album.hoursAgo)
      const ownerId = userId(album.owner)
      const [row] = await tx
        .insert(galleries)
        .values({
          ownerId,
          schoolId: school.id,
          title: album.title,
          description: album.description,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: galleries.id })
      album.photos.forEach((picture, position) =>
        pictures.push({
          ownerId,
          schoolId: school.id,
          kind: 'gallery',
          attachedId: row!.id,
          position,
          fileName: `${album.title.toLowerCase().replace(/[^a-z]+/g, '-')}-${position + 1}.jpg`,
          createdAt: at,
          picture,
        }),
      )
      feed.push({
        type: 'Gallery',
        referenceId: row!.id,
        ownerId,
        schoolId: school.id,
        status: 'published',
        publishAt: at,
        searchText: `${album.title}\n${album.description}`,
        targets: await sectionTargets(album.sections),
      })
    }

    const poll = week.poll
    const pollAt = hours(now, poll.hoursAgo)
    const pollOwner = userId(poll.owner)
    const [pollRow] = await tx
      .insert(polls)
      .values({
        ownerId: pollOwner,
        schoolId: school.id,
        question: poll.question,
        supportsMultiple: false,
        closesAt: new Date(now.getTime() + poll.closesInDays * 86_400_000),
        createdAt: pollAt,
        updatedAt: pollAt,
      })
      .returning({ id: polls.id })
    const options = await tx
      .insert(pollOptions)
      .values(poll.options.map((label, position) => ({ pollId: pollRow!.id, label, position })))
      .returning({ id: pollOptions.id })
    const voters = [...new Set(families.map((f) => f.guardian_id))]
    const votes = poll.votes.flatMap((n, option) => Array.from({ length: n }, () => options[option]!.id))
    const cast = votes.slice(0, voters.length).map((optionId, i) => ({
      pollId: pollRow!.id,
      optionId,
      userId: voters[i]!,
      createdAt: hours(now, poll.hoursAgo - 1 - i),
    }))
    if (cast.length > 0) await tx.insert(pollVotes).values(cast)
    feed.push({
      type: 'Poll',
      referenceId: pollRow!.id,
      ownerId: pollOwner,
      schoolId: school.id,
      status: 'published',
      publishAt: pollAt,
      searchText: poll.question,
      targets: schoolTarget,
    })

    const folder = week.folder
    const folderAt = hours(now, folder.hoursAgo)
    const folderOwner = userId(folder.owner)
    const [folderRow] = await tx
      .insert(folders)
      .values({
        ownerId: folderOwner,
        schoolId: school.id,
        title: folder.title,
        description: folder.description,
        audience: 'GuardianAndChild',
        createdAt: folderAt,
        updatedAt: folderAt,
      })
      .returning({ id: folders.id })
    folder.files.forEach((file, position) =>
      pictures.push({
        ownerId: folderOwner,
        schoolId: school.id,
        kind: 'folder',
        attachedId: folderRow!.id,
        position,
        fileName: file.fileName,
        createdAt: folderAt,
        picture: file.picture,
      }),
    )
    feed.push({
      type: 'Folder',
      referenceId: folderRow!.id,
      ownerId: folderOwner,
      schoolId: school.id,
      status: 'published',
      publishAt: folderAt,
      searchText: `${folder.title}\n${folder.description}`,
      targets: schoolTarget,
    })

    for (const card of week.cards ?? []) {
      const family = card.from ? await firstChildOf(tx, userId(card.from), school.id) : families[0]
      if (!family) throw new Error(`Demo week: no family for a postal card in ${key}`)
      const at = hours(now, card.hoursAgo)
      const [cardRow] = await tx
        .insert(postalCards)
        .values({
          ownerId: family.guardian_id,
          childId: family.child_id,
          sectionId: family.section_id,
          schoolId: school.id,
          message: card.message,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: postalCards.id })
      pictures.push({
        ownerId: family.guardian_id,
        schoolId: school.id,
        kind: 'postal-card',
        attachedId: cardRow!.id,
        position: 0,
        fileName: 'postal-card.jpg',
        createdAt: at,
        picture: card.picture,
      })
      // The card's photo row exists once the pictures are stored, below.
      cardPhotos.push({ cardId: cardRow!.id, index: pictures.length - 1 })
      // As postal-cards.service.ts: a private message to the child's section staff, not moderated.
      const staff = await selectRows<{ id: string }>(
        tx,
        sql`select distinct u.id from staff_assignments sa join users u on u.id = sa.user_id
          join sections sc on sc.id = ${family.section_id}::uuid join schools s on s.id = sc.school_id
          where u.profile_type in ('COORDINATOR', 'DIRECTOR', 'TEACHER') and u.status = 'Active'
            and (sa.section_id = sc.id or sa.school_id = s.id or sa.group_id = s.group_id)`,
      )
      feed.push({
        type: 'PostalCard',
        referenceId: cardRow!.id,
        ownerId: family.guardian_id,
        schoolId: school.id,
        status: 'published',
        publishAt: at,
        searchText: card.message,
        targets: [family.child_id, ...staff.map((s) => s.id)].map((targetId) => ({
          targetType: 'User' as const,
          targetId,
        })),
      })
    }

    // Spec 000 §2 /publicities: what a sponsor publishes is a sponsored post.
    for (const news of week.partnerNews ?? []) {
      const at = hours(now, news.hoursAgo)
      const ownerId = userId(news.owner)
      const [post] = await tx
        .insert(posts)
        .values({
          ownerId,
          schoolId: school.id,
          contentHtml: news.html,
          sponsored: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: posts.id })
      pictures.push({
        ownerId,
        schoolId: school.id,
        kind: 'post',
        attachedId: post!.id,
        position: 0,
        fileName: 'partner-news.jpg',
        createdAt: at,
        picture: news.picture,
      })
      feed.push({
        type: 'Post',
        referenceId: post!.id,
        ownerId,
        schoolId: school.id,
        status: 'published',
        publishAt: at,
        searchText: plainText(news.html),
        targets: schoolTarget,
      })
    }

    if (week.thread) {
      const staff = userId(week.thread.staff)
      const guardian = userId(week.thread.guardian)
      const who = { staff, guardian }
      const messages = week.thread.messages.map(
        ([by, text, h]) => [who[by], text, h] as [string, string, number],
      )
      // The guardian has not seen the last message yet: the chat shows an unread thread.
      await seedChannel(tx, now, { ownerId: staff, title: null, color: null }, [staff, guardian], messages, {
        [staff]: messages.length - 1,
        [guardian]: messages.length - 2,
      })
    }

    if (week.careDay) await seedCareDay(tx, now, school, userId(week.careDay.guardian), week.careDay, feed)
  }

  await indexNewItems(tx, feed)
  const mediaIds = await storeDemoPictures(tx, storage, drawing, pictures)
  for (const { cardId, index } of cardPhotos)
    await tx.update(postalCards).set({ mediaId: mediaIds[index]! }).where(eq(postalCards.id, cardId))
}

async function firstChildOf(
  tx: Queryable,
  guardianId: string,
  schoolId: string,
): Promise<{ guardian_id: string; child_id: string; section_id: string } | undefined> {
  const [row] = await selectRows<{ guardian_id: string; child_id: string; section_id: string }>(
    tx,
    sql`select g.guardian_id, g.child_id, cs.section_id from guardianships g
      join child_sections cs on cs.child_id = g.child_id
      join sections sc on sc.id = cs.section_id
      join users c on c.id = g.child_id
      where g.guardian_id = ${guardianId}::uuid and sc.school_id = ${schoolId}::uuid
      order by c.firstname limit 1`,
  )
  return row
}

/** Yesterday's care log of one section, as demo-daily-log.ts writes Lyon's, shown in the feed. */
async function seedCareDay(
  tx: Queryable,
  now: Date,
  school: { id: string; timezone: string },
  guardianId: string,
  careDay: DemoCareDay,
  feed: NewsEntry[],
): Promise<void> {
  const family = await firstChildOf(tx, guardianId, school.id)
  if (!family) throw new Error('Demo week: the care-log family has no child in the school')
  const [teacher] = await selectRows<{ id: string }>(
    tx,
    sql`select u.id from staff_assignments sa join users u on u.id = sa.user_id
      where sa.section_id = ${family.section_id}::uuid and u.profile_type = 'TEACHER' and not u.observer
      order by u.lastname limit 1`,
  )
  if (!teacher) throw new Error('Demo week: the care-log section has no teacher')
  const children = await selectRows<{ id: string; firstname: string; lastname: string }>(
    tx,
    sql`select c.id, c.firstname, c.lastname from child_sections cs join users c on c.id = cs.child_id
      where cs.section_id = ${family.section_id}::uuid order by c.firstname limit 6`,
  )
  const date = localDate(new Date(now.getTime() - 86_400_000), school.timezone)
  const publishAt = hours(now, 14)
  if (children.length === 0) return
  const days = await tx
    .insert(dailyLogDays)
    .values(children.map((child) => ({ childId: child.id, schoolId: school.id, date })))
    .returning({ id: dailyLogDays.id, childId: dailyLogDays.childId })
  await tx.insert(dailyEntries).values(
    days.flatMap((day) =>
      careDay.entries.map((e) => ({
        dayId: day.id,
        childId: day.childId,
        schoolId: school.id,
        sectionId: family.section_id,
        date,
        time: e.time,
        kind: e.data.kind,
        comment: e.comment ?? '',
        data: e.data,
        batchId: uuidv7(),
        authorId: teacher.id,
      })),
    ),
  )
  for (const day of days) {
    const child = children.find((c) => c.id === day.childId)!
    feed.push({
      type: 'Daily',
      referenceId: day.id,
      ownerId: null,
      schoolId: school.id,
      status: 'published',
      publishAt,
      searchText: `${child.firstname} ${child.lastname}`,
      targets: [{ targetType: 'User', targetId: child.id }],
    })
  }
}
