import { expect, type Page } from '@playwright/test'
import { zMe } from '../../packages/domain/src/contracts/me'
import { messagesFor, type Messages } from '../support/locales'
import { pageMessages } from './page-language'
import { settleSessionThroughApi } from './session-overlays'

/**
 * The sign-in page, found by roles and accessible names (ARCHITECTURE §7), in the language the
 * page shows: the browser's at first, the last user's after a sign-out, or the one chosen here.
 */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path)
    await this.expectVisible()
  }

  async expectVisible(): Promise<Messages> {
    await expect(this.page.getByRole('textbox')).toHaveCount(2)
    const messages = await pageMessages(this.page)
    await expect(this.page.getByRole('heading', { name: messages.login.title, exact: true })).toBeVisible()
    return messages
  }

  /**
   * Chooses a language in the page's select (each option reads in its own language) and waits
   * until the page shows it: the language's texts arrive by fetch, so reading the page's texts
   * before then would find the old language's names on controls about to be renamed.
   */
  async chooseLanguage(languageName: string, tag: string): Promise<void> {
    const messages = await pageMessages(this.page)
    await this.page
      .getByRole('combobox', { name: messages.language.label })
      .selectOption({ label: languageName })
    await expect(this.page.locator('html')).toHaveAttribute('lang', tag)
    await expect(
      this.page.getByRole('heading', { name: messagesFor(tag).login.title, exact: true }),
    ).toBeVisible()
  }

  /**
   * Signs in through the form. Unless `settleSession` is false, a successful sign-in then accepts
   * the terms and dismisses the in-app messages through the API and reloads, so the session's
   * dialogs (spec 000 §4, spec 001 §4; tested in session.spec.ts) do not cover the page.
   */
  async signIn(email: string, password: string, { settleSession = true } = {}): Promise<void> {
    const messages = await this.expectVisible()
    await this.page.getByRole('textbox', { name: messages.login.email, exact: true }).fill(email)
    await this.page.getByRole('textbox', { name: messages.login.password, exact: true }).fill(password)
    const answer = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/auth/login') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: messages.login.submit, exact: true }).click()
    const response = await answer
    if (!response.ok() || !settleSession) return
    await this.page.waitForURL((url) => url.pathname !== '/login')
    await settleSessionThroughApi(this.page.request, zMe.parse(await response.json()))
    await this.page.reload()
  }

  async expectError(text: string): Promise<void> {
    await expect(this.page.getByRole('alert')).toHaveText(text)
  }
}
