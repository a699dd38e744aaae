import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { dailyMessages } from '../pages/daily-messages'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// Copy and consistency, through the real page: the menu entry's words are the page's heading
// (apps/web/src/i18n/page-titles.test.ts checks every language's texts), and the shared staff
// tablet keeps the signed-in director's own code form folded (features/daily/pages/pro-check-in-page.tsx).

test('a menu entry leads to a page whose heading says the same', async ({ page }) => {
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await new Shell(page).open(director, '/')
  const m = await shellMessages(page)
  // "Partner news" once led to a page headed "Sponsor news".
  const label = m.menu.sponsorNews
  await page
    .getByRole('navigation', { name: m.topBar.mainMenu })
    .getByRole('link', { name: label, exact: true })
    .click()
  await expect(page).toHaveURL(/\/publicities$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
})

test("the staff tablet shows the keypad, not the signed-in director's code form", async ({ page }) => {
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await new Shell(page).open(director, '/daily/check-in/pro')
  const m = await dailyMessages(page)
  await expect(page.getByRole('heading', { level: 2, name: m.pro.myCodeTitle })).toBeVisible()
  const change = page.getByRole('button', { name: m.pro.changeCode })
  await expect(change).toBeVisible()
  await expect(page.getByLabel(m.pro.newCode)).toHaveCount(0)
  await change.click()
  await expect(page.getByLabel(m.pro.newCode)).toBeVisible()
  await page.getByRole('button', { name: m.pro.cancelCode }).click()
  await expect(page.getByLabel(m.pro.newCode)).toHaveCount(0)
})
