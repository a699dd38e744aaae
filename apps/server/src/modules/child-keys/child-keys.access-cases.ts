import { contracts } from '@nido/domain/contracts/index'
import { guardianships } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { ensureChildKey } from './child-keys.queries'

// Spec 001 §6 "Guardians can add children by key": every other profile is refused (403) and the
// signed-out get 401. An unknown key answers 400 CHILD_KEY_INVALID and a child already on the
// guardian's account 409 CHILD_ALREADY_LINKED. A successful add links a child made for the case,
// in a group of its own, so the fixtures' scopes stay as the other rows expect them.

const guardiansOnly = { anonymous: 401, others: 403 } as const
const keyOf = (w: MatrixWorld, childId: string) => ensureChildKey(w.app.database.db, childId)
const profile = { referent: false, relationship: 'GrandMother' } as const

async function freshChildKey(w: MatrixWorld): Promise<string> {
  const world = await w.app.make.world()
  const child = await w.app.make.child(world.sectionIds[0])
  return keyOf(w, child.id)
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.childKeys.lookup,
    name: 'key of childA1s2 (no fixture guardian)',
    request: async (w) => ({ payload: { code: await keyOf(w, w.ids.childA1s2) } }),
    expect: { ...guardiansOnly, guardianA1s1: 200, guardianB1: 200 },
  },
  {
    route: contracts.childKeys.lookup,
    name: 'key of childA1s1 (already guardianA1s1’s)',
    request: async (w) => ({ payload: { code: await keyOf(w, w.ids.childA1s1) } }),
    expect: { ...guardiansOnly, guardianA1s1: 409, guardianB1: 200 },
  },
  {
    route: contracts.childKeys.lookup,
    name: 'unknown key',
    request: () => ({ payload: { code: 'zz_none_' } }),
    expect: { ...guardiansOnly, guardianA1s1: 400, guardianB1: 400 },
  },
  {
    route: contracts.childKeys.add,
    name: 'key of a child made for the case',
    request: async (w) => ({ payload: { code: await freshChildKey(w), profile } }),
    expect: { ...guardiansOnly, guardianA1s1: 201, guardianB1: 201 },
  },
  {
    route: contracts.childKeys.add,
    name: 'key of a child already both fixture guardians’',
    request: async (w) => {
      const world = await w.app.make.world()
      const child = await w.app.make.child(world.sectionIds[0])
      await w.app.database.db.insert(guardianships).values(
        [w.ids.users.guardianA1s1, w.ids.users.guardianB1].map((guardianId) => ({
          guardianId,
          childId: child.id,
          relationship: 'Mother' as const,
        })),
      )
      return { payload: { code: await keyOf(w, child.id), profile } }
    },
    expect: { ...guardiansOnly, guardianA1s1: 409, guardianB1: 409 },
  },
  {
    route: contracts.childKeys.add,
    name: 'unknown key',
    request: () => ({ payload: { code: 'zz_none_', profile } }),
    expect: { ...guardiansOnly, guardianA1s1: 400, guardianB1: 400 },
  },
]
