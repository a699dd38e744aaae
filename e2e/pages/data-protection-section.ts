import { expect, type Download, type Page } from '@playwright/test'
import { dataProtectionMessages } from './data-protection-messages'

// The data-protection part of /account (docs/mail-and-recovery.md), found by role and accessible name
// in the language the page shows.

export class DataProtectionSection {
  constructor(private readonly page: Page) {}

  private async section() {
    const m = await dataProtectionMessages(this.page)
    return this.page.getByRole('region', { name: m.section.title })
  }

  async expectVisible(): Promise<void> {
    await expect(await this.section()).toBeVisible()
  }

  /** Prepares an export and waits for the browser's download of it. */
  async downloadMyData(): Promise<Download> {
    const m = await dataProtectionMessages(this.page)
    const download = this.page.waitForEvent('download', { timeout: 60_000 })
    await (await this.section()).getByRole('button', { name: m.section.prepare }).click()
    const done = await download
    await expect(this.page.getByText(m.section.downloaded)).toBeVisible()
    return done
  }
}
