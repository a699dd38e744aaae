import type { Page } from '@playwright/test'
import de from '../../apps/web/src/ui/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/ui/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/ui/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/ui/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/ui/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/ui/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/ui/i18n/pt.json' with { type: 'json' }

// The texts of ui/'s shared fields (share targets, documents; namespace 'ui') in the page's language.

export type UiMessages = typeof en
const byTag: Record<string, UiMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function uiMessages(page: Page): Promise<UiMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no ui translation file`)
  return messages
}
