import { expect, test } from '@playwright/test'
import { zCalendarSubscription } from '../../packages/domain/src/contracts/calendar'
import { signInAndAcceptTerms } from '../pages/shell'
import { serveSecondOrigin, type SecondOrigin } from '../support/second-origin'

// docs/security.md "Cross-site requests": a page on another port of the same host is same-site,
// so the browser sends the Lax session cookie with its requests. Its bodyless write (renewing the
// private calendar URL: harmless, and visible afterwards) is refused, from fetch and from a form.

const path = '/api/v1/calendar/subscription'

test.describe('cross-site requests', () => {
  let attacker: SecondOrigin

  test.beforeAll(async ({ baseURL }) => {
    const target = `${baseURL}${path}`
    attacker = await serveSecondOrigin(`<!doctype html>
      <title>Another origin</title>
      <button id="fetch" onclick="fetch('${target}', { method: 'POST', credentials: 'include', mode: 'no-cors' })">fetch</button>
      <form method="post" action="${target}" enctype="text/plain"><input name="a" value="b"><button>form</button></form>`)
  })
  test.afterAll(() => attacker.close())

  test('refuses a write sent by a page of another origin', async ({ page, baseURL }) => {
    // Not guardian.lisbon: session.spec walks her seeded pending terms, which signing in would use.
    await signInAndAcceptTerms(page, 'guardian.antwerp@nido.demo', 'nido-demo')
    const current = async () =>
      zCalendarSubscription.parse(await (await page.request.get(path)).json()).createdAt

    // From the app's own page the same write goes through: the cookie is there and works.
    await page.goto('/login')
    const own = await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', credentials: 'same-origin' })).status,
      path,
    )
    expect(own).toBe(201)
    const before = await current()
    expect(before).toBeTruthy()

    await page.goto(attacker.origin)
    expect(new URL(attacker.origin).origin).not.toBe(new URL(baseURL!).origin)
    // The answer never reaches the other page (Cross-Origin-Resource-Policy), whatever it is, so
    // what counts is that nothing changed on the server.
    const fetched = page.waitForEvent('requestfailed', (r) => r.url().endsWith(path))
    await page.getByRole('button', { name: 'fetch' }).click()
    expect((await fetched).method()).toBe('POST')
    expect(await current()).toBe(before)

    const posted = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'form' }).click()
    const answer = await posted
    expect(answer.status()).toBe(403)
    expect(await answer.json()).toMatchObject({ errorCode: 'CROSS_SITE_REQUEST' })

    // Still signed in, and the URL was not renewed (a renewal dates it anew).
    expect(await current()).toBe(before)
  })
})
