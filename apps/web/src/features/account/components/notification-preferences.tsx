import '../i18n'
import { visuallyHidden } from '@/ui/visually-hidden'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AccountSettings } from '@nido/domain/contracts/account'
import type { ProfileType } from '@nido/domain/enums/people'
import { useToast } from '@/ui/toast'
import { useUpdateSettings } from '../queries'
import { visibleKindRows, type NotificationKindRow } from '../notification-kinds'
import { PushDevices } from './push-section'
import { QuietHoursForm } from './quiet-hours-form'
import { usePushDevice } from './use-push-device'

// One place for notification preferences (docs/notifications.md "Preferences"): a real table,
// a row per kind the person can receive (row header: its name and what it means), a column per
// channel. Every switch saves at once and is named "<kind>: <channel>"; a channel that does not
// apply shows "—" with a spoken name. Push is this device's subscription; before it exists the
// column says "Off" and the action to turn it on is above the table.

// On a phone the in-app column would not fit: its place is said under the kind's help instead.
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const
const narrow = { display: { xs: 'block', sm: 'none' } } as const

/** "—" for a channel that does not apply, read out as what it means. */
function NotApplicable({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </>
  )
}

interface Props {
  userId: string
  settings: AccountSettings
  profileType: ProfileType
  moderator: boolean
}

export function NotificationPreferences({ userId, settings, profileType, moderator }: Props) {
  const { t } = useTranslation('account')
  const { t: tShell } = useTranslation()
  const toast = useToast()
  const update = useUpdateSettings(userId)
  const push = usePushDevice(userId)
  const rows = visibleKindRows({ profileType, moderator })
  const device = push.thisDevice

  const changeEmail = (key: NonNullable<NotificationKindRow['email']>, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(tShell('account.settingsSaved')),
        onError: (e) => toast.apiError(e),
      },
    )
  const changePush = (kind: NonNullable<NotificationKindRow['push']>, value: boolean) => {
    if (!device) return
    push.update.mutate(
      { id: device.id, switches: { [kind]: value } },
      {
        onSuccess: () => toast.success(tShell('account.settingsSaved')),
        onError: (e) => toast.apiError(e),
      },
    )
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-notifications">
      <CardContent>
        <Typography id="account-notifications" variant="h6" component="h2" gutterBottom>
          {t('preferences.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('preferences.intro')} {tShell('account.push.privacy')}
        </Typography>
        {!push.supported ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {tShell('account.push.unsupported')}
          </Alert>
        ) : (
          !device &&
          !push.loading && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography variant="body2">{t('preferences.pushOffNotice')}</Typography>
              <Button variant="contained" onClick={() => void push.turnOn()} disabled={push.busy}>
                {tShell('account.push.turnOn')}
              </Button>
            </Stack>
          )
        )}
        <TableContainer>
          <Table size="small">
            <caption style={visuallyHidden}>{t('preferences.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('preferences.kind')}
                </TableCell>
                <TableCell component="th" scope="col" align="center">
                  {t('preferences.email')}
                </TableCell>
                <TableCell component="th" scope="col" align="center">
                  {t('preferences.push')}
                </TableCell>
                <TableCell component="th" scope="col" align="center" sx={wide}>
                  {t('preferences.inApp')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const kind = t(`preferences.kinds.${row.id}.name`)
                return (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {kind}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`preferences.kinds.${row.id}.help`)}
                      </Typography>
                      {row.inApp && (
                        <Typography variant="caption" sx={narrow}>
                          {t('preferences.inApp')}: {t(`preferences.inAppPlaces.${row.inApp}`)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="center">
                      {row.email ? (
                        <Switch
                          checked={settings[row.email]}
                          disabled={update.isPending}
                          onChange={(e) => row.email && changeEmail(row.email, e.target.checked)}
                          slotProps={{ input: { 'aria-label': t('preferences.emailSwitch', { kind }) } }}
                        />
                      ) : (
                        <NotApplicable label={t('preferences.noEmail', { kind })} />
                      )}
                    </TableCell>
                    <TableCell align="center">
                      {!row.push ? (
                        <NotApplicable label={t('preferences.noPush', { kind })} />
                      ) : device ? (
                        <Switch
                          checked={device.switches[row.push]}
                          disabled={push.update.isPending}
                          onChange={(e) => row.push && changePush(row.push, e.target.checked)}
                          slotProps={{ input: { 'aria-label': t('preferences.pushSwitch', { kind }) } }}
                        />
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          <span aria-hidden="true">{t('preferences.pushOff')}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {t('preferences.pushOffLabel', { kind })}
                          </Box>
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="center" sx={wide}>
                      {row.inApp ? (
                        <Typography variant="body2">{t(`preferences.inAppPlaces.${row.inApp}`)}</Typography>
                      ) : (
                        <NotApplicable label={t('preferences.noInApp', { kind })} />
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <QuietHoursForm userId={userId} settings={settings} />
        <PushDevices push={push} />
      </CardContent>
    </Card>
  )
}
