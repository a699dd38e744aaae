import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { demoAdvisorCampaignName } from '../../apps/server/src/seed/demo-advisor'
import answerDe from '../../apps/web/src/features/advisor/answer/i18n/de.json' with { type: 'json' }
import phoneDe from '../../apps/web/src/features/advisor/phone/i18n/de.json' with { type: 'json' }
import { Shell, signInAndAcceptTerms } from '../pages/shell'
import { fill } from '../pages/test-files'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/advisor.md "Telephone surveys": the group's ETUDE interviewer (German) opens the call list
// of the seeded families' barometer at the Lyon nursery, records a call nobody answered, then
// calls the same family again and enters their answers; the line then has nothing left to call.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('an interviewer records a call, then a family’s answers by telephone', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const p = phoneDe
  const a = answerDe
  const me = await signInAndAcceptTerms(page, 'etude@nido.demo', demoPassword)
  await new Shell(page).open(me, '/advisor/telephone-surveys')
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible({ timeout: 30_000 })
  const campaign = page.getByRole('combobox', { name: p.campaign })
  if (!(await campaign.textContent())?.includes(demoAdvisorCampaignName)) {
    await campaign.click()
    await page.getByRole('option', { name: demoAdvisorCampaignName }).click()
  }
  const table = page.getByRole('table', { name: fill(p.listLabel, { campaign: demoAdvisorCampaignName }) })
  await expect(table).toBeVisible({ timeout: 30_000 })
  const [before, after] = p.callLabel.split('{{name}}') as [string, string]
  const callButtons = table.getByRole('button', { name: new RegExp(`^${escape(before)}.+${escape(after)}$`) })
  await expect(callButtons.first()).toBeVisible()
  const first = callButtons.first()
  const label = (await first.getAttribute('aria-label')) ?? ''
  const sameFamily = table.getByRole('button', { name: label, exact: true })
  const lines = await sameFamily.count()
  await expectNoSeriousViolation(page)

  // No answer: recorded with its outcome.
  await first.click()
  const dialog = page.getByRole('dialog', { name: label })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: p.outcome.no_answer }).check()
  await expectNoSeriousViolation(page)
  await dialog.getByRole('button', { name: p.dialog.saveOutcome }).click()
  await expect(page.getByText(p.saved)).toBeVisible({ timeout: 30_000 })
  await expect(table.getByText(p.outcome.no_answer).first()).toBeVisible()

  // Called again, the family answers: 9 of 10, four and five stars, no comment.
  await sameFamily.first().click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: p.dialog.enterAnswers }).click()
  await dialog.getByRole('radio', { name: fill(a.scaleValue, { value: 9 }) }).click()
  await dialog.getByRole('button', { name: a.nextButton, exact: true }).click()
  await dialog.getByRole('radio', { name: fill(a.starValue, { value: 4 }) }).click()
  await dialog.getByRole('button', { name: a.nextButton, exact: true }).click()
  await dialog.getByRole('radio', { name: fill(a.starValue, { value: 5 }) }).click()
  await dialog.getByRole('button', { name: a.nextButton, exact: true }).click()
  await dialog.getByRole('button', { name: a.send, exact: true }).click()
  await expect(page.getByText(p.answersSaved)).toBeVisible({ timeout: 30_000 })
  await expect(sameFamily).toHaveCount(lines - 1)
})
