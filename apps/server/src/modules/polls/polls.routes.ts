import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { createPoll, editPoll, getPoll, listPolls, removePoll, replierScope, vote } from './polls.service'

export function pollsRoutes(route: Route): void {
  route(contracts.polls.list, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return listPolls(db, actor, now, query)
  })

  route(contracts.polls.replierScope, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return replierScope(db, actor, now)
  })

  route(contracts.polls.get, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return getPoll(db, actor, params.id, now)
  })

  route(contracts.polls.create, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => createPoll(tx, actor, now, body))
  })

  route(contracts.polls.update, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => editPoll(tx, actor, now, params.id, body))
  })

  route(contracts.polls.delete, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    await db.transaction((tx) => removePoll(tx, actor, now, params.id))
    return null
  })

  route(contracts.polls.vote, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => vote(tx, actor, now, params.id, body.optionId))
  })
}
