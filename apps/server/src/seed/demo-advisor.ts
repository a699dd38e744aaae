import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorLibraryQuestions,
  advisorParticipations,
  advisorQuestions,
  advisorReplies,
} from '../db/schema/index'

// The advisor in the demo (docs/advisor.md): an anonymous campaign of the Lyon nursery (Crèche Les
// Lucioles), opened a month ago, with 200 reply sets drawn by a fixed generator so the report
// shows the same figures on every install (and the e2e test can read them); and a closed
// identified campaign whose answers name the Lyon guardian's children.

/** A small deterministic generator (LCG): the demo is the same on every seed. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const npsAnswers = [10, 10, 10, 9, 9, 9, 9, 8, 8, 8, 7, 7, 6, 5, 3, -1]
const starAnswers = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2, -1]
const comments = [
  'L’équipe est formidable, merci !',
  'Les repas pourraient être plus variés.',
  'Très contents de l’adaptation de notre fille.',
  'Les horaires du soir sont un peu justes pour nous.',
  'Merci pour les photos de la semaine.',
]

export const demoAdvisorCampaignName = 'Baromètre familles — automne'
/**
 * Visitors answer it on the coordinator's device (docs/advisor.md "The host dialog"): the demo's
 * coordinator is an advisor guest. Visitors only, so no demo account gets the sign-in popup.
 */
export const demoAdvisorVisitorsCampaignName = 'Visites — votre avis'

export async function seedDemoAdvisor(tx: Queryable, now: Date): Promise<void> {
  const [lyon] = await selectRows<{ school_id: string; group_id: string; sections: string[] }>(
    tx,
    sql`select sa.school_id, s.group_id, array(select id from sections where school_id = s.id order by name) as sections
        from staff_assignments sa join users u on u.id = sa.user_id join schools s on s.id = sa.school_id
        where lower(u.email) = 'director@nido.demo' limit 1`,
  )
  if (!lyon) return
  const day = 86_400_000
  const opened = new Date(now.getTime() - 30 * day)
  const [campaign] = await tx
    .insert(advisorCampaigns)
    .values({
      groupId: lyon.group_id,
      name: demoAdvisorCampaignName,
      audiences: ['families'],
      opensOn: opened.toISOString().slice(0, 10),
      closesOn: null,
      status: 'active',
      anonymous: true,
      eligibleCount: 260,
      openedAt: opened,
    })
    .returning()
  const campaignId = campaign!.id
  await tx.insert(advisorCampaignSchools).values({ campaignId, schoolId: lyon.school_id })
  const questions = await tx
    .insert(advisorQuestions)
    .values([
      {
        campaignId,
        position: 0,
        content: 'Recommanderiez-vous la crèche à un proche ?',
        kind: 'scale',
        nps: true,
      },
      { campaignId, position: 1, content: 'L’accueil du matin et du soir', kind: 'stars' },
      { campaignId, position: 2, content: 'Les repas', kind: 'stars' },
      { campaignId, position: 3, content: 'Un mot pour l’équipe ?', kind: 'text' },
    ])
    .returning()
  const [npsQ, welcomeQ, mealsQ, textQ] = questions
  const random = generator(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const participations: Array<typeof advisorParticipations.$inferInsert> = []
  const replies: Array<typeof advisorReplies.$inferInsert> = []
  for (let i = 0; i < 200; i += 1) {
    const at = new Date(Math.floor((opened.getTime() + random() * 29 * day) / day) * day)
    const replySetId = uuidv7()
    const base = {
      campaignId,
      replySetId,
      schoolId: lyon.school_id,
      sectionId: pick(lyon.sections),
      channel: 'popup',
      createdAt: at,
      updatedAt: at,
    }
    participations.push({ campaignId, schoolId: lyon.school_id, sessionId: `demo-${i}`, channel: 'popup' })
    replies.push(
      { ...base, questionId: npsQ!.id, rating: pick(npsAnswers), firstOfSet: true },
      { ...base, questionId: welcomeQ!.id, rating: pick(starAnswers), firstOfSet: false },
      { ...base, questionId: mealsQ!.id, rating: pick(starAnswers), firstOfSet: false },
    )
    if (random() < 0.2)
      replies.push({
        ...base,
        questionId: textQ!.id,
        rating: null,
        comment: pick(comments),
        firstOfSet: false,
      })
  }
  await tx.insert(advisorParticipations).values(participations)
  for (let i = 0; i < replies.length; i += 200)
    await tx.insert(advisorReplies).values(replies.slice(i, i + 200))
  await seedVisitorsCampaign(tx, lyon, opened)
  await seedIdentifiedCampaign(tx, lyon, now)
  await seedLibrary(tx, lyon)
}

export const demoAdvisorLibraryQuestion = 'Recommanderiez-vous la crèche à un proche ?'

/**
 * The Lyon group's questions library (docs/advisor.md "A library question's page"): the NPS
 * question every demo campaign asks is its copy, so the question's page pools their answers.
 */
async function seedLibrary(tx: Queryable, lyon: { group_id: string }): Promise<void> {
  const [nps] = await tx
    .insert(advisorLibraryQuestions)
    .values([
      { groupId: lyon.group_id, content: demoAdvisorLibraryQuestion, kind: 'scale', nps: true },
      { groupId: lyon.group_id, content: 'L’accueil du matin et du soir', kind: 'stars' },
      { groupId: lyon.group_id, content: 'Un mot pour l’équipe ?', kind: 'text' },
    ])
    .returning({ id: advisorLibraryQuestions.id })
  await tx.execute(
    sql`update advisor_questions set library_question_id = ${nps!.id}
        where content = ${demoAdvisorLibraryQuestion} and kind = 'scale' and nps
          and campaign_id in (select id from advisor_campaigns where group_id = ${lyon.group_id})`,
  )
}

/** An identified families' campaign, closed, whose answers name the child (docs/advisor.md "A child's answers"). */
export const demoAdvisorIdentifiedCampaignName = 'Enquête de rentrée'

/**
 * Closed a month and a half ago, so nobody gets it as a popup: guardian.lyon@nido.demo answered it
 * for each of their children, once after sign-in and once on the phone, so the children's pages of
 * the Lyon sections have something to show.
 */
async function seedIdentifiedCampaign(
  tx: Queryable,
  lyon: { school_id: string; group_id: string },
  now: Date,
): Promise<void> {
  const families = await selectRows<{ guardian_id: string; child_id: string; section_id: string }>(
    tx,
    sql`select distinct on (g.child_id) g.guardian_id, g.child_id, s.id as section_id
        from users u join guardianships g on g.guardian_id = u.id
        join child_sections cs on cs.child_id = g.child_id
        join sections s on s.id = cs.section_id and s.school_id = ${lyon.school_id}
        where lower(u.email) = 'guardian.lyon@nido.demo'
        order by g.child_id, s.name`,
  )
  if (families.length === 0) return
  const day = 86_400_000
  const opened = new Date(now.getTime() - 75 * day)
  const closed = new Date(now.getTime() - 45 * day)
  const [campaign] = await tx
    .insert(advisorCampaigns)
    .values({
      groupId: lyon.group_id,
      name: demoAdvisorIdentifiedCampaignName,
      audiences: ['families'],
      opensOn: opened.toISOString().slice(0, 10),
      closesOn: closed.toISOString().slice(0, 10),
      status: 'closed',
      anonymous: false,
      eligibleCount: 260,
      openedAt: opened,
    })
    .returning()
  const campaignId = campaign!.id
  await tx.insert(advisorCampaignSchools).values({ campaignId, schoolId: lyon.school_id })
  const [welcomeQ, npsQ, textQ] = await tx
    .insert(advisorQuestions)
    .values([
      { campaignId, position: 0, content: 'L’adaptation de votre enfant', kind: 'stars' },
      {
        campaignId,
        position: 1,
        content: 'Recommanderiez-vous la crèche à un proche ?',
        kind: 'scale',
        nps: true,
      },
      { campaignId, position: 2, content: 'Un mot pour l’équipe ?', kind: 'text' },
    ])
    .returning()
  const answers = [
    { channel: 'popup', welcome: 5, nps: 9, comment: 'Une adaptation en douceur, merci à toute l’équipe.' },
    { channel: 'phone', welcome: 4, nps: -1, comment: null },
  ] as const
  for (const [i, family] of families.entries()) {
    const given = answers[i % answers.length]!
    const at = new Date(opened.getTime() + (3 + i) * day + 18 * 3_600_000)
    const base = {
      campaignId,
      replySetId: crypto.randomUUID(),
      schoolId: lyon.school_id,
      sectionId: family.section_id,
      childId: family.child_id,
      userId: family.guardian_id,
      channel: given.channel,
      createdAt: at,
      updatedAt: at,
    }
    await tx.insert(advisorParticipations).values({
      campaignId,
      schoolId: lyon.school_id,
      userId: family.guardian_id,
      childId: family.child_id,
      channel: given.channel,
    })
    await tx
      .insert(advisorReplies)
      .values([
        { ...base, questionId: welcomeQ!.id, rating: given.welcome, firstOfSet: true },
        { ...base, questionId: npsQ!.id, rating: given.nps, firstOfSet: false },
        ...(given.comment
          ? [{ ...base, questionId: textQ!.id, rating: null, comment: given.comment, firstOfSet: false }]
          : []),
      ])
  }
}

/** An identified (not anonymous) visitors' campaign without answers yet, open since `opened`. */
async function seedVisitorsCampaign(
  tx: Queryable,
  lyon: { school_id: string; group_id: string },
  opened: Date,
): Promise<void> {
  const [campaign] = await tx
    .insert(advisorCampaigns)
    .values({
      groupId: lyon.group_id,
      name: demoAdvisorVisitorsCampaignName,
      audiences: ['visitors'],
      opensOn: opened.toISOString().slice(0, 10),
      closesOn: null,
      status: 'active',
      anonymous: false,
      eligibleCount: 0,
      openedAt: opened,
    })
    .returning()
  const campaignId = campaign!.id
  await tx.insert(advisorCampaignSchools).values({ campaignId, schoolId: lyon.school_id })
  await tx.insert(advisorQuestions).values([
    { campaignId, position: 0, content: 'Comment s’est passée votre visite ?', kind: 'stars' },
    {
      campaignId,
      position: 1,
      content: 'Recommanderiez-vous la crèche à un proche ?',
      kind: 'scale',
      nps: true,
    },
    { campaignId, position: 2, content: 'Une remarque ?', kind: 'text' },
  ])
}
