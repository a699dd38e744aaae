import type { Language } from '@nido/domain/i18n/languages'
import { addNamespace } from '@/i18n/namespace'
import en from './i18n/en.json'
import fr from './i18n/fr.json'
import nlBE from './i18n/nl-BE.json'
import de from './i18n/de.json'
import it from './i18n/it.json'
import pt from './i18n/pt.json'
import es from './i18n/es.json'

// Imported for its effect by every component of this feature that translates.
const bundles: Record<Language, typeof en> = { en, fr, nl_BE: nlBE, de, it, pt, es }
addNamespace('daily', bundles)
