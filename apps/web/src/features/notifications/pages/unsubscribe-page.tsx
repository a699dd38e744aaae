import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { unsubscribeQuery, useUnsubscribe } from '../queries'
import '../i18n'

// docs/notifications.md "Unsubscribe": the footer link of a notification e-mail, signed out, in
// the visitor's language. It asks for a click before turning the kind off: mail scanners open
// links, and would otherwise unsubscribe on their own.
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const info = useQuery({ ...unsubscribeQuery(token), enabled: token !== '' })
  const turnOff = useUnsubscribe(token)

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {t('unsubscribe.title')}
          </Typography>
          <Stack spacing={2}>
            {!token && <Alert severity="error">{t('unsubscribe.noToken')}</Alert>}
            {info.error && <Alert severity="error">{errorText(info.error)}</Alert>}
            {turnOff.error && <Alert severity="error">{errorText(turnOff.error)}</Alert>}
            {info.data && (
              <>
                <Typography>{t('unsubscribe.intro', { email: info.data.maskedEmail ?? '' })}</Typography>
                <Typography sx={{ fontWeight: 700 }}>{t(`unsubscribe.kinds.${info.data.kind}`)}</Typography>
                {turnOff.isSuccess ? (
                  <Alert severity="success">{t('unsubscribe.done')}</Alert>
                ) : info.data.enabled ? (
                  <Button variant="contained" disabled={turnOff.isPending} onClick={() => turnOff.mutate()}>
                    {t('unsubscribe.confirm')}
                  </Button>
                ) : (
                  <Alert severity="info">{t('unsubscribe.already')}</Alert>
                )}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
