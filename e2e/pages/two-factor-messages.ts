import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/two-factor/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/two-factor/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/two-factor/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/two-factor/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/two-factor/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/two-factor/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/two-factor/i18n/pt.json' with { type: 'json' }

// The 'twoFactor' namespace (the two-step verification section) in the page's language.
export type TwoFactorMessages = typeof en
const byTag: Record<string, TwoFactorMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function twoFactorMessages(page: Page): Promise<TwoFactorMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no two-factor translation file`)
  return messages
}

// i18next placeholders, `{{name, de}}` (French elision) included, filled as the page does.
export { fill } from './test-files'
