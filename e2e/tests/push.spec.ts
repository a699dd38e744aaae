import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { zPage } from '../../packages/domain/src/contracts/common'
import { defaultPushSwitches, zPushDevice } from '../../packages/domain/src/contracts/push'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { AccountPage } from '../pages/account-page'
import { AccountPreferences } from '../pages/account-preferences'
import { signInAndAcceptTerms } from '../pages/shell'
import { seriousViolations } from '../support/axe-scan'

// Web Push in Chromium (docs/notifications-push.md "Tests"): the permission, turning push on for
// this device from /account, its switches kept across a reload, and the service worker showing
// a push event dispatched to it through the DevTools protocol. The server's side (encryption,
// VAPID, delivery, expiry) is tested at protocol level in modules/push/push.test.ts.
//
// Playwright's browser contexts are off the record, where Chromium refuses a push subscription
// ("AbortError: Registration failed - permission denied", even with the permission granted), and
// no push service could be reached from here anyway. So an init script answers
// `pushManager.subscribe` (and `getSubscription`, kept across reloads) with a subscription of
// fixed keys whose endpoint is a loopback port nothing listens on. Only that browser call is replaced: the page,
// the API, the service worker and its notifications are real. A notice the server tries to send
// meanwhile meets a refused connection, which it logs and forgets (nothing is deleted).

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' })

// Its own per run and attempt: a retry never finds the device an earlier attempt left behind.
const fakeEndpoint = `http://127.0.0.1:9/push/e2e-device-${Date.now()}`

declare global {
  interface Window {
    __pushStub?: boolean
  }
}

/** Replaces only the browser's subscription to its push service (see above). */
function stubSubscription(endpoint: string) {
  // Kept across reloads, as the browser keeps a real subscription.
  const flag = 'e2e.pushSubscribed'
  const subscription = {
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      // A P-256 public key and an auth secret in base64url, as a real subscription gives them.
      keys: {
        p256dh: 'BAur0U9CIcxN5Xw_o0YEVpv4d8r5ngM6v9GjQSyY1Gm1PgJ0sit4EZ0edBLg01xM52ChTYyycetiWLAQ7KmpkeM',
        auth: 'fPwisuzVXhdvcRr4ApODRQ',
      },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(flag)
      return true
    },
  }
  window.__pushStub = true
  PushManager.prototype.subscribe = async function subscribe() {
    localStorage.setItem(flag, '1')
    return subscription
  }
  PushManager.prototype.getSubscription = async function getSubscription() {
    return localStorage.getItem(flag) ? subscription : null
  }
}

/** Waits until the service worker is active and controls the page. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated')
}

/** The id DevTools gives the app's service worker registration (scope: the site's root). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted)
      if (registration) resolve(registration.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

/** The notifications the service worker shows, as the page reads them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      url: (n.data as { url?: string } | null)?.url ?? null,
      tag: n.tag,
      icon: n.icon,
    }))
  })
}

test('a guardian turns push on for this device, keeps its switches, and sees a push shown', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL ?? '').origin
  await context.grantPermissions(['notifications'], { origin })
  await context.addInitScript(stubSubscription, fakeEndpoint)

  const guardian = await signInAndAcceptTerms(page, 'guardian.london@nido.demo', demoPassword)
  // The first load fetches the whole shell and starts the worker's precache: slow on a busy machine.
  await page.goto('/account')
  const account = new AccountPage(page)
  await expect(page.locator('html')).toHaveAttribute('lang', guardian.user.language.replace('_', '-'))
  await expect(page.getByRole('heading', { level: 1, name: (await account.messages()).title })).toBeVisible({
    timeout: 60_000,
  })
  await serviceWorkerReady(page)
  expect(await page.evaluate(() => window.__pushStub)).toBe(true)
  expect(await page.evaluate(() => Notification.permission)).toBe('granted')

  // Before: no switch for this device, the action to turn push on.
  const preferences = new AccountPreferences(page)
  await preferences.expectShown()
  const turnOn = page.getByRole('button', { name: (await account.messages()).push.turnOn })
  await expect(turnOn).toBeVisible()
  await expect(await preferences.pushSwitch('news')).toHaveCount(0)

  // Turning on subscribes this browser and registers it with the server: every kind on.
  await turnOn.click()
  await expect(await preferences.pushSwitch('news')).toBeChecked()
  await expect(turnOn).toHaveCount(0)
  const devices = async () =>
    zPage(zPushDevice).parse(await (await page.request.get('/api/v1/push/devices?limit=100')).json()).items
  const [device] = (await devices()).filter((d) => d.endpoint === fakeEndpoint)
  expect(device?.switches).toEqual(defaultPushSwitches)

  // A switch saves at once and is there after a reload.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/v1/push/devices/${device!.id}`) && r.request().method() === 'PATCH',
  )
  // From the keyboard: the switch takes the focus and Space flips it.
  await (await preferences.pushSwitch('events')).focus()
  await page.keyboard.press('Space')
  expect((await saved).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: (await account.messages()).title })).toBeVisible({
    timeout: 60_000,
  })
  await expect(await preferences.pushSwitch('events')).not.toBeChecked()
  await expect(await preferences.pushSwitch('news')).toBeChecked()
  expect((await devices()).find((d) => d.id === device!.id)?.switches.events).toBe(false)
  // The preferences (table, switches, quiet hours, devices) pass axe's WCAG 2.1 AA rules.
  expect(
    await seriousViolations(page, { include: 'section[aria-labelledby="account-notifications"]' }),
  ).toEqual([])

  // A push event dispatched to the service worker (as the push service would deliver one) is
  // shown with its title, the brand's icon and the page to open.
  const cdp = await context.newCDPSession(page)
  const id = await registrationId(cdp, `${origin}/`)
  const ours = {
    title: 'New photos — Fireflies',
    url: '/news/e2e-push',
    tag: '/news/e2e-push',
    icon: `${origin}/api/v1/brands/icons/icon-192.png`,
  }
  // Delivered again until shown: on a busy machine DevTools may hand the first message to a
  // worker that is still starting, and a repeat with the same tag replaces, never adds.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify({ title: ours.title, url: ours.url }),
    })
    await expect.poll(() => shownNotifications(page), { timeout: 5_000 }).toContainEqual(ours)
  }).toPass({ timeout: 45_000 })
  // A payload that is not ours is shown with the app's name and opens the home page.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: 'not json' })
    await expect
      .poll(() => shownNotifications(page), { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ title: 'Nido', url: '/' }))
  }).toPass({ timeout: 45_000 })

  // Leave nothing behind for a later run against the same server.
  expect((await page.request.delete(`/api/v1/push/devices/${device!.id}`)).status()).toBe(204)
})
