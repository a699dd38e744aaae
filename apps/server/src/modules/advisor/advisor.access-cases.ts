import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { matrixCampaign, matrixLibraryQuestion, matrixSector } from './advisor.matrix'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag" (on in
// the matrix world). Coordinators and ETUDE staff work on their group's schools, directors on
// their school: a campaign or sector outside answers 404, one only partly inside 403 for a change.
// The library is kept by coordinators and ETUDE staff (decision 0051).

const c = contracts.advisor
const others = { anonymous: 401, others: 403 } as const
const readers = { coordinatorA: 200, directorA1: 200, directorB1: 200, etudeA: 200 } as const
const inA1 = { coordinatorA: 200, directorA1: 200, etudeA: 200, directorB1: 404 } as const

const campaignInput = (w: MatrixWorld, schoolId: string) => ({
  name: 'Autumn survey',
  audiences: ['families'],
  opensOn: '2026-11-01',
  closesOn: null,
  anonymous: true,
  schoolIds: [schoolId],
  sectorIds: [],
  questions: [
    { content: 'How do you rate the welcome?', kind: 'stars' },
    { content: 'Would you recommend us?', kind: 'scale', nps: true },
  ],
})

const campaignA1 = async (w: MatrixWorld) => ({ params: { id: await matrixCampaign(w, [w.ids.schoolA1]) } })

export const accessCases: AccessCase[] = [
  { route: c.scope, expect: { ...others, ...readers } },
  { route: c.listSectors, expect: { ...others, ...readers } },
  { route: c.listLibrary, expect: { ...others, ...readers } },
  { route: c.listCampaigns, expect: { ...others, ...readers } },
  {
    route: c.listCampaigns,
    name: 'reaching school A1 (its school page)',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.listCampaigns,
    name: 'with summaries (the dashboard)',
    request: () => ({ query: { withSummary: 'true' } }),
    expect: { ...others, ...readers },
  },
  {
    route: c.createSector,
    name: 'school A1',
    request: (w) => ({ payload: { name: 'North', schoolIds: [w.ids.schoolA1] } }),
    expect: { ...others, coordinatorA: 201, directorA1: 201, etudeA: 201, directorB1: 404 },
  },
  ...[c.updateSector, c.deleteSector].map((route): AccessCase => ({
    route,
    name: 'a sector of schools A1 and A2',
    request: async (w) => ({
      params: { id: await matrixSector(w, [w.ids.schoolA1, w.ids.schoolA2]) },
      payload: { name: 'North', schoolIds: [w.ids.schoolA1, w.ids.schoolA2] },
    }),
    expect: {
      ...others,
      coordinatorA: route === c.deleteSector ? 204 : 200,
      etudeA: route === c.deleteSector ? 204 : 200,
      directorA1: 403,
      directorB1: 404,
    },
  })),
  {
    route: c.createLibraryQuestion,
    request: () => ({ payload: { content: 'Meals?', kind: 'stars' } }),
    expect: { ...others, coordinatorA: 201, etudeA: 201, directorA1: 403, directorB1: 403 },
  },
  ...[c.updateLibraryQuestion, c.deleteLibraryQuestion].map((route): AccessCase => ({
    route,
    name: 'a question of group A’s library',
    request: async (w) => ({
      params: { id: await matrixLibraryQuestion(w) },
      payload: { content: 'Meals?', kind: 'stars' },
    }),
    expect: {
      ...others,
      coordinatorA: route === c.deleteLibraryQuestion ? 204 : 200,
      etudeA: route === c.deleteLibraryQuestion ? 204 : 200,
      directorA1: 403,
      directorB1: 404,
    },
  })),
  {
    route: c.createCampaign,
    name: 'for school A1',
    request: (w) => ({ payload: campaignInput(w, w.ids.schoolA1) }),
    expect: { ...others, coordinatorA: 201, directorA1: 201, etudeA: 201, directorB1: 404 },
  },
  {
    route: c.createCampaign,
    name: 'for school B1 (group B)',
    request: (w) => ({ payload: campaignInput(w, w.ids.schoolB1) }),
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 201 },
  },
  {
    route: c.getCampaign,
    name: 'a campaign of school A1',
    request: campaignA1,
    expect: { ...others, ...inA1 },
  },
  {
    route: c.updateCampaign,
    name: 'a campaign of school A1',
    request: async (w) => ({ ...(await campaignA1(w)), payload: campaignInput(w, w.ids.schoolA1) }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.updateCampaign,
    name: 'a campaign of schools A1 and A2',
    request: async (w) => ({
      params: { id: await matrixCampaign(w, [w.ids.schoolA1, w.ids.schoolA2]) },
      payload: campaignInput(w, w.ids.schoolA1),
    }),
    expect: { ...others, coordinatorA: 200, etudeA: 200, directorA1: 403, directorB1: 404 },
  },
  {
    route: c.setCampaignStatus,
    name: 'opening a draft of school A1',
    request: async (w) => ({ ...(await campaignA1(w)), payload: { status: 'active' } }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.deleteCampaign,
    name: 'a campaign of school A1',
    request: campaignA1,
    expect: { ...others, coordinatorA: 204, directorA1: 204, etudeA: 204, directorB1: 404 },
  },
  { route: c.report, name: 'a campaign of school A1', request: campaignA1, expect: { ...others, ...inA1 } },
  {
    route: c.report,
    name: 'filtered by school B1 (outside the campaign)',
    request: async (w) => ({ ...(await campaignA1(w)), query: { schoolId: w.ids.schoolB1 } }),
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 404 },
  },
  { route: c.comments, name: 'a campaign of school A1', request: campaignA1, expect: { ...others, ...inA1 } },
  {
    route: c.exportComments,
    name: 'a campaign of school A1',
    request: campaignA1,
    expect: { ...others, ...inA1 },
  },
]
