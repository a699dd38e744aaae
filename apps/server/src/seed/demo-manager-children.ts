import { sql } from 'drizzle-orm'
import type { AuthorizationKind } from '@nido/domain/enums/manager-children'
import { localDate } from '../platform/clock'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import {
  managerAuthorizations,
  managerChildFiles,
  managerGuardianLinks,
  managerHouseholdResources,
  managerPickupPersons,
} from '../db/schema/index'
import { demoSchools } from './demo-accounts'

// Manager files for the London school (Little Fireflies, manager on; docs/manager-children.md):
// every child gets a file, a referent guardian of each holds the contract, household resources
// from the CAF consultation, a grandparent allowed to pick up, and the photo authorization
// answered. Oliver Clarke's outings authorization is left open so that guardian.london@nido.demo
// (his father, a contract holder) has one to answer. Called by seedDemo inside its transaction.

const allergies = ['Peanuts', 'Cow’s milk protein', null, null, 'Eggs', null]
const relatives = [
  { firstname: 'Margaret', relationship: 'Grandmother' },
  { firstname: 'Peter', relationship: 'Grandfather' },
  { firstname: 'Lucy', relationship: 'Aunt' },
]

export async function seedDemoManagerChildren(tx: Queryable, now: Date): Promise<void> {
  const children = await selectRows<{
    id: string
    firstname: string
    lastname: string
    timezone: string
    schoolId: string
  }>(
    tx,
    sql`select distinct on (u.lastname, u.firstname, u.id) u.id, u.firstname, u.lastname, s.timezone, s.id as "schoolId"
      from users u join child_sections cs on cs.child_id = u.id join sections sc on sc.id = cs.section_id
      join schools s on s.id = sc.school_id
      where s.name = ${demoSchools.fireflies} and u.profile_type = 'CHILD'
      order by u.lastname, u.firstname, u.id`,
  )
  if (children.length === 0) return
  const year = localDate(now, children[0]!.timezone).slice(0, 4)
  for (const [i, child] of children.entries()) {
    await tx.insert(managerChildFiles).values({
      childId: child.id,
      healthNotes: i % 3 === 0 ? 'Mild eczema: cream after washing hands.' : null,
      allergies: allergies[i % allergies.length] ?? null,
      doctorName: i % 2 === 0 ? 'Dr Priya Shah' : 'Dr Tom Bennett',
      doctorPhone: i % 2 === 0 ? '+442079460123' : '+442079460456',
      emergencyContactName: `${relatives[i % relatives.length]!.firstname} ${child.lastname}`,
      emergencyContactPhone: '+447700900123',
    })
    const relative = relatives[i % relatives.length]!
    await tx.insert(managerPickupPersons).values({
      childId: child.id,
      firstname: relative.firstname,
      lastname: child.lastname,
      relationship: relative.relationship,
      phone: '+447700900456',
      identityCheckNote: 'Photo ID checked at the first pick-up.',
      position: 1,
    })
    const guardians = await selectRows<{
      guardianshipId: string
      guardianId: string
      referent: boolean
      email: string | null
    }>(
      tx,
      sql`select g.id as "guardianshipId", g.guardian_id as "guardianId", g.referent, u.email
        from guardianships g join users u on u.id = g.guardian_id
        where g.child_id = ${child.id} order by g.referent desc, u.email nulls last, u.id`,
    )
    const holder = guardians[0]
    if (!holder) continue
    // The referents hold the contract (both parents, in most demo families).
    for (const g of guardians.filter((g) => g.referent || g === holder))
      await tx.insert(managerGuardianLinks).values({ guardianshipId: g.guardianshipId, contractHolder: true })
    await tx.insert(managerHouseholdResources).values({
      guardianId: holder.guardianId,
      schoolId: child.schoolId,
      validFrom: `${year}-01-01`,
      monthlyAmountCents: 250_000 + (i % 5) * 75_000,
      childrenInCharge: 1 + (i % 3),
      aeeh: false,
      source: 'CafCdap',
      proofNote: `CDAP consultation, January ${year}`,
    })
    const demoFamily = guardians.some((g) => g.email?.startsWith('guardian.london') === true)
    const answers: [AuthorizationKind, boolean][] = [['Photos', i % 4 !== 1]]
    if (!demoFamily) answers.push(['Outings', true], ['Care', true])
    for (const [kind, granted] of answers)
      await tx.insert(managerAuthorizations).values({
        childId: child.id,
        kind,
        granted,
        decidedById: holder.guardianId,
        decidedAt: now,
      })
  }
}
