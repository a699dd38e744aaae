import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

export const accessCases: AccessCase[] = [
  {
    route: contracts.translations.get,
    request: () => ({ query: { languageCode: 'fr' } }),
    expect: { others: 200 },
  },
  {
    route: contracts.translations.get,
    name: 'unknown language',
    request: () => ({ query: { languageCode: 'xx' } }),
    expect: { others: 400 },
  },
]
