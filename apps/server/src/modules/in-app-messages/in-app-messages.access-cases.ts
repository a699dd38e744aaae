import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// The matrix world has no in-app message, so a dismissal can only name an unknown one (404);
// in-app-messages.test.ts covers a real dismissal, by profile type.
export const accessCases: AccessCase[] = [
  { route: contracts.inAppMessages.list, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.inAppMessages.dismiss,
    name: 'unknown message',
    request: () => ({ params: { id: '0190a0b0-0000-7000-8000-000000000000' } }),
    expect: { anonymous: 401, others: 404 },
  },
]
