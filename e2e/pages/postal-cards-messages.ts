import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/postal-cards/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/postal-cards/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/postal-cards/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/postal-cards/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/postal-cards/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/postal-cards/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/postal-cards/i18n/pt.json' with { type: 'json' }

// The texts of the postal cards page (namespace 'postalCards') in the language the page shows.

export type PostalCardsMessages = typeof en
const byTag: Record<string, PostalCardsMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function postalCardsMessages(page: Page): Promise<PostalCardsMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no postal-cards translation file`)
  return messages
}
