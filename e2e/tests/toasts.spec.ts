import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { fr as errorsFr } from '../../packages/domain/src/i18n/error-messages.fr'
import { NewsfeedPage } from '../pages/newsfeed-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Toast limits (spec 000 §4, §8, §9): at most three toasts at once (a fourth
// takes the oldest one's place, notistack's queue), the same text twice shown once; an API failure worded from its errorCode in the user's
// language. The failures are the server's answers as a browser would get them, made to fail here
// (page.route) because the demo has no way to make four different reactions fail.

const failures = ['FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'INTERNAL_ERROR'] as const
const statusOf = { FORBIDDEN: 403, NOT_FOUND: 404, TOO_MANY_REQUESTS: 429, INTERNAL_ERROR: 500 } as const

test('four failed reactions show three toasts at most, worded from their codes; a repeat shows once', async ({
  page,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/')
  const feed = new NewsfeedPage(page)
  await feed.expectHeading()
  const cards = page.getByRole('article')
  await expect(cards.nth(failures.length - 1)).toBeVisible()

  let answered = 0
  await page.route('**/api/v1/news/*/reactions', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    // One failure per card; a fifth click repeats the second failure, whose toast still shows.
    const code = failures[answered] ?? 'NOT_FOUND'
    answered++
    await route.fulfill({
      status: statusOf[code],
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: code, message: code }),
    })
  })

  const toast = (code: (typeof failures)[number]) =>
    page.getByRole('alert').filter({ hasText: errorsFr[code] })
  const shown = async () =>
    (await Promise.all(failures.map((code) => toast(code).count()))).reduce((a, b) => a + b)

  for (let i = 0; i < failures.length; i++) {
    await (await feed.heart(cards.nth(i))).button.click()
    await expect.poll(() => answered).toBe(i + 1)
    expect(await shown()).toBeLessThanOrEqual(3)
  }
  // The fourth takes the place of the oldest (notistack's queue, spec 000 §4): the newest three.
  for (const code of failures.slice(1)) await expect(toast(code)).toBeVisible()
  await expect(toast('FORBIDDEN')).toHaveCount(0)

  // The same failure again while its toast shows: no second toast.
  await (await feed.heart(cards.nth(1))).button.click()
  await expect.poll(() => answered).toBe(failures.length + 1)
  await expect(toast('NOT_FOUND')).toHaveCount(1)
  expect(await shown()).toBe(3)

  // Error toasts leave after 8 s (spec 000 §8).
  await expect(toast('INTERNAL_ERROR')).toHaveCount(0, { timeout: 12_000 })
})
