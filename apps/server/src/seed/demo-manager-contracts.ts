import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { managerContracts } from '../db/schema/index'
import { localDate } from '../platform/clock'
import { contractById, freezeContract, priceContractRow } from '../modules/manager-contracts/index'
import { seedRateTables } from '../modules/rate-tables/index'
import { demoSchools } from './demo-accounts'

// Contracts for the London school (Little Fireflies; docs/manager-contracts.md "Demo"): most
// children have a signed, active PSU contract for the current school year (1 September → 31
// August), priced and frozen through the module's own functions so the decision and the PDF
// hash are real. One child has a draft. Oliver Clarke (guardian.london@nido.demo's son) has none:
// the end-to-end test writes his through the UI. Runs after the manager files and the structure.

const fiveDays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:30', end: '17:00' }))
const fourDays = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }))

/** A documentation address (RFC 5737): where the demo signatures "came from". */
const demoAddress = '192.0.2.10'

export async function seedDemoManagerContracts(tx: Queryable, now: Date): Promise<void> {
  const children = await selectRows<{
    id: string
    firstname: string
    lastname: string
    timezone: string
    schoolId: string
    holderId: string | null
    holderName: string | null
  }>(
    tx,
    sql`select distinct on (u.lastname, u.firstname, u.id) u.id, u.firstname, u.lastname, s.timezone,
        s.id as "schoolId",
        (select g.guardian_id from guardianships g join manager_guardian_links l on l.guardianship_id = g.id
          and l.contract_holder join users gu on gu.id = g.guardian_id where g.child_id = u.id
          order by g.referent desc, gu.lastname, gu.firstname, gu.id limit 1) as "holderId",
        (select gu.firstname || ' ' || gu.lastname from guardianships g join manager_guardian_links l
          on l.guardianship_id = g.id and l.contract_holder join users gu on gu.id = g.guardian_id
          where g.child_id = u.id order by g.referent desc, gu.lastname, gu.firstname, gu.id limit 1) as "holderName"
      from users u join child_sections cs on cs.child_id = u.id join sections sc on sc.id = cs.section_id
      join schools s on s.id = sc.school_id
      where s.name = ${demoSchools.fireflies} and u.profile_type = 'CHILD'
      order by u.lastname, u.firstname, u.id`,
  )
  if (children.length === 0) return
  // The national tables (idempotent; the server seeds them at start-up too).
  await seedRateTables(tx)
  const today = localDate(now, children[0]!.timezone)
  const year = Number(today.slice(0, 4)) - (today.slice(5, 7) < '09' ? 1 : 0)
  const startDate = `${year}-09-01`
  const endDate = `${year + 1}-08-31`
  // Christmas, the February half-term, Easter and two summer weeks (any day of each week).
  const holidayWeeks = [
    `${year}-12-22`,
    `${year + 1}-02-16`,
    `${year + 1}-04-06`,
    `${year + 1}-08-10`,
    `${year + 1}-08-17`,
  ]
  const sentAt = new Date(`${year}-08-20T09:00:00Z`)
  const signedAt = new Date(`${year}-08-22T18:30:00Z`)
  let drafts = 0
  for (const [i, child] of children.entries()) {
    if (child.firstname === 'Oliver' && child.lastname === 'Clarke') continue
    if (!child.holderId) continue
    const draft = drafts === 0 && i > 0
    if (draft) drafts++
    const [row] = await tx
      .insert(managerContracts)
      .values({
        childId: child.id,
        schoolId: child.schoolId,
        type: 'RegularContract',
        schedule: 'Regular',
        tarificationType: 'psu',
        startDate,
        endDate,
        weeks: [i % 3 === 1 ? fourDays : fiveDays],
        holidayWeeks,
        note: draft ? 'Waiting for the new CAF figures.' : null,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning({ id: managerContracts.id })
    const contract = (await contractById(tx, row!.id))!
    const missing = await priceContractRow(tx, { userId: null }, contract, draft ? now : sentAt)
    if (draft || missing.length > 0) continue
    await freezeContract(tx, contract, sentAt)
    await tx
      .update(managerContracts)
      .set({
        documentStatus: 'Signed',
        status: 'Active',
        signatureName: child.holderName,
        signedById: child.holderId,
        signedAt,
        signatureAddress: demoAddress,
        signedPdfSha256: sql`${managerContracts.pdfSha256}`,
        updatedAt: signedAt,
      })
      .where(eq(managerContracts.id, contract.id))
  }
}
