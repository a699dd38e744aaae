import { Alert, Button, Divider, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { providersQuery, useInitiate } from '../queries'
import '../i18n'

/**
 * One "Sign in with <name>" button per OpenID provider of the brand (docs/external-identity.md);
 * nothing at all when the brand has none or they cannot be listed (the password form still works).
 */
export function ExternalSignInButtons() {
  const { t } = useTranslation('identity')
  const errorText = useErrorText()
  const providers = useQuery(providersQuery(window.location.hostname))
  const initiate = useInitiate()
  const brandId = providers.data?.brandId
  const list = providers.data?.providers ?? []
  if (!brandId || list.length === 0) return null

  return (
    <Stack spacing={1.5} role="group" aria-label={t('signIn.group')}>
      <Divider>{t('signIn.or')}</Divider>
      {initiate.error && <Alert severity="error">{errorText(initiate.error)}</Alert>}
      {list.map((provider) => {
        const busy = initiate.isPending && initiate.variables.provider === provider.key
        return (
          <Button
            key={provider.key}
            variant="outlined"
            size="large"
            // Pending until the browser has left the page: a second click would start a second flow.
            disabled={initiate.isPending || initiate.isSuccess}
            onClick={() => initiate.mutate({ brandId, provider: provider.key, mode: 'desktop' })}
          >
            {busy
              ? t('signIn.redirecting', { name: provider.name })
              : t('signIn.with', { name: provider.name })}
          </Button>
        )
      })}
    </Stack>
  )
}
