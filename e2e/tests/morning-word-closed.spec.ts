import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { startDailyServer, type DailyServer } from '../pages/daily-server'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// docs/phones.md "Morning word outside opening hours": before the school opens, the top bar's
// morning-word button stays, disabled, and says "opens at 07:30" (its time in the reader's clock)
// instead of vanishing. Whether the school is open is the server's call, so this file runs its own
// server whose clock reads 05:00 in Paris on a school day (pages/daily-server.ts), at phone size.

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

let server: DailyServer

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000)
  server = await startDailyServer({ at: 'early', portShift: 51 })
})

test.afterAll(async () => {
  await server?.stop()
})

test('before opening, the morning-word button is disabled and says when the school opens', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  })
  await context.clock.setSystemTime(Date.now() + server.offsetMs)
  const page = await context.newPage()
  const me = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(me)
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const m = await shellMessages(page)
  const time = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: tag === 'en',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(1970, 0, 1, 7, 30)))
  const opens = m.topBar.morningWordOpensAt.replace('{{time}}', time)
  const button = page.getByRole('banner').getByRole('button', { name: opens })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await context.close()
})
