import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DailyOptions } from '@nido/domain/contracts/daily'
import { dailyEntryKinds, dailyEntryVisibilities, type DailyEntryVisibility } from '@nido/domain/enums/daily'
import {
  dailyCheckInModes,
  morningWordItemTypes,
  type MorningWordItemType,
} from '@nido/domain/enums/features'
import { useShellState } from '@/session/access'
import { useToast } from '@/ui/toast'
import { settingsQuery, useSaveSettings } from '../queries'
import '../i18n'

// Spec 000 §2 /daily/settings, §6 "Daily parameters: director, coordinator, non-observer", spec
// 001 §3 Daily module configuration: check-in modes for staff and guardians, the default and
// allowed morning-word cards, the all-fine switch, and (stored with the daily settings, read by
// the care log) the care log's sharing and its visibility per entry kind.

export default function DailySettingsPage() {
  const { t } = useTranslation('daily')
  const { me } = useShellState()
  const query = useQuery(settingsQuery(me.user.id, me.current.schoolId))
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 800 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('settings.title')}
      </Typography>
      {query.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={query.dataUpdatedAt} userId={me.user.id} saved={query.data.options} />
      )}
    </Box>
  )
}

function SettingsForm({ userId, saved }: { userId: string; saved: DailyOptions }) {
  const { t } = useTranslation('daily')
  const toast = useToast()
  const save = useSaveSettings(userId)
  const [options, setOptions] = useState<DailyOptions>(saved)
  const set = <K extends keyof DailyOptions>(field: K, value: DailyOptions[K]) =>
    setOptions((o) => ({ ...o, [field]: value }))
  const changed = JSON.stringify(options) !== JSON.stringify(saved)
  const inOrder = (types: Iterable<MorningWordItemType>) => {
    const set = new Set(types)
    return morningWordItemTypes.filter((type) => set.has(type))
  }
  const toggleAllowed = (type: MorningWordItemType, on: boolean) =>
    setOptions((o) => {
      const allowed = on
        ? inOrder([...o.allowedMorningWordItems, type])
        : o.allowedMorningWordItems.filter((x) => x !== type)
      // A default card must be an allowed one (spec 001 §4 default cards "from the configuration").
      return {
        ...o,
        allowedMorningWordItems: allowed,
        defaultMorningWordItems: o.defaultMorningWordItems.filter((x) => allowed.includes(x)),
      }
    })
  const toggleDefault = (type: MorningWordItemType, on: boolean) =>
    setOptions((o) => ({
      ...o,
      defaultMorningWordItems: on
        ? inOrder([...o.defaultMorningWordItems, type])
        : o.defaultMorningWordItems.filter((x) => x !== type),
    }))

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(options, {
          onSuccess: () => toast.success(t('settings.saved')),
          onError: (error) => toast.apiError(error),
        })
      }}
    >
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="settings-check-in" sx={{ p: 2 }}>
          <Typography id="settings-check-in" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('settings.checkInTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['allowCheckIn', 'allowGuardianCheckIn'] as const).map((field) => (
              <TextField
                key={field}
                select
                fullWidth
                label={t(`settings.${field}`)}
                value={options[field]}
                onChange={(e) => set(field, e.target.value as DailyOptions[typeof field])}
              >
                {dailyCheckInModes.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {t(`settings.modes.${mode}`)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <FormHelperText>{t('settings.modeHelp')}</FormHelperText>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="settings-word" sx={{ p: 2 }}>
          <Typography id="settings-word" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('settings.morningWordTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('settings.allowedItems')}</FormLabel>
              <FormGroup>
                {morningWordItemTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={t(`types.${type}`)}
                    control={
                      <Checkbox
                        checked={options.allowedMorningWordItems.includes(type)}
                        onChange={(e) => toggleAllowed(type, e.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('settings.defaultItems')}</FormLabel>
              <FormGroup>
                {morningWordItemTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={t(`types.${type}`)}
                    disabled={!options.allowedMorningWordItems.includes(type)}
                    control={
                      <Checkbox
                        checked={options.defaultMorningWordItems.includes(type)}
                        onChange={(e) => toggleDefault(type, e.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>{t('settings.defaultNotAllowed')}</FormHelperText>
            </FormControl>
          </Stack>
          <FormControlLabel
            sx={{ mt: 2 }}
            label={t('settings.allFineEnabled')}
            control={
              <Switch
                checked={options.allFineEnabled}
                onChange={(e) => set('allFineEnabled', e.target.checked)}
              />
            }
          />
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="settings-log" sx={{ p: 2 }}>
          <Typography id="settings-log" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('settings.transmissionsTitle')}
          </Typography>
          <FormControlLabel
            label={t('settings.allowTransmissions')}
            control={
              <Switch
                checked={options.allowTransmissions}
                onChange={(e) => set('allowTransmissions', e.target.checked)}
              />
            }
          />
          <Typography id="settings-visibility" variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('settings.visibilityTitle')}
          </Typography>
          <Table size="small" aria-labelledby="settings-visibility">
            <TableBody>
              {dailyEntryKinds.map((kind) => (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row" id={`visibility-${kind}`}>
                    {t(`settings.kinds.${kind}`)}
                  </TableCell>
                  <TableCell sx={{ width: 240 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={options.entryVisibility[kind]}
                      onChange={(e) =>
                        set('entryVisibility', {
                          ...options.entryVisibility,
                          [kind]: e.target.value as DailyEntryVisibility,
                        })
                      }
                      // The row's heading names the select (its combobox takes labelId, not
                      // aria-labelledby: axe "aria-input-field-name", docs/accessibility.md).
                      slotProps={{ select: { labelId: `visibility-${kind}` } }}
                    >
                      {dailyEntryVisibilities.map((v) => (
                        <MenuItem key={v} value={v}>
                          {t(`settings.visibility.${v}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={!changed || save.isPending} onClick={() => setOptions(saved)}>
            {t('settings.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
            {t('settings.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}
