import { expect, test } from '@playwright/test'
import { demoPassword, demoSchools } from '../../apps/server/src/seed/demo-accounts'
import { demoAdvisorCampaignName } from '../../apps/server/src/seed/demo-advisor'
import { AdvisorPages } from '../pages/advisor-pages'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// docs/advisor.md "Pages": the Lyon group's coordinator opens the advisor dashboard, creates a
// campaign for the Lyon nursery with a stars, an NPS and a text question, activates it, then opens
// the report of the seeded Lyon campaign (200 reply sets) and reads the NPS the API computes. Axe
// finds no serious or critical violation on the dashboard, the campaign form and the report.

test('a coordinator creates and activates a campaign, then reads a report', async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const me = await signInAndAcceptTerms(page, 'coordinator@nido.demo', demoPassword)
  const shell = new Shell(page)
  await shell.open(me, '/advisor/dashboard')
  const advisor = new AdvisorPages(page)
  const t = await advisor.messages()
  const m = await shellMessages(page)

  // The dashboard, in the advisor layout's menu.
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: demoAdvisorCampaignName })).toBeVisible()
  const menu = page.getByRole('navigation', { name: m.topBar.mainMenu })
  await expect(menu.getByRole('link', { name: m.menu.advisor_campaigns })).toBeVisible()
  await advisor.expectNoSeriousViolation()

  // A new campaign for the Lyon nursery, three questions.
  await menu.getByRole('link', { name: m.menu.advisor_campaigns }).click()
  await page.getByRole('link', { name: t.campaigns.create }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.campaign.newTitle })).toBeVisible()
  const name = `Encuesta e2e ${Date.now()}`
  await page.getByRole('textbox', { name: t.campaign.name }).fill(name)
  await page.getByRole('checkbox', { name: demoSchools.lucioles }).check()
  // Visitors only: an active families or staff campaign would open the answer popup for the demo
  // accounts other specs sign in with, at the same time on the other worker.
  await page.getByRole('checkbox', { name: t.audiences.visitors }).check()
  await page.getByRole('checkbox', { name: t.audiences.families }).uncheck()
  await advisor.writeQuestion(1, '¿Cómo fue la adaptación?', 'stars')
  await page.getByRole('button', { name: t.campaign.addQuestion }).click()
  await advisor.writeQuestion(2, '¿Nos recomendaría?', 'scale', true)
  await page.getByRole('button', { name: t.campaign.addQuestion }).click()
  await advisor.writeQuestion(3, '¿Algo que añadir?', 'text')
  // Reordering by keyboard: the NPS question goes first and back.
  await page.getByRole('button', { name: t.campaign.moveUp.replace('{{n}}', '2') }).press('Enter')
  await expect(
    page.getByRole('textbox', { name: t.campaign.questionText.replace('{{n}}', '1') }),
  ).toHaveValue('¿Nos recomendaría?')
  await page.getByRole('button', { name: t.campaign.moveDown.replace('{{n}}', '1') }).click()
  await expect(
    page.getByRole('textbox', { name: t.campaign.questionText.replace('{{n}}', '2') }),
  ).toHaveValue('¿Nos recomendaría?')
  await advisor.expectNoSeriousViolation()
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(t.status.draft, { exact: true })).toBeVisible()

  // Activated: its status changes.
  await page.getByRole('button', { name: t.campaign.activate }).click()
  await expect(page.getByRole('button', { name: t.campaign.pause })).toBeVisible()
  await expect(page.getByText(t.status.active, { exact: true })).toBeVisible()
  const campaigns = (await (await page.request.get('/api/v1/advisor/campaigns?limit=100')).json()) as {
    items: { id: string; name: string; status: string; questions: { kind: string; nps: boolean }[] }[]
  }
  const created = campaigns.items.find((c) => c.name === name)
  expect(created?.status).toBe('active')
  expect(created?.questions.map((q) => [q.kind, q.nps])).toEqual([
    ['stars', false],
    ['scale', true],
    ['text', false],
  ])

  // The seeded campaign's report shows the NPS the API computes.
  const seeded = campaigns.items.find((c) => c.name === demoAdvisorCampaignName)
  expect(seeded, 'the demo campaign is seeded').toBeTruthy()
  const api = (await (await page.request.get(`/api/v1/advisor/campaigns/${seeded!.id}/report`)).json()) as {
    repliersCount: number
    npsScores: { configured: number; standard: number }
  }
  expect(api.repliersCount).toBeGreaterThanOrEqual(200)
  await menu.getByRole('link', { name: m.menu.advisor_reports }).click()
  await page.getByRole('link', { name: new RegExp(demoAdvisorCampaignName) }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(demoAdvisorCampaignName) }),
  ).toBeVisible()
  await expect(page.getByTestId('advisor-nps')).toHaveText(await advisor.nps(api.npsScores.configured))
  await expect(page.getByTestId('advisor-nps-standard')).toHaveText(await advisor.nps(api.npsScores.standard))
  await expect(page.getByTestId('advisor-repliers')).toHaveText(String(api.repliersCount))
  // The charts' chunk has loaded, with its table for screen readers.
  await expect(page.getByRole('table', { name: t.report.trendNps })).toBeAttached()
  await advisor.expectNoSeriousViolation()
})
