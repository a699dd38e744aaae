import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { demoReviewUrl } from '../../apps/server/src/seed/demo-advisor-answer'
import de from '../../apps/web/src/features/advisor/answer/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/advisor/answer/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/advisor/answer/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/advisor/answer/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/advisor/answer/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/advisor/answer/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/advisor/answer/i18n/pt.json' with { type: 'json' }
import { signInThroughApi } from '../support/api'
import { seriousViolations } from '../support/axe-scan'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Spec 000 §4 advisor popup and external-review prompt (docs/advisor.md "Answer flows"). The Lyon
// director opens a campaign for the families of Crèche Les Lucioles; the Lyon guardian gets the
// popup after sign-in, answers with one question marked irrelevant, sees the review prompt (the
// demo brand has a reviews address); signing in again shows no popup. The campaign is closed at
// the end, and the spec runs after all the others (its own project in playwright.config.ts), so
// the guardian's other tests never meet the popup.

const byTag: Record<string, typeof en> = { en, fr, 'nl-BE': nlBE, de, it, es, pt }
const textsOf = async (page: Page) => byTag[(await page.locator('html').getAttribute('lang')) ?? 'en'] ?? en

test('a Lyon guardian answers the popup, skips one question and is asked for a review', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const director = await playwright.request.newContext({ baseURL })
  const directorMe = await signInThroughApi(director, 'director@nido.demo', demoPassword)
  const name = `Rentrée ${Date.now()}`
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const created = await director.post('/api/v1/advisor/campaigns', {
    data: {
      name,
      audiences: ['families'],
      opensOn: yesterday,
      closesOn: null,
      anonymous: true,
      schoolIds: [directorMe.current.schoolId],
      questions: [
        { content: 'L’accueil du matin', kind: 'stars' },
        { content: 'Les sorties', kind: 'stars' },
        { content: 'Recommanderiez-vous la crèche ?', kind: 'scale', nps: true },
        { content: 'Un mot pour l’équipe ?', kind: 'text' },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const campaignId = ((await created.json()) as { id: string }).id
  const status = (value: string) =>
    director.post(`/api/v1/advisor/campaigns/${campaignId}/status`, { data: { status: value } })
  expect((await status('active')).status()).toBe(200)
  try {
    const me = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
    await new Shell(page).open(me)
    const t = await textsOf(page)
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByText(t.counter.replace('{{current}}', '1').replace('{{total}}', '4')),
    ).toBeVisible()

    expect(await seriousViolations(page, { include: '[role="dialog"]', knownAs: '/advisor-popup' })).toEqual(
      [],
    )

    const next = dialog.getByRole('button', { name: t.nextButton, exact: true })
    await expect(next).toBeDisabled()
    await dialog.getByRole('radio', { name: t.starValue.replace('{{value}}', '5') }).click()
    await next.click()
    // The second question is skipped: sent as −1.
    await dialog.getByRole('button', { name: t.irrelevant, exact: true }).click()
    await expect(
      dialog.getByText(t.counter.replace('{{current}}', '3').replace('{{total}}', '4')),
    ).toBeVisible()
    await dialog.getByRole('radio', { name: t.scaleValue.replace('{{value}}', '10') }).click()
    await next.click()
    await dialog.getByRole('textbox', { name: t.answer }).fill('Merci pour tout')
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/advisor/answer/replies'))
    await dialog.getByRole('button', { name: t.send, exact: true }).click()
    expect((await sent).status()).toBe(201)

    const prompt = page.getByRole('dialog', { name: t.review.title })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('link', { name: t.review.yes })).toHaveAttribute('href', demoReviewUrl)
    await prompt.getByRole('button', { name: t.review.no }).click()
    await expect(prompt).toBeHidden()

    // Signing in again: the campaign is answered, no popup.
    const again = await browser.newPage()
    try {
      const meAgain = await signInAndAcceptTerms(again, 'guardian.lyon@nido.demo', demoPassword)
      const pending = again.waitForResponse((r) => r.url().endsWith('/api/v1/advisor/answer/pending'))
      await new Shell(again).open(meAgain)
      const body = (await (await pending).json()) as { surveys: Array<{ campaignId: string }> }
      expect(body.surveys.map((s) => s.campaignId)).not.toContain(campaignId)
      await expect(again.getByRole('dialog', { name })).toHaveCount(0)
    } finally {
      await again.close()
    }
  } finally {
    await status('closed')
    await director.dispose()
  }
})
