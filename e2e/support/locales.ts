import de from '../../apps/web/src/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/i18n/pt.json' with { type: 'json' }

// The web's own translation files: a page object finds a control by the name a person reads,
// in whatever language the page shows (demo users each have their own language setting).
export type Messages = typeof en
const byTag: Record<string, Messages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export function messagesFor(tag: string): Messages {
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no translation file`)
  return messages
}
