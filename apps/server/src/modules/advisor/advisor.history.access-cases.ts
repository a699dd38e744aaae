import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { matrixCampaign } from './advisor.matrix'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag" (on in
// the matrix world). The history reads the actor's schools: a school or campaign outside them
// answers 404 (docs/advisor.md "History").

const c = contracts.advisorHistory
const others = { anonymous: 401, others: 403 } as const
const readers = { coordinatorA: 200, directorA1: 200, directorB1: 200, etudeA: 200 } as const
const inA1 = { coordinatorA: 200, directorA1: 200, etudeA: 200, directorB1: 404 } as const

export const accessCases: AccessCase[] = [
  { route: c.list, expect: { ...others, ...readers } },
  {
    route: c.list,
    name: 'of school A1',
    request: (w: MatrixWorld) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.list,
    name: 'of a campaign of school A1',
    request: async (w: MatrixWorld) => ({ query: { campaignId: await matrixCampaign(w, [w.ids.schoolA1]) } }),
    expect: { ...others, ...inA1 },
  },
]
