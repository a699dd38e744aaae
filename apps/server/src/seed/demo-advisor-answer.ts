import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { advisorParticipations } from '../db/schema/index'

// The answer popup in the demo (docs/advisor.md "Answer flows"). The Petits Nids brand has an
// external reviews address (demo.ts), so the review prompt can show. guardian.lyon@nido.demo has already
// taken part in the demo's autumn barometer for both children (participation only, no answers): the
// demo account opens on its pages rather than on a survey, and the e2e tests that sign it in are
// not covered by the popup. advisor-answer.spec.ts opens a campaign of its own to show the popup.

export const demoReviewUrl = 'https://reviews.example.org/petits-nids'

export async function seedDemoAdvisorAnswer(tx: Queryable): Promise<void> {
  const rows = await selectRows<{
    campaign_id: string
    school_id: string
    guardian_id: string
    child_id: string
  }>(
    tx,
    sql`select distinct c.id as campaign_id, cs.school_id, g.guardian_id, g.child_id
    from users u
    join guardianships g on g.guardian_id = u.id
    join child_sections chs on chs.child_id = g.child_id
    join sections sc on sc.id = chs.section_id
    join advisor_campaign_schools cs on cs.school_id = sc.school_id
    join advisor_campaigns c on c.id = cs.campaign_id and 'families' = any(c.audiences)
    where lower(u.email) = 'guardian.lyon@nido.demo'`,
  )
  if (rows.length === 0) return
  await tx
    .insert(advisorParticipations)
    .values(
      rows.map((r) => ({
        campaignId: r.campaign_id,
        schoolId: r.school_id,
        userId: r.guardian_id,
        childId: r.child_id,
        channel: 'popup',
      })),
    )
    .onConflictDoNothing()
}
