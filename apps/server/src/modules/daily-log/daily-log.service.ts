import type { z } from 'zod'
import { type MediaId, type SchoolId, idFromRow } from '@nido/domain/ids'
import { uuidv7 } from 'uuidv7'
import { accessLevelEditable } from '@nido/domain/access/access-level'
import { AppError } from '@nido/domain/errors'
import type {
  Board,
  BoardEntry,
  DailyEntry,
  DailyTimeline,
  zBoardQuery,
  zEntryCreate,
  zEntryInput,
} from '@nido/domain/contracts/daily-log'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import {
  compareBoardChildren,
  entryEditable,
  everVisibleToFamily,
  isPresent,
} from '@nido/domain/rules/daily-log'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import { flagSchoolId } from '../../platform/features'
import type { RealtimePush } from '../../platform/realtime-server'
import { attachMedia } from '../media/index'
import { indexNews, removeNews } from '../news/index'
import { selectRows } from '../../db/rows'
import { sql } from 'drizzle-orm'
import { checkInOf, checkInsOf } from './daily-log.check-ins'
import {
  deleteEntry,
  entriesByIds,
  entriesOf,
  entriesOfBatches,
  entryAudience,
  familyChild,
  familyKindCount,
  insertEntries,
  schoolTimezone,
  scopedSection,
  scopedSections,
  sectionChildren,
  staffChildren,
  staffEntry,
  updateEntry,
  upsertDay,
  type EntryRow,
} from './daily-log.queries'
import {
  arrivalsRecorded,
  entryView,
  familyEntries,
  visibilitiesOf,
  type Visibilities,
} from './daily-log.views'

// The care log (docs/daily-log.md). Staff (teacher by section, director and coordinator by school,
// spec 000 §6) log entries for one or many children; entries are written, changed and deleted on
// their own day only (school time zone); families see their child's day as one Daily news item
// per child and day (ARCHITECTURE §6), re-indexed on every change, filtered by each kind's
// visibility (spec 001 §3); a change is pushed live as `daily.entries` (ARCHITECTURE §8).

type EntryCreateInput = z.output<typeof zEntryCreate>
type EntryInputValue = z.output<typeof zEntryInput>
type BoardQuery = z.output<typeof zBoardQuery>

/** What changed, for the realtime push once the transaction has committed. */
export interface EntryChange {
  childIds: string[]
  sectionIds: string[]
  schoolIds: string[]
  date: string
}

export async function listSections(db: Queryable, actor: Actor) {
  const rows = await scopedSections(db, actor, flagSchoolId(actor))
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      schoolId: r.school_id,
      schoolName: r.school_name,
      childCount: Number(r.child_count),
    })),
  }
}

/** A section's children for a day, present ones first, with their entries. */
export async function board(db: Queryable, actor: Actor, now: Date, query: BoardQuery): Promise<Board> {
  const section = await scopedSection(db, actor, query.sectionId)
  if (!section) throw new AppError('NOT_FOUND')
  const today = localDate(now, section.timezone)
  const date = query.date ?? today
  const children = await sectionChildren(db, section.id)
  const ids = children.map((c) => c.id)
  const [rows, checkIns, visibilities, recorded] = await Promise.all([
    entriesOf(db, ids, date),
    checkInsOf(db, ids, date),
    visibilitiesOf(db, [section.school_id]),
    arrivalsRecorded(db, section.school_id),
  ])
  const vis = visibilities.get(section.school_id)!
  const byChild = new Map<string, BoardEntry[]>()
  for (const row of rows) {
    const list = byChild.get(row.child_id) ?? []
    const {
      childId: _child,
      date: _date,
      batchId: _batch,
      updatedAt: _updated,
      ...entry
    } = entryView(row, vis)
    list.push(entry)
    byChild.set(row.child_id, list)
  }
  const list = children.map((c) => {
    const checkIn = checkInOf(checkIns, c.id, date)
    const arrival = checkIn?.arrival ?? null
    const departure = checkIn?.departure ?? null
    return {
      id: c.id,
      firstname: c.firstname,
      lastname: c.lastname,
      gender: c.gender,
      avatarMediaId: idFromRow<MediaId>(c.avatar_media_id),
      arrival,
      departure,
      present: isPresent(arrival, departure),
      entries: byChild.get(c.id) ?? [],
    }
  })
  list.sort(compareBoardChildren)
  return {
    date,
    today,
    section: { id: section.id, name: section.name, schoolId: idFromRow<SchoolId>(section.school_id) },
    // Spec 000 §5: ReadOnly child access reads the care log without writing (docs/access-levels.md).
    canWrite: !actor.observer && accessLevelEditable(actor.accessLevels.child) && entryEditable(date, today),
    arrivalsRecorded: recorded,
    children: list,
  }
}

/** Families see a kind's entries unless it is never-visible: those days have a Daily item. */
function familyKinds(vis: Visibilities) {
  return dailyEntryKinds.filter((k) => everVisibleToFamily(vis[k]))
}

/**
 * Writes the Daily news item of a child's day (ARCHITECTURE §6): targeted at the child (User),
 * so their guardians and the child read it (news.audience.ts); no owner, the school speaks.
 * Re-indexed on every change so that it comes back to the top of the feed; removed when no
 * entry left is one families could see.
 */
async function reindexDay(
  tx: Queryable,
  day: { id: string; childId: string; schoolId: string; childName: string },
  vis: Visibilities,
  now: Date,
) {
  const count = await familyKindCount(tx, day.id, familyKinds(vis))
  if (count === 0) return removeNews(tx, 'Daily', day.id)
  await indexNews(tx, {
    type: 'Daily',
    referenceId: day.id,
    ownerId: null,
    schoolId: day.schoolId,
    status: 'published',
    publishAt: now,
    searchText: day.childName,
    targets: [{ targetType: 'User', targetId: day.childId }],
  })
}

/** An audio message must be a recording the actor uploaded for the care log (spec 000 §3 audio). */
async function checkAudio(tx: Queryable, actor: Actor, entry: EntryInputValue, batchId: string) {
  if (entry.data.kind !== 'audio-message') return null
  const mediaId = entry.data.mediaId
  const [file] = await selectRows<{ type: string }>(
    tx,
    sql`select type from media where id = ${mediaId} and owner_id = ${actor.userId}
      and kind = 'daily-entry' and status = 'ready'`,
  )
  if (!file) throw new AppError('NOT_FOUND')
  // A browser recording is audio/webm, which the file table files as a video container.
  if (file.type !== 'AUDIO' && file.type !== 'VIDEO') throw new AppError('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
  await attachMedia(tx, actor, { mediaIds: [mediaId], kind: 'daily-entry', attachedId: batchId })
  return mediaId
}

/** One entry for each selected child, all or none (one transaction). */
export async function createEntries(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: EntryCreateInput,
): Promise<{ items: DailyEntry[]; change: EntryChange }> {
  const childIds = [...new Set(input.childIds)]
  const children = await staffChildren(tx, actor, childIds)
  // One child outside the scope and nothing is written: it could be a probe (ARCHITECTURE §4).
  if (children.length !== childIds.length) throw new AppError('NOT_FOUND')
  const batchId = uuidv7()
  const mediaId = await checkAudio(tx, actor, input.entry, batchId)
  const visibilities = await visibilitiesOf(
    tx,
    children.map((c) => c.school_id),
  )
  const dates = new Set<string>()
  const rows = []
  const days = []
  for (const child of children) {
    const date = localDate(now, child.timezone)
    dates.add(date)
    const dayId = await upsertDay(tx, child.id, child.school_id, date, now)
    days.push({
      id: dayId,
      childId: child.id,
      schoolId: child.school_id,
      childName: `${child.firstname} ${child.lastname}`,
    })
    rows.push({
      dayId,
      childId: child.id,
      schoolId: child.school_id,
      sectionId: child.section_id,
      date,
      time: input.entry.time,
      kind: input.entry.data.kind,
      comment: input.entry.comment,
      data: input.entry.data,
      mediaId,
      batchId,
      authorId: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
  }
  const inserted = await insertEntries(tx, rows)
  for (const day of days) await reindexDay(tx, day, visibilities.get(day.schoolId)!, now)
  const ids = inserted.map((r) => r.id)
  await audit(tx, actor, 'dailyLog.create', { entryIds: ids, childIds, batchId, kind: input.entry.data.kind })
  const views = await entriesByIds(tx, ids)
  return {
    items: views.map((r) => entryView(r, visibilities.get(r.school_id))),
    change: {
      childIds,
      sectionIds: [...new Set(children.map((c) => c.section_id))],
      schoolIds: [...new Set(children.map((c) => c.school_id))],
      // Children of one request share a school almost always; the push names the first day.
      date: [...dates][0]!,
    },
  }
}

async function editableEntry(tx: Queryable, actor: Actor, now: Date, id: string) {
  const row = await staffEntry(tx, actor, id, true)
  if (!row) throw new AppError('NOT_FOUND')
  if (!entryEditable(row.date, localDate(now, await schoolTimezone(tx, row.school_id))))
    throw new AppError('DAILY_ENTRY_NOT_EDITABLE')
  return row
}

async function childName(tx: Queryable, childId: string) {
  const [row] = await selectRows<{ name: string }>(
    tx,
    sql`select firstname || ' ' || lastname as name from users where id = ${childId}`,
  )
  return row?.name ?? ''
}

function changeOf(row: EntryRow): EntryChange {
  return {
    childIds: [row.child_id],
    sectionIds: row.section_id ? [row.section_id] : [],
    schoolIds: [row.school_id],
    date: row.date,
  }
}

/** Change an entry (its own day only). */
export async function editEntry(
  tx: Queryable,
  actor: Actor,
  now: Date,
  id: string,
  input: EntryInputValue,
): Promise<{ entry: DailyEntry; change: EntryChange }> {
  const row = await editableEntry(tx, actor, now, id)
  // A new recording goes with a batch of its own: the old one may still be its siblings'.
  const sameAudio = input.data.kind === 'audio-message' && input.data.mediaId === row.media_id
  const batchId = input.data.kind === 'audio-message' && !sameAudio ? uuidv7() : row.batch_id
  const mediaId = sameAudio ? row.media_id : await checkAudio(tx, actor, input, batchId)
  await updateEntry(
    tx,
    id,
    { time: input.time, kind: input.data.kind, comment: input.comment, data: input.data, mediaId, batchId },
    now,
  )
  const vis = (await visibilitiesOf(tx, [row.school_id])).get(row.school_id)!
  await reindexDay(
    tx,
    {
      id: row.day_id,
      childId: row.child_id,
      schoolId: row.school_id,
      childName: await childName(tx, row.child_id),
    },
    vis,
    now,
  )
  await audit(tx, actor, 'dailyLog.update', { entryId: id, childId: row.child_id })
  const [view] = await entriesByIds(tx, [id])
  return { entry: entryView(view!, vis), change: changeOf(row) }
}

/** Delete an entry (its own day only). */
export async function removeEntry(tx: Queryable, actor: Actor, now: Date, id: string): Promise<EntryChange> {
  const row = await editableEntry(tx, actor, now, id)
  await deleteEntry(tx, id)
  const vis = (await visibilitiesOf(tx, [row.school_id])).get(row.school_id)!
  await reindexDay(
    tx,
    {
      id: row.day_id,
      childId: row.child_id,
      schoolId: row.school_id,
      childName: await childName(tx, row.child_id),
    },
    vis,
    now,
  )
  await audit(tx, actor, 'dailyLog.delete', { entryId: id, childId: row.child_id })
  return changeOf(row)
}

const isFamily = (actor: Actor) =>
  actor.userPermission.profileType === 'GUARDIAN' || actor.userPermission.profileType === 'CHILD'

/**
 * A child's day: staff in scope see every entry; the child's family sees the kinds the settings
 * show them (spec 001 §3 Visibility, enforced here and in the feed's Daily card).
 */
export async function timeline(
  db: Queryable,
  actor: Actor,
  childId: string,
  date: string,
): Promise<DailyTimeline> {
  const child = isFamily(actor)
    ? await familyChild(db, actor, childId)
    : (await staffChildren(db, actor, [childId]))[0]
  if (!child) throw new AppError('NOT_FOUND')
  const [rows, checkIns] = await Promise.all([
    entriesOf(db, [childId], date),
    checkInsOf(db, [childId], date),
  ])
  const schoolIds = [...new Set([child.school_id, ...rows.map((r) => r.school_id)])]
  const visibilities = await visibilitiesOf(db, schoolIds)
  const vis = visibilities.get(child.school_id)!
  const shown = isFamily(actor)
    ? familyEntries(rows, vis, checkInOf(checkIns, childId, date)?.departure)
    : rows
  return {
    child: { id: child.id, firstname: child.firstname, lastname: child.lastname, gender: child.gender },
    date,
    entries: shown.map((r) => entryView(r, visibilities.get(r.school_id))),
  }
}

/** ARCHITECTURE §8: after the commit, the children's families and their staff re-fetch. */
export async function notifyEntries(
  realtime: RealtimePush,
  db: Queryable,
  change: EntryChange,
): Promise<void> {
  const userIds = await entryAudience(db, change.childIds, change.sectionIds, change.schoolIds)
  realtime.toUsers(userIds, 'daily.entries', { childIds: change.childIds, date: change.date })
}

/**
 * Media kind 'daily-entry' (audio messages, docs/daily-log.md): a recording is attached to the
 * batch of entries it was logged with. Staff read it when one of the batch's children is in their scope; a family when it is
 * their child's and the audio-message kind is visible to them (spec 001 §3 Visibility).
 */
export async function visibleBatches(db: Queryable, actor: Actor, batchIds: string[]): Promise<Set<string>> {
  const rows = await entriesOfBatches(db, batchIds)
  if (rows.length === 0) return new Set()
  if (!isFamily(actor)) {
    const reached = await staffChildren(
      db,
      actor,
      rows.map((r) => r.child_id),
    )
    const ids = new Set(reached.map((c) => c.id))
    return new Set(rows.filter((r) => ids.has(r.child_id)).map((r) => r.batch_id))
  }
  const own = actor.userPermission.profileType === 'CHILD' ? [actor.userId] : actor.familyScope.childIds
  const mine = rows.filter((r) => own.includes(r.child_id))
  if (mine.length === 0) return new Set()
  const visibilities = await visibilitiesOf(
    db,
    mine.map((r) => r.school_id),
  )
  const visible = new Set<string>()
  for (const row of mine) {
    const day = await entriesOf(db, [row.child_id], row.date)
    const checkIns = await checkInsOf(db, [row.child_id], row.date)
    const shown = familyEntries(
      day,
      visibilities.get(row.school_id)!,
      checkInOf(checkIns, row.child_id, row.date)?.departure,
    )
    if (shown.some((e) => e.id === row.id)) visible.add(row.batch_id)
  }
  return visible
}
