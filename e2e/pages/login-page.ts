import { expect, type Page } from '@playwright/test'
import type { Messages } from '../support/locales'
import { pageMessages } from './page-language'

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

  /** Chooses a language in the page's select; each option reads in its own language. */
  async chooseLanguage(languageName: string): Promise<void> {
    const messages = await pageMessages(this.page)
    await this.page
      .getByRole('combobox', { name: messages.language.label })
      .selectOption({ label: languageName })
  }

  async signIn(email: string, password: string): Promise<void> {
    const messages = await this.expectVisible()
    await this.page.getByRole('textbox', { name: messages.login.email, exact: true }).fill(email)
    await this.page.getByRole('textbox', { name: messages.login.password, exact: true }).fill(password)
    await this.page.getByRole('button', { name: messages.login.submit, exact: true }).click()
  }

  async expectError(text: string): Promise<void> {
    await expect(this.page.getByRole('alert')).toHaveText(text)
  }
}
