import { expect, type Page } from '@playwright/test'
import { pageMessages } from './page-language'

/** The second sign-in step of /login, after a right password. */
export class TwoFactorLoginStep {
  constructor(private readonly page: Page) {}

  async expectVisible(): Promise<void> {
    const m = await pageMessages(this.page)
    await expect(this.page.getByRole('heading', { name: m.login.secondStep.title })).toBeVisible()
    await expect(this.page.getByText(m.login.secondStep.totpPrompt)).toBeVisible()
  }

  async enter(code: string): Promise<void> {
    const m = await pageMessages(this.page)
    const input = this.page.getByRole('textbox', { name: m.login.secondStep.code })
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    await input.fill(code)
    await this.page.getByRole('button', { name: m.login.secondStep.verify }).click()
  }
}
