import { Alert } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useOfflineSavedAt, useOnline } from '@/session/offline-data'
import { now } from '@/session/clock'
import { currentLanguage } from '@/i18n/index'
import { formatDate, formatTime } from '@/ui/format'

// docs/offline-and-install.md: without a connection the app shows what it kept, and says so and
// from when, above the page. Nothing at all while online.
export function OfflineBanner() {
  const online = useOnline()
  return online ? null : <OfflineNotice />
}

function OfflineNotice() {
  const { t: ts, i18n } = useTranslation('shell')
  const savedAt = useOfflineSavedAt()
  // i18n.language makes the time follow a language switch.
  const language = i18n.language ? currentLanguage() : 'en'
  let text = ts('offline.nothingKept')
  if (savedAt !== null) {
    const saved = new Date(savedAt)
    const time = formatTime(saved, language)
    text =
      saved.toDateString() === now().toDateString()
        ? ts('offline.showingFrom', { time })
        : ts('offline.showingFromDay', { date: formatDate(saved, language), time })
  }
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {text}
    </Alert>
  )
}
