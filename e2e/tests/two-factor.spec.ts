import { expect, test } from '@playwright/test'
import { generate } from 'otplib'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { LoginPage } from '../pages/login-page'
import { HomePage } from '../pages/home-page'
import { signInAndAcceptTerms } from '../pages/shell'
import { TwoFactorAccountSection } from '../pages/two-factor-account'
import { TwoFactorLoginStep } from '../pages/two-factor-login'

// Two-factor: enrol an authenticator app on /account, sign out, sign in with the second step.
// The account is a generated demo guardian (Emily Clarke, Little Fireflies, English), not one of
// the listed demo accounts: other specs sign those in and must not meet a second step.
const email = 'emily.clarke@families.nido.demo'
const step = (date = Date.now()) => Math.floor(date / 30_000)

test('enrols an authenticator app on /account and signs in with a code from it', async ({ page }) => {
  test.setTimeout(120_000)
  const me = await signInAndAcceptTerms(page, email, demoPassword)
  const name = `${me.user.firstname} ${me.user.lastname}`
  await page.goto('/account')
  const section = new TwoFactorAccountSection(page)
  await section.expectVisible()

  const secret = await section.startAuthenticatorApp()
  await section.confirmAuthenticatorApp(await generate({ secret }))
  const enrolledAt = step()
  const codes = await section.takeRecoveryCodes()
  expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  await section.expectAuthenticatorOn()

  await new HomePage(page).signOut(name)
  await expect(page).toHaveURL('/login')

  const login = new LoginPage(page)
  await login.signIn(email, demoPassword, { settleSession: false })
  const second = new TwoFactorLoginStep(page)
  await second.expectVisible()
  // A code is accepted once (no replay): wait for the app's next code when still in the same step.
  while (step() <= enrolledAt) await page.waitForTimeout(1000)
  await second.enter(await generate({ secret }))
  await expect(page).toHaveURL('/')

  // Leave the demo account as it was.
  const off = await page.request.post('/api/v1/two-factor/disable', { data: { password: demoPassword } })
  expect(off.status()).toBe(200)
})
