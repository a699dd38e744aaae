import { lazy, Suspense, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TwoFactorStatus } from '@nido/domain/contracts/two-factor'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import { meQuery } from '@/session/session'
import { useErrorText } from '@/ui/error-text'
import { useToast } from '@/ui/toast'
import {
  twoFactorQuery,
  useConfirmEmail,
  useConfirmTotp,
  useDisable,
  useRegenerateRecoveryCodes,
  useStartEmail,
  useStartTotp,
} from '../queries'
import { PasswordDialog } from './password-dialog'
import { RecoveryCodesDialog } from './recovery-codes-dialog'
import '../i18n'

// The QR code is drawn only while enrolling an app, so its library stays out of /account's chunk.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })))

// Two-factor on /account: enrol an authenticator app (QR code + a first code), turn e-mail
// codes on (a code sent to the address), recovery codes shown once, turning off with the password.
export function TwoFactorSection() {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return null
  return <Section userId={me.user.id} impersonated={me.impersonatorId !== null} />
}

type PasswordAction = { kind: 'disable'; mode?: TwoFactorMode } | { kind: 'renew' }

function Section({ userId, impersonated }: { userId: string; impersonated: boolean }) {
  const { t } = useTranslation('twoFactor')
  const errorText = useErrorText()
  const toast = useToast()
  const status = useQuery(twoFactorQuery(userId))
  const [codes, setCodes] = useState<string[] | null>(null)
  const [action, setAction] = useState<PasswordAction | null>(null)
  const disable = useDisable(userId)
  const renew = useRegenerateRecoveryCodes(userId)
  const passwordMutation = action?.kind === 'renew' ? renew : disable

  const enabled = (answer: { recoveryCodes: string[] | null }) => {
    toast.success(t('enabled'))
    if (answer.recoveryCodes) setCodes(answer.recoveryCodes)
  }
  const confirmPassword = (password: string) => {
    if (!action) return
    if (action.kind === 'renew')
      renew.mutate(password, {
        onSuccess: (answer) => {
          setAction(null)
          setCodes(answer.recoveryCodes)
        },
      })
    else
      disable.mutate(action.mode ? { password, mode: action.mode } : { password }, {
        onSuccess: () => {
          setAction(null)
          toast.success(t('disabled'))
        },
      })
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Typography id="two-factor-title" variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        {status.isPending ? (
          <CircularProgress size={24} aria-label={t('loading')} />
        ) : status.error ? (
          <Alert severity="error">{errorText(status.error)}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {status.data.modes.length > 0 ? t('intro.on') : t('intro.off')}
            </Typography>
            {impersonated && <Alert severity="info">{t('impersonated')}</Alert>}
            <TotpPart
              userId={userId}
              status={status.data}
              locked={impersonated}
              onEnabled={enabled}
              onDisable={() => setAction({ kind: 'disable', mode: 'totp' })}
            />
            <Divider />
            <EmailPart
              userId={userId}
              status={status.data}
              locked={impersonated}
              onEnabled={enabled}
              onDisable={() => setAction({ kind: 'disable', mode: 'email' })}
            />
            {status.data.modes.length > 0 && (
              <>
                <Divider />
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="subtitle1" component="h3">
                    {t('recovery.heading')}
                  </Typography>
                  <Typography color="text.secondary">
                    {t('recovery.left', { count: status.data.recoveryCodesLeft })}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      variant="outlined"
                      disabled={impersonated}
                      onClick={() => setAction({ kind: 'renew' })}
                    >
                      {t('recovery.renew')}
                    </Button>
                    <Button
                      color="error"
                      variant="outlined"
                      disabled={impersonated}
                      onClick={() => setAction({ kind: 'disable' })}
                    >
                      {t('disableAll')}
                    </Button>
                  </Stack>
                </Stack>
              </>
            )}
          </Stack>
        )}
      </CardContent>
      <PasswordDialog
        open={action !== null}
        title={
          action?.kind === 'renew'
            ? t('confirm.renewTitle')
            : action?.mode
              ? t('confirm.disableModeTitle', { mode: t(`modes.${action.mode}`) })
              : t('confirm.disableAllTitle')
        }
        text={action?.kind === 'renew' ? t('confirm.renewText') : t('confirm.disableText')}
        confirmLabel={action?.kind === 'renew' ? t('recovery.renew') : t('turnOff')}
        pending={passwordMutation.isPending}
        error={passwordMutation.error ? errorText(passwordMutation.error) : null}
        onConfirm={confirmPassword}
        onClose={() => {
          setAction(null)
          disable.reset()
          renew.reset()
        }}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  )
}

interface PartProps {
  userId: string
  status: TwoFactorStatus
  locked: boolean
  onEnabled: (answer: { recoveryCodes: string[] | null }) => void
  onDisable: () => void
}

function TotpPart({ userId, status, locked, onEnabled, onDisable }: PartProps) {
  const { t } = useTranslation('twoFactor')
  const errorText = useErrorText()
  const start = useStartTotp()
  const confirm = useConfirmTotp(userId)
  const [code, setCode] = useState('')
  const on = status.modes.includes('totp')
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h3">
        {t('modes.totp')}
      </Typography>
      <Typography color="text.secondary">{on ? t('totp.on') : t('totp.off')}</Typography>
      {on ? (
        <Button variant="outlined" color="error" disabled={locked} onClick={onDisable}>
          {t('turnOff')}
        </Button>
      ) : !start.data ? (
        <>
          {start.error && <Alert severity="error">{errorText(start.error)}</Alert>}
          <Button variant="contained" disabled={locked || start.isPending} onClick={() => start.mutate()}>
            {t('totp.setUp')}
          </Button>
        </>
      ) : (
        <Stack
          component="form"
          spacing={1.5}
          aria-label={t('totp.setUp')}
          onSubmit={(e) => {
            e.preventDefault()
            confirm.mutate(code.trim(), {
              onSuccess: (answer) => {
                start.reset()
                setCode('')
                onEnabled(answer)
              },
            })
          }}
        >
          <Typography>{t('totp.scan')}</Typography>
          <Suspense fallback={<CircularProgress size={24} aria-label={t('loading')} />}>
            <QRCodeSVG
              value={start.data.otpauthUri}
              size={176}
              role="img"
              aria-label={t('totp.qr')}
              marginSize={2}
            />
          </Suspense>
          <TextField
            label={t('totp.key')}
            value={start.data.secret}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            size="small"
            sx={{ fontFamily: 'monospace', minWidth: 320 }}
          />
          {confirm.error && <Alert severity="error">{errorText(confirm.error)}</Alert>}
          <TextField
            label={t('totp.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            required
          />
          <Button type="submit" variant="contained" disabled={confirm.isPending || !code.trim()}>
            {t('turnOn')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

function EmailPart({ userId, status, locked, onEnabled, onDisable }: PartProps) {
  const { t } = useTranslation('twoFactor')
  const errorText = useErrorText()
  const toast = useToast()
  const start = useStartEmail()
  const confirm = useConfirmEmail(userId)
  const [code, setCode] = useState('')
  const on = status.modes.includes('email')
  const send = () => start.mutate(undefined, { onSuccess: () => toast.success(t('email.sent')) })
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h3">
        {t('modes.email')}
      </Typography>
      <Typography color="text.secondary">
        {!status.email ? t('email.noAddress') : on ? t('email.on', { email: status.email }) : t('email.off')}
      </Typography>
      {start.error && <Alert severity="error">{errorText(start.error)}</Alert>}
      {on ? (
        <Button variant="outlined" color="error" disabled={locked} onClick={onDisable}>
          {t('turnOff')}
        </Button>
      ) : !status.email ? null : !start.isSuccess ? (
        <Button variant="contained" disabled={locked || start.isPending} onClick={send}>
          {t('email.start')}
        </Button>
      ) : (
        <Stack
          component="form"
          spacing={1.5}
          aria-label={t('email.start')}
          onSubmit={(e) => {
            e.preventDefault()
            confirm.mutate(code.trim(), {
              onSuccess: (answer) => {
                start.reset()
                setCode('')
                onEnabled(answer)
              },
            })
          }}
        >
          <Typography>{t('email.check', { email: status.email })}</Typography>
          {confirm.error && <Alert severity="error">{errorText(confirm.error)}</Alert>}
          <TextField
            label={t('email.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            required
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={confirm.isPending || !code.trim()}>
              {t('turnOn')}
            </Button>
            <Button onClick={send} disabled={start.isPending}>
              {t('email.resend')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
