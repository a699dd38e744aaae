import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../i18n/index'
import { formatDateTime, formatRelativeTime } from './format'
import { now } from '@/session/clock'

// Spec 000 §9 relative time, refreshed every minute; the exact date and time in the title.
export function RelativeTime({ value }: { value: string | Date }) {
  const { t, i18n } = useTranslation('session')
  const date = typeof value === 'string' ? new Date(value) : value
  const [current, setCurrent] = useState(now)
  useEffect(() => {
    const timer = window.setInterval(() => setCurrent(now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  // i18n.language makes the text follow a language switch.
  const language = i18n.language ? currentLanguage() : 'en'
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date, language)}>
      {formatRelativeTime(date, current, language, t('time.fewSeconds'))}
    </time>
  )
}
