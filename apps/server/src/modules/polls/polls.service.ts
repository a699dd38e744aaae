import { idFromRow, type SchoolId, type UserId } from '@nido/domain/ids'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import type { Poll, PollReplierScope, zPollCreate, zPollUpdate } from '@nido/domain/contracts/polls'
import type { BoardTarget } from '@nido/domain/contracts/boards-common'
import { isFeatureOn } from '@nido/domain/enums/features'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import { pollOpen, pollOptionsValid, togglePollOption } from '@nido/domain/rules/poll-votes'
import type { InScope } from '../../platform/http'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { currentSchoolFeatures } from '../../platform/features'
import {
  findNews,
  indexNews,
  newsOfReferences,
  removeNews,
  newsAudience,
  checkShareTargets,
} from '../news/index'
import { decodeTimeKey, emptyPage, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { peopleByIds } from '../../platform/people'
import { currentSchoolOf, isManager, listSchoolOf, mayManage } from '../../platform/school-scope'
import {
  addVotes,
  deletePoll,
  findVisiblePoll,
  insertOptions,
  insertPoll,
  listVisiblePolls,
  lockedUserOptions,
  optionIdsOfPoll,
  optionsOf,
  removeVotes,
  replaceOptions,
  unansweredPollIds,
  updatePoll,
  votesOf,
  type PollRow,
} from './polls.queries'

// Spec 000 §2 polls, §6 (coordinator, director, teacher, sponsor), §7 poll replier scope and DELETE
// poll by id; spec 001 §3 (optionOwnerIds, supportsMultiple) and §4 (an option toggles; single
// choice clears the user's other options). The poll's sharing targets are its replier scope.

type PollCreateInput = z.output<typeof zPollCreate>
type PollUpdateInput = z.output<typeof zPollUpdate>

/** Families answer polls; staff write them and read the results. */
const mayReply = (actor: Actor) =>
  !actor.observer &&
  (actor.userPermission.profileType === 'GUARDIAN' || actor.userPermission.profileType === 'CHILD')

async function pollViews(db: Queryable, actor: Actor, rows: PollRow[], now: Date): Promise<Poll[]> {
  const ids = rows.map((r) => r.id)
  const newsRows = await newsOfReferences(db, 'Poll', ids)
  const options = await optionsOf(db, ids)
  const votes = await votesOf(db, ids)
  const managed = new Set(rows.filter((r) => isManager(actor, r)).map((r) => r.id))
  // Only the voters of polls whose results the actor sees are named.
  const people = await peopleByIds(db, [
    ...rows.map((r) => r.ownerId),
    ...votes.filter((v) => managed.has(v.pollId)).map((v) => v.userId),
  ])
  return rows.map((row) => {
    const results = managed.has(row.id)
    const pollVotes = votes.filter((v) => v.pollId === row.id)
    const voterIds = [...new Set(pollVotes.map((v) => v.userId))]
    const open = pollOpen(row.closesAt, now)
    const entry = newsRows.get(row.id)
    return {
      id: row.id,
      schoolId: idFromRow<SchoolId>(row.schoolId),
      question: row.question,
      supportsMultiple: row.supportsMultiple,
      closesAt: row.closesAt?.toISOString() ?? null,
      closed: !open,
      owner: row.ownerId ? (people.get(row.ownerId) ?? null) : null,
      status: entry?.status ?? 'published',
      targets: results ? (entry?.targets ?? []) : [],
      options: options
        .filter((o) => o.pollId === row.id)
        .map((o) => {
          const owners = pollVotes.filter((v) => v.optionId === o.id).map((v) => v.userId)
          return {
            id: o.id,
            label: o.label,
            position: o.position,
            count: owners.length,
            ownerIds: (results ? owners : owners.filter((id) => id === actor.userId)).map((id) =>
              idFromRow<UserId>(id),
            ),
          }
        }),
      myOptionIds: pollVotes.filter((v) => v.userId === actor.userId).map((v) => v.optionId),
      voterCount: voterIds.length,
      voters: results ? voterIds.flatMap((id) => people.get(id) ?? []) : null,
      canEdit: mayManage(actor, row),
      canVote: open && mayReply(actor) && row.ownerId !== actor.userId,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

async function onePollView(db: Queryable, actor: Actor, row: PollRow, now: Date): Promise<Poll> {
  const [view] = await pollViews(db, actor, [row], now)
  return view!
}

export async function listPolls(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { cursor?: string | undefined; limit: number },
) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return emptyPage
  const rows = await listVisiblePolls(db, actor, schoolId, now, decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: await pollViews(db, actor, page.rows, now), nextCursor: page.nextCursor }
}

/**
 * The polls module's scope function (decision 0013): the poll as the actor may see it, or nothing.
 * Handlers ask for their poll through it (`requireFor`), which answers NOT_FOUND otherwise.
 */
export const pollInScope: InScope<string, PollRow> = findVisiblePoll

export async function getPoll(db: Queryable, actor: Actor, row: PollRow, now: Date): Promise<Poll> {
  return onePollView(db, actor, row, now)
}

/** A closing date must lie ahead when it is set or changed. */
function checkClosesAt(closesAt: string | null, now: Date, previous: Date | null = null): Date | null {
  if (closesAt === null) return null
  const date = new Date(closesAt)
  if (previous?.getTime() === date.getTime()) return date
  if (date.getTime() <= now.getTime()) throw new AppError('VALIDATION_ERROR', { field: 'closesAt' })
  return date
}

function checkLabels(labels: readonly string[]) {
  if (!pollOptionsValid(labels)) throw new AppError('VALIDATION_ERROR', { field: 'options' })
}

async function index(tx: Queryable, row: PollRow, actor: Actor, now: Date, targets: BoardTarget[]) {
  const indexed = await findNews(tx, 'Poll', row.id)
  await indexNews(tx, {
    type: 'Poll',
    referenceId: row.id,
    ownerId: row.ownerId,
    schoolId: row.schoolId,
    status: indexed?.status ?? initialNewsStatus(actor.userPermission),
    publishAt: indexed?.publishAt ?? now,
    searchText: row.question,
    targets,
  })
}

export async function createPoll(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: PollCreateInput,
): Promise<Poll> {
  const schoolId = currentSchoolOf(actor)
  checkLabels(input.options)
  const closesAt = checkClosesAt(input.closesAt, now)
  const targets = await checkShareTargets(tx, actor, input.targets)
  const row = await insertPoll(tx, {
    ownerId: actor.userId,
    schoolId,
    question: input.question,
    supportsMultiple: input.supportsMultiple,
    closesAt,
  })
  await insertOptions(tx, row.id, input.options)
  await index(tx, row, actor, now, targets)
  await audit(tx, actor, 'polls.create', { pollId: row.id })
  return onePollView(tx, actor, row, now)
}

/** A visible poll is changed by its owner or the school's management only. */
function requireManageable(actor: Actor, row: PollRow): void {
  if (!mayManage(actor, row)) throw new AppError('FORBIDDEN')
}

export async function editPoll(
  tx: Queryable,
  actor: Actor,
  now: Date,
  current: PollRow,
  input: PollUpdateInput,
): Promise<Poll> {
  requireManageable(actor, current)
  const id = current.id
  checkLabels(input.options.map((o) => o.label))
  const kept = input.options.flatMap((o) => (o.id ? [o.id] : []))
  if (new Set(kept).size !== kept.length) throw new AppError('VALIDATION_ERROR', { field: 'options' })
  if ((await optionIdsOfPoll(tx, id, kept)).size !== kept.length) throw new AppError('NOT_FOUND')
  const closesAt = checkClosesAt(input.closesAt, now, current.closesAt)
  const targets = await checkShareTargets(tx, actor, input.targets)
  const row = await updatePoll(
    tx,
    id,
    { question: input.question, supportsMultiple: input.supportsMultiple, closesAt },
    now,
  )
  await replaceOptions(tx, id, input.options)
  await index(tx, row, actor, now, targets)
  await audit(tx, actor, 'polls.update', { pollId: id })
  return onePollView(tx, actor, row, now)
}

export async function removePoll(tx: Queryable, actor: Actor, row: PollRow): Promise<void> {
  requireManageable(actor, row)
  const id = row.id
  await removeNews(tx, 'Poll', id)
  await deletePoll(tx, id)
  await audit(tx, actor, 'polls.delete', { pollId: id })
}

/** Spec 001 §4: the option toggles; on a single-choice poll the user's other options go. */
export async function vote(
  tx: Queryable,
  actor: Actor,
  now: Date,
  row: PollRow,
  optionId: string,
): Promise<Poll> {
  const id = row.id
  if (!mayReply(actor) || row.ownerId === actor.userId) throw new AppError('FORBIDDEN')
  if (!pollOpen(row.closesAt, now)) throw new AppError('POLL_CLOSED')
  if (!(await optionIdsOfPoll(tx, id, [optionId])).has(optionId)) throw new AppError('NOT_FOUND')
  const current = await lockedUserOptions(tx, id, actor.userId)
  const toggle = togglePollOption(current, optionId, row.supportsMultiple)
  await removeVotes(tx, id, actor.userId, toggle.removed)
  await addVotes(tx, id, actor.userId, toggle.added)
  await audit(tx, actor, 'polls.vote', { pollId: id, added: toggle.added, removed: toggle.removed })
  return onePollView(tx, actor, row, now)
}

/**
 * Spec 000 §7 "poll replier scope", called at start-up: whether the actor answers polls at all
 * (a family member, not an observer, communication on), the targets through which polls reach
 * them, and the open polls of the current school still waiting for their answer.
 */
export async function replierScope(db: Queryable, actor: Actor, now: Date): Promise<PollReplierScope> {
  const features = await currentSchoolFeatures(db, actor)
  const canReply = mayReply(actor) && isFeatureOn(features.communication)
  if (!canReply) return { canReply, targets: [], unansweredPollIds: [] }
  const audience = newsAudience(actor)
  const targets: BoardTarget[] = [
    ...audience.userIds.map((targetId) => ({ targetType: 'User' as const, targetId })),
    ...audience.sectionIds.map((targetId) => ({ targetType: 'Section' as const, targetId })),
    ...audience.schoolIds.map((targetId) => ({ targetType: 'School' as const, targetId })),
  ]
  const schoolId = listSchoolOf(actor)
  const unanswered = schoolId ? await unansweredPollIds(db, actor, schoolId, now) : []
  return { canReply, targets, unansweredPollIds: unanswered }
}
