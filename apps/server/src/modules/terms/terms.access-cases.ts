import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Spec 000 §4/§6: every signed-in user has terms to read and accept (200 even when none is
// published: there is nothing to accept). The per-child routes are for guardians (403 FORBIDDEN
// for every other profile) and only for their own children (404 otherwise).
export const accessCases: AccessCase[] = [
  { route: contracts.terms.read, expect: { anonymous: 401, others: 200 } },
  { route: contracts.terms.accept, expect: { anonymous: 401, others: 200 } },
  ...[contracts.terms.readForChild, contracts.terms.acceptForChild].flatMap((route): AccessCase[] => [
    {
      route,
      name: 'childA1s1 (guardianA1s1 is their guardian)',
      request: (w) => ({ params: { childId: w.ids.childA1s1 } }),
      expect: { anonymous: 401, guardianA1s1: 200, guardianB1: 404, others: 403 },
    },
    {
      route,
      name: 'childB1 (guardianB1 is their guardian)',
      request: (w) => ({ params: { childId: w.ids.childB1 } }),
      expect: { anonymous: 401, guardianB1: 200, guardianA1s1: 404, others: 403 },
    },
    {
      route,
      name: 'childA1s2 (no fixture guardian)',
      request: (w) => ({ params: { childId: w.ids.childA1s2 } }),
      expect: { anonymous: 401, guardianA1s1: 404, guardianB1: 404, others: 403 },
    },
  ]),
]
