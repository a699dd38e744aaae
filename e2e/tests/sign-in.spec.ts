import { expect, test } from '@playwright/test'
import { demoAccounts } from '../../apps/server/src/seed/demo-accounts'
import { en as errorsEn } from '../../packages/domain/src/i18n/error-messages.en'
import { fr as errorsFr } from '../../packages/domain/src/i18n/error-messages.fr'
import { HomePage } from '../pages/home-page'
import { LoginPage } from '../pages/login-page'
import { signInThroughApi } from '../support/api'

// Spec 000 §2 (routes and guards), §4 (session) and §8 (errors), through the real page.

function account(email: string) {
  const found = demoAccounts.find((a) => a.email === email)
  if (!found) throw new Error(`${email} is not a demo account`)
  return found
}

for (const email of ['guardian.london@nido.demo', 'teacher.babies@nido.demo']) {
  test(`${email} signs in, sees who they are and signs out`, async ({ page, request }) => {
    const { password } = account(email)
    const me = await signInThroughApi(request, email, password)
    const login = new LoginPage(page)
    const home = new HomePage(page)

    await login.goto()
    await login.signIn(email, password)
    await expect(page).toHaveURL('/')
    await home.expectSignedInAs(me.user)

    await home.signOut(`${me.user.firstname} ${me.user.lastname}`)
    await expect(page).toHaveURL('/login')
    await login.expectVisible()
    // Signed out for real: the home page sends the visitor back to sign in.
    await page.goto('/')
    await expect(page).toHaveURL('/login')
  })
}

test('a wrong password shows the error in the chosen language', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('guardian.antwerp@nido.demo', 'not-the-password')
  await login.expectError(errorsEn.INVALID_CREDENTIALS)

  // The text comes from the errorCode, so it follows the language chosen on the page.
  await login.chooseLanguage('Français', 'fr')
  await login.signIn('guardian.antwerp@nido.demo', 'still-not-the-password')
  await login.expectError(errorsFr.INVALID_CREDENTIALS)
  await expect(page).toHaveURL('/login')
})

test('a protected path asked while signed out is reached after sign-in', async ({ page }) => {
  const asked = '/calendar?view=week'
  await page.goto(asked)
  await expect(page).toHaveURL('/login')

  const { email, password } = account('director.london@nido.demo')
  const login = new LoginPage(page)
  await login.expectVisible()
  await login.signIn(email, password)
  await expect(page).toHaveURL(asked)
})

test.describe('every demo account signs in through the API', () => {
  for (const { email, password, profile } of demoAccounts) {
    test(`${profile} ${email}`, async ({ request }) => {
      const me = await signInThroughApi(request, email, password)
      expect(me.meta.userPermission.profileType).toBe(profile)
    })
  }
})
