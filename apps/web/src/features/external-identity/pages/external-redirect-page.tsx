import { useEffect, useRef } from 'react'
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { providersQuery, useInitiate } from '../queries'
import '../i18n'

/**
 * Spec 000 §2 "an external-identity login redirect for mobile": the page a mobile app opens
 * (`/external-identity/redirect?provider=<key>`, the brand's first provider without it). It starts
 * the same flow in mobile mode, so the provider comes back to /external-identity/validate/mobile,
 * which hands the state to the app's deep link (docs/external-identity.md).
 */
export default function ExternalRedirectPage() {
  const { t } = useTranslation('identity')
  const errorText = useErrorText()
  const [search] = useSearchParams()
  const providers = useQuery(providersQuery(window.location.hostname))
  const initiate = useInitiate()
  const started = useRef(false)
  const wanted = search.get('provider')
  const brandId = providers.data?.brandId ?? null
  const provider = providers.data?.providers.find((p) => (wanted ? p.key === wanted : true))

  useEffect(() => {
    if (started.current || !brandId || !provider) return
    started.current = true
    initiate.mutate({ brandId, provider: provider.key, mode: 'mobile' })
  }, [brandId, provider, initiate])

  const noProvider = providers.isSuccess && !provider
  const error = providers.error ?? initiate.error
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} aria-live="polite">
            <Typography variant="h5" component="h1">
              {t('mobile.title')}
            </Typography>
            {error || noProvider ? (
              <>
                <Alert severity="error" role="alert">
                  {error ? errorText(error) : t('mobile.noProvider')}
                </Alert>
                <Button variant="contained" component={RouterLink} to="/login" replace>
                  {t('validate.backToLogin')}
                </Button>
              </>
            ) : (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <CircularProgress size={24} aria-label={t('mobile.redirecting')} />
                <Typography>{t('mobile.redirecting')}</Typography>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
