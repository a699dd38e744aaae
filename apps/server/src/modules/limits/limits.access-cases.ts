import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

export const accessCases: AccessCase[] = [{ route: contracts.limits.get, expect: { others: 200 } }]
