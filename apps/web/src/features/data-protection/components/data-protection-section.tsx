import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Me } from '@nido/domain/contracts/me'
import type { DataExport } from '@nido/domain/contracts/data-protection'
import { directorCoordinator, isOneOf } from '@nido/domain/access/roles'
import { actionRules } from '@nido/domain/access/actions'
import type { ProfileType } from '@nido/domain/enums/people'
import { currentLanguage } from '@/i18n/index'
import { meQuery, useLogout } from '@/session/session'
import { formatDateTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import {
  accountQuery,
  downloadExport,
  exportsQuery,
  useAskDeletion,
  useCreateExport,
  useResendValidation,
} from '../queries'
import '../i18n'

// Data protection on /account: confirm the e-mail address, download everything held about me
// (a zip prepared on the server, then downloaded with progress), and ask for my account's deletion.
export function DataProtectionSection() {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return null
  return <Section me={me} />
}

const formatSize = (bytes: number, language: string) =>
  new Intl.NumberFormat(language.replace('_', '-'), {
    style: 'unit',
    unit: bytes >= 1_000_000 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1_000_000 ? bytes / 1_000_000 : Math.max(0.1, bytes / 1000))

/** The same rule the server checks (packages/domain/src/access/actions/recovery.ts). */
const mayAskDeletion = (profile: ProfileType) =>
  isOneOf(profile, actionRules['dataProtection.askDeletion'].profiles)

function Section({ me }: { me: Me }) {
  const { t } = useTranslation('dataProtection')
  const toast = useToast()
  const userId = me.user.id
  const language = currentLanguage()
  const account = useQuery(accountQuery(userId))
  const exports = useQuery(exportsQuery(userId))
  const resend = useResendValidation()
  const create = useCreateExport(userId)
  const askDeletion = useAskDeletion()
  const logout = useLogout()
  const [progress, setProgress] = useState<number | null>(null)
  const [confirming, setConfirming] = useState(false)
  const profile = me.meta.userPermission.profileType
  const impersonated = me.impersonatorId !== null

  const download = async (item: DataExport) => {
    setProgress(0)
    try {
      await downloadExport(item, setProgress)
      toast.success(t('section.downloaded'))
    } catch (error) {
      toast.apiError(error, 'GET')
    } finally {
      setProgress(null)
    }
  }
  const prepare = () =>
    create.mutate(undefined, {
      onSuccess: (item) => void download(item),
      onError: (error) => toast.apiError(error),
    })
  const ask = () =>
    askDeletion.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(t('section.asked'))
        logout.mutate(me)
      },
      onError: (error) => toast.apiError(error),
    })

  const last = exports.data?.items[0]
  const profileData = account.data?.profile
  const busy = create.isPending || progress !== null

  return (
    <Card variant="outlined" component="section" aria-labelledby="data-protection-title">
      <CardContent>
        <Typography id="data-protection-title" variant="h6" component="h2" gutterBottom>
          {t('section.title')}
        </Typography>
        <Stack spacing={2}>
          {profileData?.email &&
            (profileData.emailValidatedAt ? (
              <Typography color="text.secondary">{t('section.emailValidated')}</Typography>
            ) : (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    disabled={resend.isPending || resend.isSuccess}
                    onClick={() =>
                      resend.mutate(undefined, {
                        onSuccess: () => toast.success(t('section.resent')),
                        onError: (error) => toast.apiError(error),
                      })
                    }
                  >
                    {t('section.resend')}
                  </Button>
                }
              >
                {t('section.emailNotValidated', { email: profileData.email })}
              </Alert>
            ))}

          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('section.exportTitle')}
          </Typography>
          <Typography color="text.secondary">{t('section.exportIntro')}</Typography>
          {last && (
            <Typography variant="body2">
              {t('section.lastExport', {
                date: formatDateTime(new Date(last.createdAt), language),
                size: formatSize(last.size, language),
              })}
            </Typography>
          )}
          {create.isPending && (
            <Stack spacing={1}>
              <Typography variant="body2">{t('section.preparing')}</Typography>
              <LinearProgress aria-label={t('section.preparing')} />
            </Stack>
          )}
          {progress !== null && (
            <Stack spacing={1}>
              <Typography variant="body2">{t('section.downloading')}</Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('section.downloading')}
              />
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" disabled={busy} onClick={prepare}>
              {t('section.prepare')}
            </Button>
            {last && (
              <Button variant="outlined" disabled={busy} onClick={() => void download(last)}>
                {t('section.download')}
              </Button>
            )}
          </Stack>

          {isOneOf(profile, directorCoordinator) && (
            <Link component={RouterLink} to="/data-protection/requests">
              {t('section.requestsLink')}
            </Link>
          )}

          {mayAskDeletion(profile) && !impersonated && (
            <>
              <Divider />
              <Typography variant="subtitle1" component="h3">
                {t('section.deleteTitle')}
              </Typography>
              <Typography color="text.secondary">{t('section.deleteIntro')}</Typography>
              <div>
                <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                  {t('section.delete')}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">{t('section.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('section.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('section.cancel')}</Button>
          <Button color="error" variant="contained" disabled={askDeletion.isPending} onClick={ask}>
            {t('section.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
