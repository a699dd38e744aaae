import { expect, type Page } from '@playwright/test'
import de from '../../apps/web/src/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/i18n/pt.json' with { type: 'json' }
import { errorMessages } from '../../packages/domain/src/i18n/error-messages'
import { parseLanguage, fallbackLanguage } from '../../packages/domain/src/i18n/languages'

// My profile (spec 001 §3, /account), found by role and label in the language the page shows.

type Messages = typeof en
const byTag: Record<string, Messages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class AccountPage {
  constructor(private readonly page: Page) {}

  private async tag(): Promise<string> {
    return (await this.page.locator('html').getAttribute('lang')) ?? 'en'
  }

  async messages(): Promise<Messages['account']> {
    const messages = byTag[await this.tag()]
    if (!messages) throw new Error(`No translation file for ${await this.tag()}`)
    return messages.account
  }

  /** The API error texts of the page's language (the same list as the server's). */
  async errorText(code: 'PHONE_NUMBER_INVALID'): Promise<string> {
    return errorMessages[parseLanguage(await this.tag()) ?? fallbackLanguage][code]
  }

  async expectOpen(): Promise<void> {
    const m = await this.messages()
    await expect(this.page).toHaveURL(/\/account$/)
    await expect(this.page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
  }

  async phone() {
    return this.page.getByRole('textbox', { name: (await this.messages()).phone })
  }

  async chooseLanguage(value: string): Promise<void> {
    await this.page.getByRole('combobox', { name: (await this.messages()).language }).selectOption(value)
  }

  async setPhone(value: string): Promise<void> {
    await (await this.phone()).fill(value)
  }

  async save(): Promise<void> {
    // Exact: the quiet-hours form's button ("Save quiet hours") starts with the same word.
    await this.page.getByRole('button', { name: (await this.messages()).save, exact: true }).click()
  }
}
