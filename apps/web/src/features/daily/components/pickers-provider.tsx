import type { ReactNode } from 'react'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { deDE, enUS, esES, frFR, itIT, nlNL, ptPT } from '@mui/x-date-pickers/locales'
import { de, enGB, es, fr, it, nlBE, pt } from 'date-fns/locale'
import type { Locale } from 'date-fns'
import type { Language } from '@nido/domain/i18n/languages'
import { useTranslation } from 'react-i18next'
import { parseLanguage, fallbackLanguage } from '@nido/domain/i18n/languages'

// The time pickers of the drawer (spec 001 §2, §9 "time picker step 5 minutes") read and write
// times in the interface language: date-fns for formats, MUI X for the pickers' own labels.
const dateFnsLocales: Record<Language, Locale> = { en: enGB, fr, nl_BE: nlBE, de, it, pt, es }
const pickerTexts = {
  en: enUS,
  fr: frFR,
  nl_BE: nlNL,
  de: deDE,
  it: itIT,
  pt: ptPT,
  es: esES,
} satisfies Record<Language, unknown>

export function PickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = parseLanguage(i18n.language) ?? fallbackLanguage
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateFnsLocales[language]}
      localeText={pickerTexts[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  )
}
