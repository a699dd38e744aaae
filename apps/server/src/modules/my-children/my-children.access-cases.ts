import { contracts } from '@nido/domain/contracts/index'
import { guardianships } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'

// Spec 000 §6 "Guardian-only account entries: my children" (docs/my-children.md): every other
// profile is refused (403), the signed-out get 401, and a child who is not the guardian's answers
// 404. guardianA1s1 is childA1s1's referent, guardianB1 childB1's. Rows that need a link of their
// own make a child in no section for the case and link only the calling guardian, so no fixture's
// schools, sections or co-guardians change for the other rows.

const guardiansOnly = { anonymous: 401, others: 403 } as const
const guardians = ['guardianA1s1', 'guardianB1'] as const
const isGuardian = (who: FixtureName): who is (typeof guardians)[number] =>
  (guardians as readonly string[]).includes(who)

/** A child in no section, linked to the calling guardian (and to a made-up referent when asked). */
async function childOfCaller(
  w: MatrixWorld,
  who: FixtureName,
  link: { referent: boolean; otherReferent?: boolean },
): Promise<string> {
  const child = await w.app.make.user('CHILD', { email: null })
  if (isGuardian(who))
    await w.app.database.db.insert(guardianships).values({
      guardianId: w.ids.users[who],
      childId: child.id,
      relationship: 'Father',
      referent: link.referent,
    })
  if (link.otherReferent) await w.app.make.guardianOf([child.id], { referent: true })
  return child.id
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.myChildren.list,
    expect: { ...guardiansOnly, guardianA1s1: 200, guardianB1: 200 },
  },
  {
    route: contracts.myChildren.read,
    name: 'childA1s1',
    request: (w) => ({ params: { childId: w.ids.childA1s1 } }),
    expect: { ...guardiansOnly, guardianA1s1: 200, guardianB1: 404 },
  },
  {
    route: contracts.myChildren.read,
    name: 'childB1',
    request: (w) => ({ params: { childId: w.ids.childB1 } }),
    expect: { ...guardiansOnly, guardianA1s1: 404, guardianB1: 200 },
  },
  {
    route: contracts.myChildren.read,
    name: 'childA1s2 (nobody’s here)',
    request: (w) => ({ params: { childId: w.ids.childA1s2 } }),
    expect: { ...guardiansOnly, guardianA1s1: 404, guardianB1: 404 },
  },
  {
    // The fixtures' own relationship sent again: nothing changes for the other rows.
    route: contracts.myChildren.update,
    name: 'childA1s1, same relationship',
    request: (w) => ({ params: { childId: w.ids.childA1s1 }, payload: { relationship: 'Mother' } }),
    expect: { ...guardiansOnly, guardianA1s1: 200, guardianB1: 404 },
  },
  {
    route: contracts.myChildren.update,
    name: 'childB1, same relationship',
    request: (w) => ({ params: { childId: w.ids.childB1 }, payload: { relationship: 'Mother' } }),
    expect: { ...guardiansOnly, guardianA1s1: 404, guardianB1: 200 },
  },
  {
    route: contracts.myChildren.update,
    name: 'a child of mine I am not a referent of',
    request: async (w, who) => ({
      params: { childId: await childOfCaller(w, who, { referent: false }) },
      payload: { gender: 'Female' },
    }),
    expect: { ...guardiansOnly, guardianA1s1: 403, guardianB1: 403 },
  },
  // Never the fixtures' own children: a leave that went through would change the other rows.
  {
    route: contracts.myChildren.unlink,
    name: 'childA1s2 (nobody’s here)',
    request: (w) => ({ params: { childId: w.ids.childA1s2 } }),
    expect: { ...guardiansOnly, guardianA1s1: 404, guardianB1: 404 },
  },
  {
    route: contracts.myChildren.unlink,
    name: 'a child made for the case, me their last referent',
    request: async (w, who) => ({ params: { childId: await childOfCaller(w, who, { referent: true }) } }),
    expect: { ...guardiansOnly, guardianA1s1: 409, guardianB1: 409 },
  },
  {
    route: contracts.myChildren.unlink,
    name: 'a child made for the case, with another referent',
    request: async (w, who) => ({
      params: { childId: await childOfCaller(w, who, { referent: true, otherReferent: true }) },
    }),
    expect: { ...guardiansOnly, guardianA1s1: 204, guardianB1: 204 },
  },
  {
    // docs/security.md "Impersonation": leaving a family is the account's own act.
    route: contracts.myChildren.unlink,
    name: 'impersonated session, a child made for the case with another referent',
    request: async (w, who) => {
      const cookie = await w.impersonatedCookie(who)
      const childId = await childOfCaller(w, who, { referent: true, otherReferent: true })
      return { params: { childId }, ...(cookie ? { cookie } : {}) }
    },
    expect: guardiansOnly,
  },
]
