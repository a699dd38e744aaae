import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Spec 001 §3 My profile: every signed-in user reads and changes their own profile and settings
// (observers too: it is personal, not shared data). Language is left alone here: the matrix's
// cases share one world, and a changed language would change later error messages.
export const accessCases: AccessCase[] = [
  { route: contracts.account.get, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.account.update,
    request: () => ({ payload: { phoneNumber: '06 12 34 56 78' } }),
    expect: { anonymous: 401, others: 200 },
  },
  {
    route: contracts.account.update,
    name: 'an invalid phone number',
    request: () => ({ payload: { phoneNumber: '12' } }),
    expect: { anonymous: 401, others: 400 },
  },
  {
    route: contracts.account.updateSettings,
    request: () => ({ payload: { weeklyNotifications: false } }),
    expect: { anonymous: 401, others: 200 },
  },
]
