import { z } from 'zod'
import { zSchoolIdOut, zUserIdOut } from '../ids'
import { zPage, zPageQuery } from './common'
import { zBoardNewsStatus, zBoardPerson, zBoardTarget, zIdParams, zTitle } from './boards-common'
import { defineRoute } from './define'

// Spec 000 §2 /polls, /polls/{id}, /polls/edit/{id}; §6 polls for coordinator, director, teacher,
// sponsor; §7 poll replier scope on start, DELETE poll by id. Spec 001 §3 News poll
// (optionOwnerIds, supportsMultiple) and §4 (an option toggles; single-choice clears the others).

export const zPollOption = z.object({
  id: z.string(),
  label: z.string(),
  position: z.number().int(),
  count: z.number().int(),
  /**
   * Spec 001 §3 optionOwnerIds: who chose this option. The author and the school's directors and
   * coordinators see everyone; a family member sees only themself (families do not see each
   * other's votes).
   */
  ownerIds: z.array(zUserIdOut),
})
export type PollOption = z.infer<typeof zPollOption>

export const zPoll = z.object({
  id: z.string(),
  schoolId: zSchoolIdOut,
  question: z.string(),
  supportsMultiple: z.boolean(),
  closesAt: z.string().nullable(),
  closed: z.boolean(),
  owner: zBoardPerson.nullable(),
  status: zBoardNewsStatus,
  targets: z.array(zBoardTarget),
  options: z.array(zPollOption),
  /** The actor's own choices. */
  myOptionIds: z.array(z.string()),
  /** Number of people who voted. */
  voterCount: z.number().int(),
  /** Names of the voters, for those who see the results (null for the others). */
  voters: z.array(zBoardPerson).nullable(),
  canEdit: z.boolean(),
  /** The actor is in the replier scope and the poll is open. */
  canVote: z.boolean(),
  createdAt: z.string(),
})
export type Poll = z.infer<typeof zPoll>

const zClosesAt = z.iso.datetime({ offset: true }).nullable()

export const zPollCreate = z.object({
  question: zTitle,
  supportsMultiple: z.boolean(),
  closesAt: zClosesAt,
  options: z.array(zTitle).min(2).max(20),
  targets: z.array(zBoardTarget).max(500),
})
export type PollCreate = z.input<typeof zPollCreate>

export const zPollUpdate = z.object({
  question: zTitle,
  supportsMultiple: z.boolean(),
  closesAt: zClosesAt,
  /** Kept options carry their id (their votes stay); new ones have none; missing ones go. */
  options: z
    .array(z.object({ id: z.uuid().optional(), label: zTitle }))
    .min(2)
    .max(20),
  targets: z.array(zBoardTarget).max(500),
})
export type PollUpdate = z.input<typeof zPollUpdate>

/** Spec 000 §7 poll replier scope: may the actor answer polls, and which polls await them. */
export const zPollReplierScope = z.object({
  canReply: z.boolean(),
  /** The share targets through which polls reach the actor (their user, sections and schools). */
  targets: z.array(zBoardTarget),
  /** Open polls of the current school the actor may answer and has not answered yet. */
  unansweredPollIds: z.array(z.string()),
})
export type PollReplierScope = z.infer<typeof zPollReplierScope>

export const pollsContract = {
  list: defineRoute({
    action: 'polls.list',
    method: 'GET',
    path: '/api/v1/polls',
    summary: 'Polls of the current school the actor may see, newest first',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zPoll),
  }),
  replierScope: defineRoute({
    action: 'polls.replierScope',
    method: 'GET',
    path: '/api/v1/polls/replier-scope',
    summary: 'Whether the actor may answer polls, and the open polls awaiting their answer',
    auth: 'session',
    response: zPollReplierScope,
  }),
  get: defineRoute({
    action: 'polls.get',
    method: 'GET',
    path: '/api/v1/polls/:id',
    summary: 'One poll with its options, the actor’s choices and, for its managers, the results',
    auth: 'session',
    params: zIdParams,
    response: zPoll,
  }),
  create: defineRoute({
    action: 'polls.create',
    method: 'POST',
    path: '/api/v1/polls',
    summary: 'Create a poll in the current school and share it with its repliers',
    auth: 'session',
    body: zPollCreate,
    response: zPoll,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'polls.update',
    method: 'PUT',
    path: '/api/v1/polls/:id',
    summary: 'Change a poll: question, options, closing date, repliers',
    auth: 'session',
    params: zIdParams,
    body: zPollUpdate,
    response: zPoll,
  }),
  delete: defineRoute({
    action: 'polls.delete',
    method: 'DELETE',
    path: '/api/v1/polls/:id',
    summary: 'Delete a poll, its votes and its news item (spec 000 §7)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  vote: defineRoute({
    action: 'polls.vote',
    method: 'POST',
    path: '/api/v1/polls/:id/votes',
    summary: 'Toggle one option (spec 001 §4: single-choice polls clear the other options)',
    auth: 'session',
    params: zIdParams,
    body: z.object({ optionId: z.uuid() }),
    response: zPoll,
  }),
}
