import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/daily/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/daily/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/daily/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/daily/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/daily/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/daily/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/daily/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// The texts of the daily pages (drawer, board, staff check-in) in the language the page shows.

export type DailyMessages = typeof en
const byTag: Record<string, DailyMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function dailyMessages(page: Page): Promise<DailyMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no daily translation file`)
  return messages
}

// i18next placeholders, `{{name, de}}` (French elision) included: the shared filler.
export { fill }
