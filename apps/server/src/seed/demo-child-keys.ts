import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { childKeys } from '../db/schema/index'
import { demoSchools, type DemoEmail } from './demo-accounts'

// Spec 001 §1 "Adding a child to a guardian account with an 8-character key" in the demo
// (docs/child-keys.md). The children of the fixed demo families get fixed keys, so the docs can
// name them; other children get a random key when one is first needed (ensureChildKey). The demo
// is public, so these keys are no secret: a real key is random.

/** The fixed families' children (seed/demo.ts fixedFamilies) and their keys. */
export const demoFamilyChildKeys = [
  { firstname: 'Louise', lastname: 'Dubois', key: 'louise_1' },
  { firstname: 'Arthur', lastname: 'Dubois', key: 'arthur_1' },
  { firstname: 'Beatriz', lastname: 'Sousa', key: 'beatriz1' },
  { firstname: 'Tomás', lastname: 'Sousa', key: 'tomas_01' },
  { firstname: 'Oliver', lastname: 'Clarke', key: 'oliver_1' },
  { firstname: 'Noor', lastname: 'Janssens', key: 'noor_001' },
] as const

/**
 * The key to try: as guardian.london@nido.demo (Oliver Clarke's father), type `firefly1` in "Add a
 * child" to add another child of Little Fireflies. The child is the first of that school, by first
 * name, whose first name comes after Oliver's and who has no demo account among their guardians:
 * the guardian's first child (the one a new session starts on, spec 000 §4) stays Oliver, and no
 * other demo account's family changes (e2e/tests/child-keys.spec.ts takes this journey).
 */
export const demoTryChildKey = {
  key: 'firefly1',
  guardian: 'guardian.london@nido.demo' satisfies DemoEmail,
  school: demoSchools.fireflies,
  after: 'Oliver',
} as const

export async function seedDemoChildKeys(tx: Queryable): Promise<void> {
  const family = await selectRows<{ id: string; firstname: string; lastname: string }>(
    tx,
    sql`select u.id, u.firstname, u.lastname from users u
        where u.profile_type = 'CHILD' and exists (
          select 1 from guardianships g join users gu on gu.id = g.guardian_id
          where g.child_id = u.id and gu.email like '%@nido.demo')`,
  )
  const rows: { childId: string; key: string }[] = demoFamilyChildKeys.map(({ firstname, lastname, key }) => {
    const child = family.find((c) => c.firstname === firstname && c.lastname === lastname)
    if (!child) throw new Error(`Demo seed: no demo child ${firstname} ${lastname} for key ${key}`)
    return { childId: child.id, key }
  })
  const [tryChild] = await selectRows<{ id: string }>(
    tx,
    sql`select u.id from users u
        join child_sections cs on cs.child_id = u.id
        join sections sc on sc.id = cs.section_id
        join schools s on s.id = sc.school_id
        where u.profile_type = 'CHILD' and u.status = 'Active' and s.name = ${demoTryChildKey.school}
          and u.firstname > ${demoTryChildKey.after}
          and not exists (
            select 1 from guardianships g join users gu on gu.id = g.guardian_id
            where g.child_id = u.id and gu.email like '%@nido.demo')
        order by u.firstname, u.lastname, u.id
        limit 1`,
  )
  if (!tryChild) throw new Error('Demo seed: no child of Little Fireflies for the key to try')
  rows.push({ childId: tryChild.id, key: demoTryChildKey.key })
  for (const row of rows)
    await tx
      .insert(childKeys)
      .values(row)
      .onConflictDoUpdate({ target: childKeys.childId, set: { key: row.key } })
}
