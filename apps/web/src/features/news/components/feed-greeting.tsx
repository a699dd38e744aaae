import { Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { Me } from '@nido/domain/contracts/me'
import '../i18n'

// The line above the feed: a greeting by first name. Who is signed in and where (the current
// school or child, spec 000 §4) are the top bar's to say (account menu, scope selector); the
// greeting needs nothing loaded, so it never shows an id while names arrive.
export function FeedGreeting({ me }: { me: Me }) {
  const { t } = useTranslation('news')
  return (
    <Typography variant="h6" component="p" color="text.secondary">
      {t('greeting', { name: me.user.firstname })}
    </Typography>
  )
}
