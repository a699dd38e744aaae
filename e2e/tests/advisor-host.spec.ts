import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import answerEs from '../../apps/web/src/features/advisor/answer/i18n/es.json' with { type: 'json' }
import historyEs from '../../apps/web/src/features/advisor/history/i18n/es.json' with { type: 'json' }
import { AdvisorPages } from '../pages/advisor-pages'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'
import { fill } from '../pages/test-files'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/advisor.md "The host dialog" (spec 000 §4, §6): the Lyon group's coordinator, an advisor
// guest whose first school is the Lyon nursery, opens a visitors' campaign, then hands the device
// to a visitor from the menu's host entry: guest, one star rating and an NPS answer. The report
// counts the visitor with the NPS those answers give (a 9: promoter under both band rules), and
// the history lists their answers.

test('a visitor answers on the coordinator’s device, and the report counts them', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const me = await signInAndAcceptTerms(page, 'coordinator@nido.demo', demoPassword)
  const schoolId = me.current.schoolId
  expect(schoolId).toBeTruthy()

  // Earlier runs' campaigns are closed, so this run's comes first in the dialog (oldest opening first).
  type Listed = { items: { id: string; name: string; status: string }[] }
  const listed = (await (await page.request.get('/api/v1/advisor/campaigns?limit=100')).json()) as Listed
  for (const old of listed.items.filter((c) => c.name.startsWith('Visita e2e') && c.status === 'active'))
    await page.request.post(`/api/v1/advisor/campaigns/${old.id}/status`, { data: { status: 'closed' } })
  const opensOn = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)
  const name = `Visita e2e ${Date.now().toString(36)}`
  const created = await page.request.post('/api/v1/advisor/campaigns', {
    data: {
      name,
      audiences: ['visitors'],
      opensOn,
      closesOn: null,
      anonymous: false,
      schoolIds: [schoolId],
      questions: [
        { content: '¿Qué tal la visita?', kind: 'stars' },
        { content: '¿Nos recomendaría?', kind: 'scale', nps: true },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const campaignId = ((await created.json()) as { id: string }).id
  const opened = await page.request.post(`/api/v1/advisor/campaigns/${campaignId}/status`, {
    data: { status: 'active' },
  })
  expect(opened.status()).toBe(200)

  // The host entry of the menu opens the dialog (spec 000 §6, no route).
  const shell = new Shell(page)
  await shell.open(me)
  const m = await shellMessages(page)
  const a = answerEs
  await page
    .getByRole('navigation', { name: m.topBar.mainMenu })
    .getByRole('button', { name: m.menu.advisorHost })
    .click()
  const dialog = page.getByRole('dialog', { name: a.dialogLabel })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const next = dialog.getByRole('button', { name: a.nextButton, exact: true })
  await expect(next).toBeDisabled()
  await dialog.getByRole('radio', { name: new RegExp(`^${a.host.guest}`) }).check()
  await expect(next).toBeEnabled({ timeout: 30_000 })
  await expectNoSeriousViolation(page)
  await next.click()

  // This run's campaign first: four stars, then 9 out of 10, sent.
  const survey = page.getByRole('dialog', { name })
  await expect(survey).toBeVisible({ timeout: 30_000 })
  await survey.getByRole('radio', { name: fill(a.starValue, { value: 4 }) }).click()
  await survey.getByRole('button', { name: a.nextButton, exact: true }).click()
  await survey.getByRole('radio', { name: fill(a.scaleValue, { value: 9 }) }).click()
  await expectNoSeriousViolation(page)
  await survey.getByRole('button', { name: a.send, exact: true }).click()
  await expect(survey).toHaveCount(0, { timeout: 30_000 })
  // Other visitors' campaigns may follow (the demo's own); the success screen ends the run.
  await page.getByRole('dialog').getByRole('button', { name: a.host.close, exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The report: one replier, NPS +100 under the configured rule and the standard one.
  const report = (await (
    await page.request.get(`/api/v1/advisor/campaigns/${campaignId}/report`)
  ).json()) as {
    repliersCount: number
    npsScores: { configured: number; standard: number }
  }
  expect(report.repliersCount).toBe(1)
  expect(report.npsScores).toMatchObject({ configured: 100, standard: 100, positive: 1, standardPositive: 1 })
  await page.goto(`/advisor/reports/${campaignId}`)
  const advisor = new AdvisorPages(page)
  await expect(page.getByTestId('advisor-repliers')).toHaveText('1', { timeout: 30_000 })
  await expect(page.getByTestId('advisor-nps')).toHaveText(await advisor.nps(100))
  await expect(page.getByTestId('advisor-nps-standard')).toHaveText(await advisor.nps(100))

  // The history (docs/advisor.md "History") shows the visitor's answers as one card.
  const h = historyEs
  await page.goto(`/advisor/history?campaignId=${campaignId}`)
  await expect(page.getByRole('heading', { level: 1, name: h.title })).toBeVisible({ timeout: 30_000 })
  const card = page.getByRole('listitem', { name: h.respondent.visitor })
  await expect(card).toHaveCount(1)
  await expect(card.getByText(fill(h.stars, { rating: 4 }))).toBeVisible()
  await expect(card.getByText(fill(h.scale, { rating: 9 }))).toBeVisible()
  await expect(card.getByText(h.channels.host, { exact: false })).toBeVisible()
  await expectNoSeriousViolation(page)
})
