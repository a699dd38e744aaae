import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import answerDe from '../../apps/web/src/features/advisor/answer/i18n/de.json' with { type: 'json' }
import answerEn from '../../apps/web/src/features/advisor/answer/i18n/en.json' with { type: 'json' }
import answerEs from '../../apps/web/src/features/advisor/answer/i18n/es.json' with { type: 'json' }
import answerFr from '../../apps/web/src/features/advisor/answer/i18n/fr.json' with { type: 'json' }
import answerIt from '../../apps/web/src/features/advisor/answer/i18n/it.json' with { type: 'json' }
import answerNl from '../../apps/web/src/features/advisor/answer/i18n/nl-BE.json' with { type: 'json' }
import answerPt from '../../apps/web/src/features/advisor/answer/i18n/pt.json' with { type: 'json' }
import de from '../../apps/web/src/features/advisor/public/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/advisor/public/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/advisor/public/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/advisor/public/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/advisor/public/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/advisor/public/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/advisor/public/i18n/pt.json' with { type: 'json' }
import { signInThroughApi } from '../support/api'
import { seriousViolations } from '../support/axe-scan'

// docs/advisor.md "The public links": the Lyon director opens a staff campaign and reads its
// public link; a visitor with no account opens /survey/pro?c=…, the ALTCHA widget solves the
// proof-of-work in this Chromium (docs/anti-bot.md), the visitor answers one question at a time
// and sees the thanks; opening the link again in the same browser says it was answered. The
// campaign is closed at the end (its project runs after the others: playwright.config.ts).

const byTag: Record<string, { page: typeof en; steps: typeof answerEn }> = {
  en: { page: en, steps: answerEn },
  fr: { page: fr, steps: answerFr },
  'nl-BE': { page: nlBE, steps: answerNl },
  de: { page: de, steps: answerDe },
  it: { page: it, steps: answerIt },
  es: { page: es, steps: answerEs },
  pt: { page: pt, steps: answerPt },
}
const textsOf = async (page: Page) =>
  byTag[(await page.locator('html').getAttribute('lang')) ?? 'en'] ?? { page: en, steps: answerEn }

test('a visitor answers a public survey link, proof-of-work solved in the browser', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const director = await playwright.request.newContext({ baseURL })
  const directorMe = await signInThroughApi(director, 'director@nido.demo', demoPassword)
  const name = `Équipe ${Date.now()}`
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const created = await director.post('/api/v1/advisor/campaigns', {
    data: {
      name,
      audiences: ['staff'],
      opensOn: yesterday,
      closesOn: null,
      anonymous: true,
      schoolIds: [directorMe.current.schoolId],
      questions: [
        { content: 'L’ambiance de travail', kind: 'stars' },
        { content: 'Un mot pour la direction ?', kind: 'text' },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const campaignId = ((await created.json()) as { id: string }).id
  const status = (value: string) =>
    director.post(`/api/v1/advisor/campaigns/${campaignId}/status`, { data: { status: value } })
  expect((await status('active')).status()).toBe(200)
  const visitor = await browser.newContext()
  try {
    const links = await director.get(`/api/v1/advisor/campaigns/${campaignId}/public-links`)
    const [link] = ((await links.json()) as { links: Array<{ linkId: string; kinds: string[] }> }).links
    expect(link?.kinds).toEqual(['pro'])

    const page = await visitor.newPage()
    await page.goto(`/survey/pro?c=${link!.linkId}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const t = await textsOf(page)
    expect(await seriousViolations(page, { knownAs: '/survey/pro' })).toEqual([])

    await page.getByRole('radio', { name: t.steps.starValue.replace('{{value}}', '4') }).click()
    await page.getByRole('button', { name: t.steps.nextButton, exact: true }).click()
    await page.getByRole('textbox', { name: t.steps.answer }).fill('Merci')
    // Send waits for the widget: a challenge of our server, solved in a worker of this page.
    const send = page.getByRole('button', { name: t.steps.send, exact: true })
    await expect(send).toBeEnabled({ timeout: 60_000 })
    const sent = page.waitForResponse((r) => r.url().endsWith('/replies'))
    await send.click()
    expect((await sent).status()).toBe(204)
    await expect(page.getByText(t.page.thanks.title)).toBeVisible()

    // The same browser again: its advisor session has answered this campaign.
    await page.reload()
    await expect(page.getByText(t.page.alreadyAnswered)).toBeVisible()
    await expect(page.getByRole('button', { name: t.steps.send, exact: true })).toHaveCount(0)
  } finally {
    await visitor.close()
    await status('closed')
    await director.dispose()
  }
})
