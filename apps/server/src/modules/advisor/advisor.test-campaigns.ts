import { expect } from 'vitest'
import type { AdvisorCampaign, AdvisorCampaignInput } from '@nido/domain/contracts/advisor'
import type { TestApp } from '../../test/app'

// For the advisor's tests: a campaign created and opened through the API, as its pages do it, so
// each test file states only what its campaign differs in.

/** The questions most tests ask: a star rating, the NPS question, a comment. */
export const starsNpsText: AdvisorCampaignInput['questions'] = [
  { content: 'The welcome', kind: 'stars' },
  { content: 'Would you recommend us?', kind: 'scale', nps: true },
  { content: 'Anything to add?', kind: 'text' },
]

/**
 * Creates a campaign as the person signed in with `cookie`, then opens it (`active`). Unless
 * given: the families, open through November and December 2026, identified, three questions.
 */
export async function openCampaign(
  t: TestApp,
  cookie: string,
  input: Partial<AdvisorCampaignInput> & Pick<AdvisorCampaignInput, 'name' | 'schoolIds'>,
): Promise<AdvisorCampaign> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/advisor/campaigns',
    headers: { cookie },
    payload: {
      audiences: ['families'],
      opensOn: '2026-11-01',
      closesOn: '2026-12-31',
      anonymous: false,
      questions: starsNpsText,
      ...input,
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/v1/advisor/campaigns/${created.json<AdvisorCampaign>().id}/status`,
    headers: { cookie },
    payload: { status: 'active' },
  })
  expect(opened.statusCode, opened.body).toBe(200)
  return opened.json<AdvisorCampaign>()
}
