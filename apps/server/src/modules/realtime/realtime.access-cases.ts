import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

export const accessCases: AccessCase[] = [
  { route: contracts.realtime.auth, expect: { anonymous: 401, others: 201 } },
]
