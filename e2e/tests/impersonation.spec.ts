import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { LoginPage } from '../pages/login-page'
import { settleSessionThroughApi } from '../pages/session-overlays'
import { ImpersonationPage } from '../pages/impersonation-page'
import { signInThroughApi } from '../support/api'

// Impersonation: the demo super admin lands on the account-unauthorized fallback (spec 000 §6),
// finds a guardian by e-mail, acts as them with the banner shown, and stops.
const guardian = 'guardian.london@nido.demo'

test('the super admin impersonates a guardian, sees the banner and stops', async ({ page, request }) => {
  test.setTimeout(90_000)
  // The guardian's own terms and messages are settled in their own session beforehand, so no
  // dialog covers the shell and the impersonator does not accept anything in their name.
  const target = await signInThroughApi(request, guardian, demoPassword)
  await settleSessionThroughApi(request, target)
  const name = `${target.user.firstname} ${target.user.lastname}`

  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('admin@nido.demo', demoPassword)
  await expect(page).toHaveURL('/fallbacks/account-unauthorized')

  const impersonation = new ImpersonationPage(page)
  await impersonation.actAs('guardian.lon', name)
  await expect(page).not.toHaveURL(/\/fallbacks\//)
  await impersonation.expectBanner(name)
  const me = await page.request.get('/api/v1/me')
  expect((await me.json()).impersonatorId).not.toBeNull()

  await impersonation.stop()
  await expect(page).toHaveURL('/login')
  // The impersonated session is over.
  expect((await page.request.get('/api/v1/me')).status()).toBe(401)
})
