import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// ARCHITECTURE §5 access matrix: every signed-in profile reads its own access context (it names no
// id, so there is nothing out of scope to ask for); an anonymous visitor gets 401.
export const accessCases: AccessCase[] = [
  { route: contracts.context.read, expect: { anonymous: 401, others: 200 } },
]
