import { expect, type Page } from '@playwright/test'
import { impersonationMessages } from './impersonation-messages'
import { fill } from './two-factor-messages'

/** Impersonation: the form on the account-unauthorized fallback and the banner. */
export class ImpersonationPage {
  constructor(private readonly page: Page) {}

  async actAs(emailSearch: string, name: string): Promise<void> {
    const m = await impersonationMessages(this.page)
    const form = this.page.getByRole('region', { name: m.title })
    await expect(form).toBeVisible()
    await form.getByRole('searchbox', { name: m.search }).fill(emailSearch)
    await form.getByRole('button', { name: fill(m.actAsName, { name }) }).click()
    const dialog = this.page.getByRole('dialog', { name: m.confirmTitle })
    await dialog.getByRole('button', { name: m.actAs, exact: true }).click()
  }

  async expectBanner(name: string): Promise<void> {
    const m = await impersonationMessages(this.page)
    await expect(this.page.getByRole('status', { name: m.banner.label })).toContainText(
      fill(m.banner.text, { name }),
    )
  }

  async stop(): Promise<void> {
    const m = await impersonationMessages(this.page)
    await this.page
      .getByRole('status', { name: m.banner.label })
      .getByRole('button', { name: m.banner.stop })
      .click()
  }
}
