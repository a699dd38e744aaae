import 'i18next'
import type { en as errors } from '@nido/domain/i18n/error-messages.en'
import type en from './en.json'
import type shell from './shell/en.json'
import type session from './session/en.json'

// Typed keys: `t('login.titel')` is a compile error, so the seven files cannot drift from the code.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en; errors: typeof errors; shell: typeof shell; session: typeof session }
  }
}
