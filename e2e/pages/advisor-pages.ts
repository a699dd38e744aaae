import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/advisor/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/advisor/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/advisor/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/advisor/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/advisor/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/advisor/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/advisor/i18n/pt.json' with { type: 'json' }
import { expectNoSeriousViolation } from '../support/axe-scan'
import { fill } from './test-files'

// The advisor pages (docs/advisor.md "Pages"), in the language the page shows.

export type AdvisorMessages = typeof en
const byTag: Record<string, AdvisorMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class AdvisorPages {
  constructor(private readonly page: Page) {}

  async lang(): Promise<string> {
    return (await this.page.locator('html').getAttribute('lang')) ?? 'en'
  }

  async messages(): Promise<AdvisorMessages> {
    const messages = byTag[await this.lang()]
    if (!messages) throw new Error(`The page is in ${await this.lang()}, which has no advisor texts`)
    return messages
  }

  /** An NPS as the report writes it in the page's language (its sign included). */
  async nps(value: number): Promise<string> {
    return new Intl.NumberFormat(await this.lang(), {
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    }).format(value)
  }

  /** Axe's serious and critical WCAG 2.1 A/AA violations of the page as it is (docs/accessibility.md). */
  async expectNoSeriousViolation(): Promise<void> {
    await expectNoSeriousViolation(this.page)
  }

  /** Writes question `n` (1-based) of the campaign form: its text, kind and NPS flag. */
  async writeQuestion(n: number, text: string, kind: 'stars' | 'scale' | 'text', nps = false): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('textbox', { name: fill(m.campaign.questionText, { n }) }).fill(text)
    const select = this.page.getByRole('combobox', { name: fill(m.campaign.questionKind, { n }) })
    if ((await select.textContent())?.trim() !== m.kinds[kind]) {
      await select.click()
      await this.page.getByRole('option', { name: m.kinds[kind] }).click()
    }
    if (nps)
      await this.page
        .getByRole('listitem', { name: fill(m.campaign.question, { n }) })
        .getByRole('checkbox', { name: m.campaign.nps })
        .check()
  }
}
