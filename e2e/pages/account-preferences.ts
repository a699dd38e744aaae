import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/account/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/account/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/account/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/account/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/account/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// The notification preferences table of /account (docs/notifications.md "Preferences"), found by
// role and accessible name in the language the page shows.

export type AccountPreferencesMessages = typeof en
type Kind = keyof AccountPreferencesMessages['preferences']['kinds']
const byTag: Record<string, AccountPreferencesMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class AccountPreferences {
  constructor(private readonly page: Page) {}

  async messages(): Promise<AccountPreferencesMessages> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`The page is in ${tag}, which has no account translation file`)
    return messages
  }

  async table(): Promise<Locator> {
    return this.page.getByRole('table', { name: (await this.messages()).preferences.caption })
  }

  async expectShown(): Promise<void> {
    await expect(await this.table()).toBeVisible()
  }

  /** The switch of a kind's channel on this device ("<kind>: push on this device"). */
  async pushSwitch(kind: Kind): Promise<Locator> {
    const m = (await this.messages()).preferences
    return (await this.table()).getByRole('switch', {
      name: fill(m.pushSwitch, { kind: m.kinds[kind].name }),
    })
  }

  async emailSwitch(kind: Kind): Promise<Locator> {
    const m = (await this.messages()).preferences
    return (await this.table()).getByRole('switch', {
      name: fill(m.emailSwitch, { kind: m.kinds[kind].name }),
    })
  }
}
