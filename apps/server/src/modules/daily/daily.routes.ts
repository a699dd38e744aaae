import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { board } from './daily.board'
import { currentDaily, getCheckIn, tapCheckIn, updateCheckIn } from './daily.check-in'
import { getMorningWord, updateMorningWord } from './daily.morning-word'
import { allowedToBring, announce, dailyChildInScope, getSettings, updateSettings } from './daily.service'
import { clockByCode, getStaffCode, setStaffCode } from './daily.staff-check-in'

// Spec 001 §9: thin handlers; the router checks each action's rule first. Writes run in one
// transaction and announce the change (realtime `daily.check-ins`) once it is committed.

export function dailyRoutes(route: Route): void {
  route(contracts.daily.settings, async ({ actor, db }) => {
    return getSettings(db, actor)
  })

  route(contracts.daily.updateSettings, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => updateSettings(tx, actor, now, body))
  })

  route(contracts.daily.current, async ({ actor, db, now }) => {
    return currentDaily(db, actor, now)
  })

  route(contracts.daily.morningWord, async ({ actor, requireFor, db, now, params, query }) => {
    const child = await requireFor('daily.morningWord.get', params.childId, dailyChildInScope)
    return getMorningWord(db, actor, child, now, query.date)
  })

  route(contracts.daily.updateMorningWord, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const saved = await db.transaction(async (tx) => {
      const child = await requireFor('daily.morningWord.update', params.childId, dailyChildInScope, tx)
      return updateMorningWord(tx, actor, child, now, body)
    })
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.checkIn, async ({ actor, requireFor, db, now, params, query }) => {
    const child = await requireFor('daily.checkIn.get', params.childId, dailyChildInScope)
    return getCheckIn(db, actor, child, now, query.date)
  })

  route(contracts.daily.updateCheckIn, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const saved = await db.transaction(async (tx) => {
      const child = await requireFor('daily.checkIn.update', params.childId, dailyChildInScope, tx)
      return updateCheckIn(tx, actor, child, now, body)
    })
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.allowedToBring, async ({ requireFor, db, now, params }) => {
    const child = await requireFor('daily.allowedToBring', params.childId, dailyChildInScope)
    return allowedToBring(db, child, now)
  })

  route(contracts.daily.board, async ({ actor, db, now, query }) => {
    return board(db, actor, now, query.date)
  })

  route(contracts.daily.arrive, async ({ actor, requireFor, db, now, params, realtime }) => {
    const saved = await db.transaction(async (tx) => {
      const child = await requireFor('daily.checkIn.arrive', params.childId, dailyChildInScope, tx)
      return tapCheckIn(tx, actor, child, now, 'arrival')
    })
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.depart, async ({ actor, requireFor, db, now, params, realtime }) => {
    const saved = await db.transaction(async (tx) => {
      const child = await requireFor('daily.checkIn.depart', params.childId, dailyChildInScope, tx)
      return tapCheckIn(tx, actor, child, now, 'departure')
    })
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.staffCode, async ({ actor, db }) => {
    return getStaffCode(db, actor)
  })

  route(contracts.daily.setStaffCode, async ({ actor, db, deps, now, body }) => {
    return db.transaction((tx) => setStaffCode(tx, deps, actor, now, body.code))
  })

  route(contracts.daily.clock, async ({ req, actor, db, deps, now, body, realtime }) => {
    const saved = await db.transaction((tx) => clockByCode(tx, deps, actor, now, body.code, req.ip))
    await announce(db, realtime, saved.change)
    return saved.view
  })
}
