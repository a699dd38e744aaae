import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  createPoll,
  editPoll,
  getPoll,
  listPolls,
  pollInScope,
  removePoll,
  replierScope,
  vote,
} from './polls.service'

export function pollsRoutes(route: Route): void {
  route(contracts.polls.list, async ({ actor, db, now, query }) => {
    return listPolls(db, actor, now, query)
  })

  route(contracts.polls.replierScope, async ({ actor, db, now }) => {
    return replierScope(db, actor, now)
  })

  route(contracts.polls.get, async ({ actor, requireFor, db, now, params }) => {
    const poll = await requireFor('polls.get', params.id, pollInScope)
    return getPoll(db, actor, poll, now)
  })

  route(contracts.polls.create, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => createPoll(tx, actor, now, body))
  })

  route(contracts.polls.update, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const poll = await requireFor('polls.update', params.id, pollInScope, tx)
      return editPoll(tx, actor, now, poll, body)
    })
  })

  route(contracts.polls.delete, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const poll = await requireFor('polls.delete', params.id, pollInScope, tx)
      await removePoll(tx, actor, poll)
    })
    return null
  })

  route(contracts.polls.vote, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const poll = await requireFor('polls.vote', params.id, pollInScope, tx)
      return vote(tx, actor, now, poll, body.optionId)
    })
  })
}
