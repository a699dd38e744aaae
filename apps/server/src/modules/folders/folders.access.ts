import type { AccessCase } from '../../test/matrix'

export const accessCases: AccessCase[] = []
