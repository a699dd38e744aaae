import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  allowedToBring,
  announce,
  board,
  clockByCode,
  currentDaily,
  getCheckIn,
  getMorningWord,
  getSettings,
  getStaffCode,
  setStaffCode,
  tapCheckIn,
  updateCheckIn,
  updateMorningWord,
  updateSettings,
} from './daily.service'

// Issue 7 (H6): thin handlers; each authorizes its action first. Writes run in one transaction and
// announce the change (realtime `daily.check-ins`) once it is committed.

export function dailyRoutes(route: Route): void {
  route(contracts.daily.settings, async ({ authorize, db }) => {
    const actor = await authorize()
    return getSettings(db, actor)
  })

  route(contracts.daily.updateSettings, async ({ authorize, db, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => updateSettings(tx, actor, body))
  })

  route(contracts.daily.current, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return currentDaily(db, actor, now)
  })

  route(contracts.daily.morningWord, async ({ authorize, db, now, params, query }) => {
    const actor = await authorize()
    return getMorningWord(db, actor, params.childId, now, query.date)
  })

  route(contracts.daily.updateMorningWord, async ({ authorize, db, now, params, body, realtime }) => {
    const actor = await authorize()
    const saved = await db.transaction((tx) => updateMorningWord(tx, actor, params.childId, now, body))
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.checkIn, async ({ authorize, db, now, params, query }) => {
    const actor = await authorize()
    return getCheckIn(db, actor, params.childId, now, query.date)
  })

  route(contracts.daily.updateCheckIn, async ({ authorize, db, now, params, body, realtime }) => {
    const actor = await authorize()
    const saved = await db.transaction((tx) => updateCheckIn(tx, actor, params.childId, now, body))
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.allowedToBring, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return allowedToBring(db, actor, params.childId, now)
  })

  route(contracts.daily.board, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return board(db, actor, now, query.date)
  })

  route(contracts.daily.arrive, async ({ authorize, db, now, params, realtime }) => {
    const actor = await authorize()
    const saved = await db.transaction((tx) => tapCheckIn(tx, actor, params.childId, now, 'arrival'))
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.depart, async ({ authorize, db, now, params, realtime }) => {
    const actor = await authorize()
    const saved = await db.transaction((tx) => tapCheckIn(tx, actor, params.childId, now, 'departure'))
    await announce(db, realtime, saved.change)
    return saved.view
  })

  route(contracts.daily.staffCode, async ({ authorize, db }) => {
    const actor = await authorize()
    return getStaffCode(db, actor)
  })

  route(contracts.daily.setStaffCode, async ({ authorize, db, deps, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => setStaffCode(tx, deps, actor, body.code))
  })

  route(contracts.daily.clock, async ({ authorize, db, deps, now, body, realtime }) => {
    const actor = await authorize()
    const saved = await db.transaction((tx) => clockByCode(tx, deps, actor, now, body.code))
    await announce(db, realtime, saved.change)
    return saved.view
  })
}
