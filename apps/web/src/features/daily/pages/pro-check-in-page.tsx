import { ErrorBlock } from '@/ui/error-block'
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { zStaffCodeValue, type StaffClock } from '@nido/domain/contracts/daily-board'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import { useShellState } from '@/session/access'
import { useErrorText } from '@/ui/error-text'
import { formatDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { Keypad } from '../components/keypad'
import { staffCodeQuery, useClock, useSetStaffCode } from '../queries'
import '../i18n'

// Spec 000 §2 /daily/check-in/pro and §6 "Pro check-in needs daily and manager enabled, pro
// check-in by code allowed (default true) and a non-observer": a shared tablet
// where each staff member clocks in and out with a personal code, and where they set that code.

/** Spec 000 §9 default toast duration: the greeting goes away, ready for the next person. */
const feedbackMs = 5300
const maxDigits = 6

export default function ProCheckInPage() {
  const { t } = useTranslation('daily')
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('pro.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <ClockPanel />
        <MyCodePanel />
      </Stack>
    </Box>
  )
}

function ClockPanel() {
  const { t } = useTranslation('daily')
  const errorText = useErrorText()
  const { me } = useShellState()
  const clock = useClock(me.user.id)
  const [code, setCode] = useState('')
  const [result, setResult] = useState<{ ok: StaffClock } | { error: string } | null>(null)
  useEffect(() => {
    if (!result) return undefined
    const timer = setTimeout(() => setResult(null), feedbackMs)
    return () => clearTimeout(timer)
  }, [result])

  const valid = zStaffCodeValue.safeParse(code).success
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!valid || clock.isPending) return
    clock.mutate(code, {
      onSuccess: (ok) => setResult({ ok }),
      onError: (error) => setResult({ error: errorText(error) }),
      // The tablet is shared: the code never stays on screen.
      onSettled: () => setCode(''),
    })
  }
  const name = result && 'ok' in result ? result.ok.checkIn.user.firstname : ''
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pro-clock-title" sx={{ p: 3, flex: 1 }}>
      <Typography id="pro-clock-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('pro.clockTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('pro.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <TextField
            label={t('pro.code')}
            type="password"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, maxDigits))}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: maxDigits,
                style: { fontSize: 28, letterSpacing: 8 },
              },
            }}
          />
          <Keypad
            disabled={clock.isPending}
            onDigit={(d) => setCode((c) => (c.length < maxDigits ? c + d : c))}
            onErase={() => setCode((c) => c.slice(0, -1))}
            onClear={() => setCode('')}
          />
          <Button type="submit" variant="contained" size="large" disabled={!valid || clock.isPending}>
            {t('pro.submit')}
          </Button>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2, minHeight: 56 }}>
        {result &&
          ('ok' in result ? (
            <Alert severity="success" sx={{ fontSize: 20 }}>
              {t(result.ok.direction === 'in' ? 'pro.clockedIn' : 'pro.clockedOut', { name })}
            </Alert>
          ) : (
            <Alert severity="error">{result.error}</Alert>
          ))}
      </Box>
    </Paper>
  )
}

function MyCodePanel() {
  const { t, i18n } = useTranslation('daily')
  const toast = useToast()
  const { me } = useShellState()
  const language = parseLanguage(i18n.language) ?? fallbackLanguage
  const query = useQuery(staffCodeQuery(me.user.id, me.current.schoolId))
  const save = useSetStaffCode(me.user.id)
  const [code, setCode] = useState('')
  const [again, setAgain] = useState('')
  const [touched, setTouched] = useState(false)
  // The tablet is shared and stays signed in as whoever opened it (often the director): their
  // own code form stays folded until they ask for it, and folds again once saved, so the next
  // person at the keypad does not find a form that changes someone else's code.
  const [open, setOpen] = useState(false)
  const formatError = code !== '' && !zStaffCodeValue.safeParse(code).success
  const mismatch = again !== '' && again !== code
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (formatError || mismatch || code === '' || again === '') return
    save.mutate(code, {
      onSuccess: () => {
        toast.success(t('pro.codeSaved'))
        setCode('')
        setAgain('')
        setTouched(false)
        setOpen(false)
      },
      onError: (error) => toast.apiError(error),
    })
  }
  const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, maxDigits)
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pro-code-title" sx={{ p: 3, flex: 1 }}>
      <Typography id="pro-code-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('pro.myCodeTitle')}
      </Typography>
      {query.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {query.data.hasCode && query.data.updatedAt
            ? t('pro.myCodeSet', { date: formatDate(new Date(query.data.updatedAt), language) })
            : t('pro.myCodeNone')}
        </Typography>
      )}
      {me.user.observer ? (
        <Alert severity="info">{t('pro.observer')}</Alert>
      ) : !open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('pro.changeCode')}
        </Button>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ maxWidth: 360 }}>
            <TextField
              label={t('pro.newCode')}
              type="password"
              autoComplete="new-password"
              value={code}
              onChange={(e) => setCode(digitsOnly(e.target.value))}
              error={formatError || (touched && code === '')}
              helperText={t('pro.codeFormat')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: maxDigits } }}
            />
            <TextField
              label={t('pro.confirmCode')}
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(e) => setAgain(digitsOnly(e.target.value))}
              error={mismatch || (touched && again === '')}
              helperText={mismatch ? t('pro.codeMismatch') : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: maxDigits } }}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="outlined" disabled={save.isPending}>
                {t('pro.saveCode')}
              </Button>
              <Button
                onClick={() => {
                  setOpen(false)
                  setCode('')
                  setAgain('')
                  setTouched(false)
                }}
              >
                {t('pro.cancelCode')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Paper>
  )
}
