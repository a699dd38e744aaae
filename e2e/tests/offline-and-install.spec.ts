import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { NewsfeedPage } from '../pages/newsfeed-page'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// The installable app (docs/offline-and-install.md): the service worker keeps the shell, the app
// keeps the last feed it showed, and both open without a connection; a sign-out deletes the
// copy. The manifest is the brand's. Another spec's worker or copy never leaks in: each test has
// its own browser context (its own storage and service workers).

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' })

const party = 'Fête de fin d’année'
const welcome = 'Bienvenue sur Nido'

/** Waits until the service worker is active and controls the page, with its precache done. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('a guardian opens the feed without a connection, with the offline notice; a sign-out deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  const shell = new Shell(page)
  await shell.open(guardian, '/')
  const feed = new NewsfeedPage(page)
  await expect(feed.card(party)).toBeVisible()
  await serviceWorkerReady(page)
  // The worker leaves API requests alone: the page's own route still sees them (as other specs'
  // stubs rely on), and nothing answers them from a cache.
  let seen = false
  await page.route('**/api/v1/users/health', async (route) => {
    seen = true
    await route.continue()
  })
  expect(await page.evaluate(async () => (await fetch('/api/v1/users/health')).status)).toBe(200)
  expect(seen).toBe(true)
  await page.unroute('**/api/v1/users/health')
  // The copy is written a second after the last answer (session/offline-data.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nido.offline')?.includes('Bienvenue') ?? false))
    .toBe(true)
  const m = await shellMessages(page)
  const notice = page.getByRole('status').filter({ hasText: m.offline.showingFrom.split('{{time}}')[0]! })
  await expect(notice).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner').first()).toBeVisible()
  await feed.expectHeading()
  await expect(feed.card(party)).toBeVisible()
  await expect(feed.card(welcome)).toBeVisible()
  await expect(notice).toBeVisible()
  // "… chargé à 9:41" in the guardian's French: a time of day, 24-hour.
  await expect(notice).toHaveText(
    new RegExp(`${m.offline.showingFrom.replace('{{time}}', '\\d{1,2}:\\d{2}')}$`),
  )

  // The notice follows the connection.
  await context.setOffline(false)
  await expect(notice).toHaveCount(0)
  await context.setOffline(true)
  await expect(notice).toBeVisible()

  // Signing out, even offline, deletes the copy: the next person to open the app here sees nothing.
  await page.getByRole('button', { name: new RegExp(m.account.menu.replace('{{name}}', '.+')) }).click()
  await page.getByRole('menuitem', { name: m.account.logout }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nido.offline'))).toBeNull()
  await page.reload()
  // Nobody to show: the app waits for the connection to ask who is signed in.
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(feed.card(party)).toHaveCount(0)
  await context.setOffline(false)
})

test('the manifest is the brand’s, with its colours, name and icons, linked from every page', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/api/v1/brands/manifest')
  const brand = (await (await request.get('/api/v1/brands/current')).json()) as {
    appName: string
    primaryColor: string
  }
  const res = await request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await res.json()) as {
    name: string
    theme_color: string
    display: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    name: brand.appName,
    theme_color: brand.primaryColor.toLowerCase(),
    display: 'standalone',
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
  }
  // The service worker's script is checked for a new version on every visit: never cached.
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['cache-control']).toBe('no-cache')
})

test('a new version offers a reload, which brings it in', async ({ page }) => {
  test.setTimeout(90_000)
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/')
  await serviceWorkerReady(page)
  const m = await shellMessages(page)
  await expect(page.getByText(m.update.available)).toHaveCount(0)

  // A deploy, as the browser sees one: the registration's script changes. (Playwright cannot
  // rewrite a service worker's own script, so the new version is the same file at a new address.)
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-version')
  })
  const prompt = page.getByText(m.update.available)
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => {
    ;(window as { reloadMarker?: boolean }).reloadMarker = true
  })
  // The new worker takes over and the page reloads under it (a fresh page: its marker is gone).
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: m.update.reload }).click()
  await reloaded
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js\?next-version$/)
  await expect(page.getByRole('banner').first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as { reloadMarker?: boolean }).reloadMarker ?? 'reloaded'))
    .toBe('reloaded')
})
