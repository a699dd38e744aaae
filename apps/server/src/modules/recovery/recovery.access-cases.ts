import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'
import { issueLinkToken } from './recovery.tokens'

// The public routes answer everyone alike, signed in or not: the "ask" calls
// always say ok (no user enumeration), an unknown link is LINK_INVALID for anyone. Each fixture
// asks for its own unknown address, so the per-address limit is never met here.
const unknownLink = 'x'.repeat(43)

export const accessCases: AccessCase[] = [
  {
    route: contracts.recovery.askReset,
    request: (_w, who) => ({ payload: { email: `${who}.nobody@matrix.example.test` } }),
    expect: { others: 200 },
  },
  {
    route: contracts.recovery.reset,
    name: 'an unknown link',
    request: () => ({ payload: { token: unknownLink, password: 'a long enough password' } }),
    expect: { others: 400 },
  },
  {
    route: contracts.recovery.activate,
    name: 'an unknown link',
    request: () => ({ payload: { token: unknownLink, password: 'a long enough password' } }),
    expect: { others: 400 },
  },
  {
    route: contracts.recovery.validateEmail,
    name: 'an unknown link',
    request: () => ({ payload: { token: unknownLink } }),
    expect: { others: 400 },
  },
  // Personal: every signed-in user with an address not yet validated, observers included.
  { route: contracts.recovery.resendValidation, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.recovery.askSignInLink,
    request: (_w, who) => ({ payload: { email: `${who}.nobody@matrix.example.test` } }),
    expect: { others: 200 },
  },
  {
    route: contracts.recovery.forceLogin,
    name: 'an unknown link',
    request: () => ({ payload: { token: unknownLink } }),
    expect: { others: 400 },
  },
  {
    route: contracts.recovery.forceLogin,
    name: 'a live link of another account',
    request: async (w) => {
      const user = await w.app.make.staff('TEACHER', { sectionId: w.ids.sectionA1s1 })
      const token = await issueLinkToken(w.app.database.db, {
        userId: user.id,
        purpose: 'force-login',
        now: w.app.clock.now(),
      })
      return { payload: { token } }
    },
    expect: { others: 200 },
  },
]
