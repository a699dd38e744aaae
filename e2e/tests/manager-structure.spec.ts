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
  // The manager layout's tabs are list items of the menu (shell/manager-layout.tsx).
  const menu = page.getByRole('navigation', { name: m.topBar.mainMenu })
  const entry = (label: string) => menu.getByRole('listitem').filter({ hasText: new RegExp(`^${label}$`) })
  await entry(m.menu.manager_structure).click()
  await expect(page).toHaveURL(/\/manager\/admin\/structure$/)
  await pages.setCapacity(26)
  await page.reload()
  await expect(await pages.capacityField()).toHaveValue('26')

  await entry(m.menu.manager_pricing).click()
  await expect(page.getByRole('heading', { level: 1, name: t.pricing.title })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Full day' })).toBeVisible()
  await pages.addServiceOption(`Late pick-up ${Date.now()}`, '7.50')
  // Coordinators only: the director has no group settings entry.
  await expect(entry(m.menu.manager_openings)).toBeVisible()
  await expect(entry(m.menu.manager_groupSettings)).toHaveCount(0)
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
