import { expect, type Page } from '@playwright/test'
import { fill, twoFactorMessages } from './two-factor-messages'

/** Impersonation (issue 4 item 5): the form on the account-unauthorized fallback and the banner. */
export class ImpersonationPage {
  constructor(private readonly page: Page) {}

  async actAs(emailSearch: string, name: string): Promise<void> {
    const m = await twoFactorMessages(this.page)
    const form = this.page.getByRole('region', { name: m.impersonation.title })
    await expect(form).toBeVisible()
    await form.getByRole('searchbox', { name: m.impersonation.search }).fill(emailSearch)
    await form.getByRole('button', { name: fill(m.impersonation.actAsName, { name }) }).click()
    const dialog = this.page.getByRole('dialog', { name: m.impersonation.confirmTitle })
    await dialog.getByRole('button', { name: m.impersonation.actAs, exact: true }).click()
  }

  async expectBanner(name: string): Promise<void> {
    const m = await twoFactorMessages(this.page)
    await expect(this.page.getByRole('status', { name: m.impersonation.banner.label })).toContainText(
      fill(m.impersonation.banner.text, { name }),
    )
  }

  async stop(): Promise<void> {
    const m = await twoFactorMessages(this.page)
    await this.page
      .getByRole('status', { name: m.impersonation.banner.label })
      .getByRole('button', { name: m.impersonation.banner.stop })
      .click()
  }
}
