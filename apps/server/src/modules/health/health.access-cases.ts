import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// ARCHITECTURE §5 access matrix: the liveness check is public, signed in or not.
export const accessCases: AccessCase[] = [{ route: contracts.health.get, expect: { others: 200 } }]
