import { expect, test } from '@playwright/test'
import { en as errorsEn } from '../../packages/domain/src/i18n/error-messages.en'
import { zMe } from '../../packages/domain/src/contracts/me'
import { ExternalIdentityPages } from '../pages/external-identity-page'
import { LoginPage } from '../pages/login-page'

// Spec 000 §2 external-identity routes. The demo brand has no OpenID provider
// unless one is configured (docs/external-identity.md), so this journey covers the pages' own
// behaviour; the round trip with a real provider is apps/server/.../external-identity.test.ts.

test('the validation route refuses an answer it never asked for, in words, and leads back to sign-in', async ({
  page,
}) => {
  const pages = new ExternalIdentityPages(page)
  await pages.openValidate({ state: 'never-issued', code: 'forged-code' })
  await pages.expectFailure(errorsEn.EXTERNAL_IDENTITY_STATE_INVALID)
  // The provider's answer does not stay in the address bar (it is single-use anyway).
  await expect(page).toHaveURL('/external-identity/validate')
  await pages.backToSignIn()
  await expect(page).toHaveURL('/login')
  await new LoginPage(page).expectVisible()
})

test('the validation route opened without a provider answer explains what happened', async ({ page }) => {
  const pages = new ExternalIdentityPages(page)
  await pages.openValidate({}, 'mobile')
  await expect(page.getByRole('heading', { name: pages.text.mobile.title })).toBeVisible()
  await pages.expectFailure(pages.text.validate.missing)
})

test('a brand without a provider: no external button on the login page, and the mobile redirect says so', async ({
  page,
}) => {
  test.skip(Boolean(process.env.E2E_OIDC_NAME), 'the demo brand has a provider in this run')
  const pages = new ExternalIdentityPages(page)
  const login = new LoginPage(page)
  await login.goto()
  await expect(page.getByRole('button', { name: /^Sign in with / })).toHaveCount(0)

  await pages.openMobileRedirect()
  await expect(page.getByRole('alert')).toContainText(pages.text.mobile.noProvider)
})

// The whole journey in a real browser, when the e2e server runs with a demo OpenID provider
// (docs/external-identity.md "Trying it locally": the development provider, where any login is an
// account whose verified e-mail is that login). E2E_OIDC_NAME is the provider's button name.
const providerName = process.env.E2E_OIDC_NAME
test.describe('with a demo OpenID provider', () => {
  test.skip(!providerName, 'the e2e server has no demo OpenID provider (E2E_OIDC_NAME unset)')

  test('a director signs in with the provider, and signing out ends the provider session too', async ({
    page,
  }) => {
    await new LoginPage(page).goto()
    await page.getByRole('button', { name: `Sign in with ${providerName}` }).click()

    // The login page on localhost shows the default brand (Kinderhuis Groep): one of its people signs
    // in, since a brand's provider vouches only for its own group.
    // The provider's own sign-in form (oidc-provider's development interactions).
    await page.locator('input[name="login"]').fill('director.antwerp@nido.demo')
    await page.locator('input[name="password"]').fill('any')
    await page.getByRole('button', { name: 'Sign-in' }).click()

    // Back on Nido: the validation page signs in and goes home.
    await expect(page).toHaveURL('/', { timeout: 20_000 })
    const me = zMe.parse(await (await page.request.get('/api/v1/me')).json())
    expect(me.user.externalIdentityId).toBeTruthy()

    // Global logout (spec 000 §2): Nido's session ends, then the provider asks and sends us to /login.
    await page.goto('/logout')
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    await expect(page).toHaveURL('/login')
    await new LoginPage(page).expectVisible()
    expect((await page.request.get('/api/v1/me')).status()).toBe(401)
  })
})
