import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { ManagerStructurePages } from '../pages/manager-structure-page'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// docs/manager.md: London's director (manager module on) edits the structure and adds a service
// option at desktop size; spec 000 §2 "On small screens [the manager layout] shows an error page
// saying manager mode is disabled for mobile, with a home link".

test('the director of London edits the structure and adds a service option', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  const shell = new Shell(page)
  await shell.open(director, '/manager/admin/dashboard/occupation')
  const m = await shellMessages(page)
  const pages = new ManagerStructurePages(page)
  const t = await pages.messages()
  await expect(page.getByRole('heading', { level: 1, name: t.occupation.title })).toBeVisible()
  const menu = page.getByRole('navigation', { name: m.topBar.mainMenu })
  await menu.getByRole('link', { name: m.menu.manager_structure, exact: true }).click()
  await expect(page).toHaveURL(/\/manager\/admin\/structure$/)
  await pages.setCapacity(26)
  await page.reload()
  await expect(page.getByRole('spinbutton', { name: t.structure.capacity, exact: true })).toHaveValue('26')

  await menu.getByRole('link', { name: m.menu.manager_pricing, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.pricing.title })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Full day' })).toBeVisible()
  await pages.addServiceOption(`Late pick-up ${Date.now()}`, '7.50')
  // Coordinators only: the director has no group settings entry.
  await expect(menu.getByRole('link', { name: m.menu.manager_openings, exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: m.menu.manager_groupSettings, exact: true })).toHaveCount(0)
})

test('at phone size the manager layout says it is disabled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await page.goto('/manager/admin/structure')
  const m = await shellMessages(page)
  await expect(page.getByRole('heading', { level: 1, name: m.manager.mobileTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: m.manager.home })).toBeVisible()
  await expect(page.getByRole('navigation', { name: m.topBar.mainMenu })).toHaveCount(0)
})
