import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { AccountPage } from '../pages/account-page'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// Spec 001 §3 My profile, opened from the account menu (spec 000 §2), and the French rendering
// after a language switch. director.antwerp is used by no other browser spec: it starts
// in Dutch, goes to French and comes back, so the other specs never see a changed language.

test('a director switches to French, fixes their phone number, and switches back', async ({ page }) => {
  // Three saves and a reload of the longest page of the app (profile, notifications, security).
  test.setTimeout(90_000)
  const me = await signInAndAcceptTerms(page, 'director.antwerp@nido.demo', demoPassword)
  const name = `${me.user.firstname} ${me.user.lastname}`
  const shell = new Shell(page)
  await shell.open(me)

  // From the avatar menu: My profile.
  let menus = await shellMessages(page)
  await page.getByRole('button', { name: menus.account.menu.replace('{{name}}', name) }).click()
  await page.getByRole('menuitem', { name: menus.account.profile }).click()
  const account = new AccountPage(page)
  await account.expectOpen()

  // Saving French switches the page and the menus at once.
  await account.chooseLanguage('fr')
  await account.save()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible()
  menus = await shellMessages(page)
  await page.getByRole('button', { name: menus.account.menu.replace('{{name}}', name) }).click()
  await expect(page.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible()
  await page.keyboard.press('Escape')

  // An invalid number is refused with the translated error; a valid one is kept in E.164.
  await account.setPhone('12')
  await account.save()
  await expect(page.getByText(await account.errorText('PHONE_NUMBER_INVALID'))).toBeVisible()
  await account.setPhone('06 12 34 56 78')
  await account.save()
  await expect(page.getByText((await account.messages()).saved)).toBeVisible()
  // Terms are published per language (spec 000 §9): the French version is a new one to accept,
  // whose dialog would cover the page after the reload; session.spec.ts walks that dialog.
  expect((await page.request.put('/api/v1/terms/acceptance')).status()).toBe(200)
  await page.reload()
  // The saved language comes back with the user (spec 000 §1), not from this browser's locale.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await account.expectOpen()
  await expect(await account.phone()).toHaveValue('+33 6 12 34 56 78')

  // Back to Dutch, so the account is as the seed left it.
  await account.chooseLanguage('nl_BE')
  await account.save()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE')
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible()
})
