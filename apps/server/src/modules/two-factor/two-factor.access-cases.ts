import { contracts } from '@nido/domain/contracts/index'
import { testPassword } from '../../test/factories'
import type { AccessCase } from '../../test/matrix'

// ARCHITECTURE §5 access matrix: every signed-in profile manages its own two-factor, nobody
// anonymous; the routes act on the caller's own account only, so there is no
// "out of scope" row. Codes sent here are wrong on purpose: a right one is in two-factor.test.ts.
export const accessCases: AccessCase[] = [
  { route: contracts.twoFactor.status, expect: { others: 200, anonymous: 401 } },
  { route: contracts.twoFactor.startTotp, expect: { others: 200, anonymous: 401 } },
  {
    route: contracts.twoFactor.confirmTotp,
    name: 'wrong code',
    request: () => ({ payload: { code: '000000' } }),
    // 401 TWO_FACTOR_CODE_INVALID after the start above (409 if nothing was started).
    expect: { others: [401, 409], anonymous: 401 },
  },
  { route: contracts.twoFactor.startEmail, expect: { others: 204, anonymous: 401 } },
  {
    route: contracts.twoFactor.confirmEmail,
    name: 'wrong code',
    request: () => ({ payload: { code: 'abc' } }),
    expect: { others: 401 },
  },
  {
    route: contracts.twoFactor.disable,
    name: 'wrong password',
    request: () => ({ payload: { password: 'not the password' } }),
    expect: { others: 401 },
  },
  {
    route: contracts.twoFactor.disable,
    name: 'right password',
    request: () => ({ payload: { password: testPassword } }),
    expect: { others: 200, anonymous: 401 },
  },
  {
    route: contracts.twoFactor.regenerateRecoveryCodes,
    name: 'two-factor off',
    request: () => ({ payload: { password: testPassword } }),
    expect: { others: 409, anonymous: 401 },
  },
  {
    route: contracts.twoFactor.disable,
    name: 'malformed body',
    request: () => ({ payload: { mode: 'sms' } }),
    expect: { others: 400 },
  },
]
