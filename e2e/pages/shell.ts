import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/i18n/shell/de.json' with { type: 'json' }
import en from '../../apps/web/src/i18n/shell/en.json' with { type: 'json' }
import es from '../../apps/web/src/i18n/shell/es.json' with { type: 'json' }
import fr from '../../apps/web/src/i18n/shell/fr.json' with { type: 'json' }
import it from '../../apps/web/src/i18n/shell/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/i18n/shell/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/i18n/shell/pt.json' with { type: 'json' }
import { zMe, type Me } from '../../packages/domain/src/contracts/me'
import { dismissInAppMessagesThroughApi } from './session-overlays'

// The application shell (spec 000 §2): side menu, avatar menu, scope selector, fallbacks. Found by
// role and accessible name, in the language the page shows (each demo user has their own).

export type ShellMessages = typeof en
const byTag: Record<string, ShellMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function shellMessages(page: Page): Promise<ShellMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no shell translation file`)
  return messages
}

/**
 * Signs in with the page's own cookie jar, accepts the terms of use (spec 001 §4: the user's, and a
 * guardian's for each child) and dismisses the in-app messages, so no dialog covers the shell.
 * Not for the accounts the session spec walks through those dialogs with (guardian.lisbon,
 * teacher.toddlers, director.london).
 */
export async function signInAndAcceptTerms(page: Page, email: string, password: string): Promise<Me> {
  const login = await page.request.post('/api/v1/auth/login', { data: { email, password } })
  expect(login.status(), `${email} signs in`).toBe(200)
  const me = zMe.parse(await login.json())
  expect((await page.request.put('/api/v1/terms/acceptance')).status()).toBe(200)
  if (me.meta.userPermission.profileType === 'GUARDIAN')
    for (const childId of me.meta.familyScope.childIds)
      expect((await page.request.put(`/api/v1/children/${childId}/terms/acceptance`)).status()).toBe(200)
  // The in-app messages (spec 000 §4) would cover the shell too; session.spec.ts tests them.
  await dismissInAppMessagesThroughApi(page.request)
  return me
}

export class Shell {
  constructor(private readonly page: Page) {}

  /** Opens a page of the shell and waits until it speaks the user's language (set after sign-in). */
  async open(me: Me, path = '/'): Promise<void> {
    await this.page.goto(path)
    await expect(this.page.locator('html')).toHaveAttribute('lang', me.user.language.replace('_', '-'))
    await expect(this.page.getByRole('banner').first()).toBeVisible()
  }

  /** The top bar's chat link; its name starts with "Messages" and carries the unseen count. */
  async chatLink(): Promise<Locator> {
    const m = await this.messages()
    return this.page.getByRole('banner').getByRole('link', { name: new RegExp(`^${m.topBar.chat}`) })
  }

  private async messages(): Promise<ShellMessages> {
    return shellMessages(this.page)
  }

  /** The side menu's entries, in order, as a person reads them. */
  async expectSideMenu(labels: string[]): Promise<void> {
    const m = await this.messages()
    const nav = this.page.getByRole('navigation', { name: m.topBar.mainMenu })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link')).toHaveText(labels)
  }

  /** Opens the avatar menu (desktop) and checks its entries, then closes it. */
  async expectAccountMenu(name: string, labels: string[]): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: m.account.menu.replace('{{name}}', name) }).click()
    const menu = this.page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem').or(menu.getByRole('menuitemcheckbox'))).toHaveText(labels)
    await this.page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }

  async expectAppSwitcher(): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByRole('button', { name: m.modes.label })).toBeVisible()
  }

  async expectNoAppSwitcher(): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByRole('button', { name: m.modes.label })).toHaveCount(0)
  }

  async expectScope(kind: 'child' | 'school', name: string): Promise<void> {
    const m = await this.messages()
    await expect(
      this.page.getByRole('button', { name: m.scope[kind].replace('{{name}}', name) }),
    ).toBeVisible()
  }

  async expectNoScopeSelector(): Promise<void> {
    const m = await this.messages()
    for (const text of [m.scope.child, m.scope.school]) {
      const prefix = text.split('{{name}}')[0] ?? text
      await expect(this.page.getByRole('button', { name: prefix })).toHaveCount(0)
    }
  }

  /** Opens the scope selector, searches and picks the one entry shown. */
  async switchScope(kind: 'child' | 'school', current: string, search: string, pick: string): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: m.scope[kind].replace('{{name}}', current) }).click()
    const dialog = this.page.getByRole('dialog', {
      name: kind === 'child' ? m.scope.chooseChild : m.scope.chooseSchool,
    })
    await dialog.getByRole('searchbox', { name: m.scope.search }).fill(search)
    await expect(dialog.getByRole('button')).toHaveText([pick])
    await dialog.getByRole('button', { name: pick }).click()
    await expect(dialog).toBeHidden()
  }

  async expectFallback(
    which: 'account-unauthorized' | 'empty-account' | 'no-page-accessible',
  ): Promise<void> {
    await expect(this.page).toHaveURL(`/fallbacks/${which}`)
    const m = await this.messages()
    await expect(this.page.getByRole('heading', { name: m.fallbacks[which].title })).toBeVisible()
    await expect(this.page.getByRole('link', { name: m.fallbacks.logout })).toBeVisible()
  }
}
