import { expect, type Page } from '@playwright/test'
import { twoFactorMessages } from './two-factor-messages'

/** The two-step verification section of /account. */
export class TwoFactorAccountSection {
  constructor(private readonly page: Page) {}

  private async section() {
    const m = await twoFactorMessages(this.page)
    return this.page.getByRole('region', { name: m.title })
  }

  async expectVisible(): Promise<void> {
    // /account is a lazy chunk with several features' parts: give a busy machine time.
    await expect(await this.section()).toBeVisible({ timeout: 30_000 })
  }

  /** Starts enrolling an authenticator app and returns the key the page shows beside the QR code. */
  async startAuthenticatorApp(): Promise<string> {
    const m = await twoFactorMessages(this.page)
    const section = await this.section()
    await section.getByRole('button', { name: m.totp.setUp }).click()
    await expect(section.getByRole('img', { name: m.totp.qr })).toBeVisible()
    const secret = await section.getByRole('textbox', { name: m.totp.key }).inputValue()
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    return secret
  }

  async confirmAuthenticatorApp(code: string): Promise<void> {
    const m = await twoFactorMessages(this.page)
    const form = (await this.section()).getByRole('form', { name: m.totp.setUp })
    await form.getByRole('textbox', { name: m.totp.code }).fill(code)
    await form.getByRole('button', { name: m.turnOn, exact: true }).click()
  }

  /** The recovery codes dialog shows the codes once; returns them and closes it. */
  async takeRecoveryCodes(): Promise<string[]> {
    const m = await twoFactorMessages(this.page)
    const dialog = this.page.getByRole('dialog', { name: m.recovery.title })
    await expect(dialog).toBeVisible()
    const items = dialog.getByRole('list', { name: m.recovery.list }).getByRole('listitem')
    await expect(items).toHaveCount(10)
    const codes = await items.allInnerTexts()
    await dialog.getByRole('button', { name: m.recovery.saved }).click()
    await expect(dialog).toBeHidden()
    return codes
  }

  async expectAuthenticatorOn(): Promise<void> {
    const m = await twoFactorMessages(this.page)
    await expect((await this.section()).getByText(m.totp.on)).toBeVisible()
  }
}
