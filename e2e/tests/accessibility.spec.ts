import { expect, test, type Page } from '@playwright/test'
import { demoAccounts } from '../../apps/server/src/seed/demo-accounts'
import { seriousViolations } from '../support/axe-scan'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// docs/accessibility.md: every page of the side menu, of every application mode, for one demo
// account per profile of the main site, at both sizes the product is designed for (docs/phones.md),
// has no serious or critical WCAG 2.1 A/AA violation that axe can find. Known ones are listed in
// support/axe-known.ts so that a new one fails.

/** One account per profile; not the ones the session spec walks through its dialogs itself. */
const accounts = [
  'director@nido.demo',
  'teacher.babies@nido.demo',
  'guardian.lyon@nido.demo',
  'child@nido.demo',
  'sponsor@nido.demo',
  'coordinator@nido.demo',
  'etude@nido.demo',
]

const sizes = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
}

for (const email of accounts) {
  const demo = demoAccounts.find((a) => a.email === email)
  if (!demo) throw new Error(`${email} is not a demo account`)
  test(`${demo.profile} ${email}: no serious axe violation on any menu page, desktop and phone`, async ({
    page,
  }) => {
    // Up to a dozen pages per account (more with the advisor mode's five), each loaded to network
    // idle and scanned twice: minutes on a shared 2-core machine.
    test.setTimeout(420_000)
    const me = await signInAndAcceptTerms(page, email, demo.password)
    // The routes come from the desktop menu, where every entry is on the page.
    await page.setViewportSize(sizes.desktop)
    const shell = new Shell(page)
    await shell.open(me)
    const paths = await menuPaths(page)
    expect(paths.length).toBeGreaterThan(0)
    const found: string[] = []
    const scanAt = async (size: keyof typeof sizes, path: string) => {
      await page.setViewportSize(sizes[size])
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('main')).toBeVisible()
      for (const violation of await seriousViolations(page, { knownAs: path }))
        found.push(`(${size}) ${violation}`)
    }
    for (const path of paths) {
      // Each page is loaded once and scanned at both sizes: the layout follows the width through
      // media queries, so a resize shows the phone layout without a second load and sign-in.
      await page.setViewportSize(sizes.desktop)
      await page.goto(path)
      await scanAt('desktop', path)
      await scanAt('phone', path)
    }
    expect(found, found.join('\n')).toEqual([])
  })
}

// WCAG 2.4.1 (docs/accessibility.md): the first Tab reaches the skip link, which moves the focus
// over the top bar and the side menu to the page area.
test('the first Tab stop skips to the page content', async ({ page }) => {
  const me = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', 'nido-demo')
  await new Shell(page).open(me)
  const m = await shellMessages(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: m.topBar.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

/** The side menu's paths in every application mode the account can switch to (spec 000 §2, §6). */
async function menuPaths(page: Page): Promise<string[]> {
  const m = await shellMessages(page)
  const nav = page.getByRole('navigation', { name: m.topBar.mainMenu })
  const links = () => nav.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
  await expect(nav.getByRole('link').first()).toBeVisible()
  const paths = new Set(await links())
  const switcher = page.getByRole('banner').getByRole('button', { name: m.modes.label })
  if ((await switcher.count()) > 0) {
    await switcher.click()
    // The menu is its own chunk, fetched on the first opening.
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible()
    const modes = await page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
    await page.keyboard.press('Escape')
    for (const mode of modes) {
      await page.goto(mode)
      await expect(nav.getByRole('link').first()).toBeVisible()
      for (const path of await links()) paths.add(path)
    }
  }
  return [...paths]
}
