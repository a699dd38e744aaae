import { expect, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/recovery/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/recovery/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/recovery/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/recovery/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/recovery/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/recovery/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/recovery/i18n/pt.json' with { type: 'json' }

// Forgot password and reset password (docs/mail-and-recovery.md),
// found by role and accessible name in the language the page shows.

type Messages = typeof en
const byTag: Record<string, Messages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

async function messages(page: Page): Promise<Messages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const found = byTag[tag]
  if (!found) throw new Error(`No recovery translation for ${tag}`)
  return found
}

export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/password/forgot')
    const m = await messages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.forgot.title })).toBeVisible()
  }

  async askReset(email: string): Promise<void> {
    const m = await messages(this.page)
    await this.page.getByRole('textbox', { name: m.forgot.email }).fill(email)
    await this.page.getByRole('button', { name: m.forgot.sendReset }).click()
    await expect(this.page.getByRole('status')).toHaveText(m.forgot.sent.replace('{{email}}', email))
  }
}

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path)
    const m = await messages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.reset.title })).toBeVisible()
  }

  async choose(password: string): Promise<void> {
    const m = await messages(this.page)
    await this.page.getByRole('textbox', { name: m.reset.password, exact: true }).fill(password)
    await this.page.getByRole('textbox', { name: m.reset.confirm, exact: true }).fill(password)
    await this.page.getByRole('button', { name: m.reset.submit }).click()
  }

  async expectDone(): Promise<void> {
    const m = await messages(this.page)
    await expect(this.page.getByRole('status')).toHaveText(m.reset.done)
  }

  async expectError(text: string): Promise<void> {
    await expect(this.page.getByRole('alert')).toContainText(text)
  }

  async goToSignIn(): Promise<void> {
    const m = await messages(this.page)
    await this.page.getByRole('link', { name: m.reset.signIn }).click()
    await expect(this.page).toHaveURL(/\/login$/)
  }
}
