import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { brands } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// A school outside the actor's tree scope answers 404 (ARCHITECTURE §4). The matrix super admin
// has no assignment (test/matrix-world.ts), so no school is in their scope.
export const accessCases: AccessCase[] = [
  {
    route: contracts.brands.current,
    name: 'by school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { anonymous: 401, superAdmin: 404, directorB1: 404, guardianB1: 404, others: 200 },
  },
  {
    route: contracts.brands.current,
    name: 'by school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { anonymous: 401, superAdmin: 404, directorB1: 200, guardianB1: 200, others: 404 },
  },
  {
    route: contracts.brands.current,
    name: 'default brand (public)',
    expect: { others: 200 },
  },
  {
    route: contracts.brands.current,
    name: 'unknown domain (the default brand)',
    request: () => ({ query: { domain: 'unknown.example.invalid' } }),
    expect: { others: 200 },
  },
  // The installable app (docs/offline-and-install.md): public, by the request's host name.
  {
    route: contracts.brands.manifest,
    name: 'manifest (public)',
    expect: { others: 200 },
  },
  {
    route: contracts.brands.icon,
    name: 'icon (public)',
    request: () => ({ params: { icon: 'icon-192.png' } }),
    expect: { others: 200 },
  },
  {
    route: contracts.brands.icon,
    name: 'an icon not drawn',
    request: () => ({ params: { icon: 'icon-64.png' } }),
    expect: { others: 400 },
  },
]

// Administration of a brand (docs/administration.md "Brands"): the super admin every brand, group
// admin A the brand of group A (group B's answers 404), everyone else 403, the signed-out 401.
// An edit keeps each brand's variant (group A's children sign in) and terms are published in
// Portuguese, a language no fixture reads, so the other rows see the brands as they were.
const brandOf = async (w: MatrixWorld, groupId: string) =>
  (await w.app.database.db.select({ id: brands.id }).from(brands).where(eq(brands.groupId, groupId)))[0]!.id
const inA = (ok: number) => ({ anonymous: 401, superAdmin: ok, groupAdminA: ok, others: 403 })
const inB = (ok: number) => ({ anonymous: 401, superAdmin: ok, groupAdminA: 404, others: 403 })
const edit = (variant: 'standard' | 'childrenLogin') => ({
  variant,
  name: 'Test brand',
  appName: 'Nido',
  primaryColor: '#3f51b5',
  secondaryColor: '#ff9800',
  supportEmail: 'support@example.test',
  defaultLanguage: 'en',
  sponsorLabel: '',
  labels: { communication: '', daily: '', advisor: '', manager: '' },
  storeLinks: { appStore: '', playStore: '' },
  externalRatingRedirectUrl: '',
  externalIdentity: null,
})
const terms = { language: 'pt', url: 'https://terms.example.test/matrix.pdf' }

for (const [group, expect, variant] of [
  ['A', inA, 'childrenLogin'],
  ['B', inB, 'standard'],
] as const) {
  const brandId = (w: MatrixWorld) => brandOf(w, group === 'A' ? w.ids.groupA : w.ids.groupB)
  accessCases.push(
    {
      route: contracts.brands.adminGet,
      name: `brand of group ${group}`,
      request: async (w) => ({ params: { brandId: await brandId(w) } }),
      expect: expect(200),
    },
    {
      route: contracts.brands.update,
      name: `brand of group ${group}, unchanged`,
      request: async (w) => ({ params: { brandId: await brandId(w) }, payload: edit(variant) }),
      expect: expect(200),
    },
    {
      route: contracts.brands.setAsset,
      name: `remove the splash of group ${group}'s brand`,
      request: async (w) => ({
        params: { brandId: await brandId(w), asset: 'splash' },
        payload: { mediaId: null },
      }),
      expect: expect(200),
    },
    {
      route: contracts.brands.termsList,
      name: `brand of group ${group}`,
      request: async (w) => ({ params: { brandId: await brandId(w) } }),
      expect: expect(200),
    },
    {
      route: contracts.brands.termsPublish,
      name: `brand of group ${group}, in Portuguese`,
      request: async (w) => ({ params: { brandId: await brandId(w) }, payload: terms }),
      expect: expect(201),
    },
  )
}
