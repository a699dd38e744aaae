import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/folders/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/folders/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/folders/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/folders/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/folders/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/folders/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/folders/i18n/pt.json' with { type: 'json' }

// The texts of the folders pages (namespace 'folders') in the language the page shows.

export type FoldersMessages = typeof en
const byTag: Record<string, FoldersMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function foldersMessages(page: Page): Promise<FoldersMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no folders translation file`)
  return messages
}
