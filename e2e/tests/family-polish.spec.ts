import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import type { NewsItem } from '../../packages/domain/src/contracts/news'
import { DailyLogPage, dailyLogMessages } from '../pages/daily-log-page'
import { pageMessages } from '../pages/page-language'
import { fill, newsMessages } from '../pages/post-messages'
import { dismissInAppMessagesThroughApi } from '../pages/session-overlays'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// What a family meets first, on a phone (390×844) where it is about phones: who wrote the care
// log, a greeting rather than a panel of ids, no care-log entry for a child still at home without
// a word, and the terms of use only for whom they concern (decision 0041, docs/daily-log.md).

const phone = { width: 390, height: 844 }
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  test('the Daily card names the teacher who wrote it, not a former member', async ({ page }) => {
    const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
    await new Shell(page).open(guardian, '/')
    const m = await newsMessages(page)
    // The demo's care-log day of Louise (Babies), written by teacher.babies.
    const timeline = page.getByRole('list', { name: `${m.daily.timeline} — Louise Dubois` }).first()
    await expect(timeline).toBeVisible()
    const card = page.getByRole('article').filter({ has: timeline }).first()
    const feed = await page.request.get('/api/v1/news?newsTypes=Daily')
    const daily = ((await feed.json()) as { items: NewsItem[] }).items.find(
      (i) => i.daily?.child.firstname === 'Louise',
    )
    expect(daily?.owner, 'the Daily item names its writer').toBeTruthy()
    await expect(card.getByText(`${daily!.owner!.firstname} ${daily!.owner!.lastname}`)).toBeVisible()
    await expect(card.getByText(m.card.unknownAuthor)).toHaveCount(0)
  })

  test('the feed greets by first name and never shows an id while names load', async ({ page }) => {
    const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
    // Names of the current school and child arrive late: nothing above the feed waits for them.
    await page.route('**/api/v1/scope/metadata', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      await route.continue()
    })
    await new Shell(page).open(guardian, '/')
    const m = await newsMessages(page)
    const main = page.getByRole('main')
    await expect(
      main.getByText(fill(m.greeting, { name: guardian.user.firstname }), { exact: true }),
    ).toBeVisible()
    await expect(main.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
    expect(await main.innerText()).not.toMatch(uuid)
  })
})

test('the care log asks before logging for a child who has not arrived', async ({ page }) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/daily')
  const log = new DailyLogPage(page)
  await log.expectHeading()
  const board = await log.board()
  // Les Lucioles records arrivals (allowCheckIn all in the demo).
  expect(board.arrivalsRecorded).toBe(true)
  const absent = board.children.find((c) => c.arrival === null)
  expect(absent, 'a child of the Babies has not arrived').toBeTruthy()
  const name = `${absent!.firstname} ${absent!.lastname}`
  const m = await dailyLogMessages(page)
  await page.getByRole('checkbox', { name: fill(m.selectChild, { name }) }).check()
  await page.getByRole('button', { name: m.addEntry }).click()
  const confirm = page.getByRole('dialog', { name: m.notArrivedConfirm.title })
  await expect(confirm).toContainText(name)
  // Cancelling logs nothing: no entry form opens.
  await confirm.getByRole('button', { name: (await pageMessages(page)).actions.cancel }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('combobox', { name: m.dialog.kind })).toHaveCount(0)
})

test('the terms concern main-site users only, and the guardians’ annex guardians only', async ({ page }) => {
  // A super admin is told what they can do, with the way to the administration, not stopped by
  // the main site's terms (nothing accepted here).
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'admin@nido.demo', password: demoPassword },
  })
  expect(login.status()).toBe(200)
  // The demo's welcome message is another overlay (session.spec.ts walks through it).
  await dismissInAppMessagesThroughApi(page.request)
  await page.goto('/')
  await expect(page).toHaveURL('/fallbacks/account-unauthorized')
  const s = await shellMessages(page)
  await expect(page.getByRole('link', { name: s.admin.wayIn.open })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A teacher reads the general terms: no "I, …, guardian of , accept".
  const teacher = await page.request.post('/api/v1/auth/login', {
    data: { email: 'teacher.babies@nido.demo', password: demoPassword },
  })
  expect(teacher.status()).toBe(200)
  const terms = await page.request.get('/api/v1/terms')
  expect(((await terms.json()) as { annex: string | null }).annex).toBeNull()
})
