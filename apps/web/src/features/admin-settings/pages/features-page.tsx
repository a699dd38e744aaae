import { useState } from 'react'
import {
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminFlag } from '@nido/domain/contracts/features'
import { featureFlagStates, type FeatureFlagState } from '@nido/domain/enums/features'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { AdminOnly } from '../components/admin-only'
import { FlagOptionsDialog, optionFields } from '../components/flag-options-dialog'
import { SchoolPicker, type PickedSchool } from '../components/school-picker'
import { flagsQuery, useClearFlag, useSetFlag } from '../queries'
import '../i18n'

// /admin/features (docs/administration-settings.md "Feature flags"; spec 000 §3 flag states, §4,
// §9 feature options): pick a school (none: the global flags, super admins only), then one row
// per feature key with its three-state control, what it inherits, and its options.

export default function FeaturesPage() {
  const { t } = useTranslation('adminSettings')
  return (
    <AdminOnly title={t('features.title')} notAllowed={t('adminOnly')}>
      {(me) => (
        <Flags userId={me.user.id} superAdmin={me.meta.userPermission.profileType === 'SUPER_ADMIN'} />
      )}
    </AdminOnly>
  )
}

function Flags({ userId, superAdmin }: { userId: string; superAdmin: boolean }) {
  const { t } = useTranslation('adminSettings')
  const toast = useToast()
  const [school, setSchool] = useState<PickedSchool | null>(null)
  const schoolId = school?.id ?? null
  // Group admins have no global flags to edit: nothing is asked before a school is chosen.
  const query = useQuery({ ...flagsQuery(userId, schoolId), enabled: superAdmin || schoolId !== null })
  const setFlag = useSetFlag(userId, schoolId)
  const clearFlag = useClearFlag(userId, schoolId)
  const [editing, setEditing] = useState<AdminFlag | null>(null)
  const [clearing, setClearing] = useState<AdminFlag | null>(null)

  const changeState = (flag: AdminFlag, state: FeatureFlagState | null) => {
    if (!state || state === flag.own?.state) return
    setFlag.mutate(
      { key: flag.key, state, options: flag.own?.options ?? {} },
      { onSuccess: () => toast.success(t('saved')), onError: (e) => toast.apiError(e) },
    )
  }
  const confirmClear = () => {
    if (!clearing) return
    clearFlag.mutate(clearing.key, {
      onSuccess: () => toast.success(t('saved')),
      onError: (e) => toast.apiError(e),
      onSettled: () => setClearing(null),
    })
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('features.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <SchoolPicker
          userId={userId}
          label={t('features.school')}
          value={school}
          onChange={setSchool}
          helperText={superAdmin ? t('features.pickSchool') : undefined}
        />
        {superAdmin && !school && <Typography>{t('features.global')}</Typography>}
      </Stack>
      {!superAdmin && !school ? null : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table size="small" aria-label={t('features.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('features.key')}</TableCell>
              <TableCell>{t('features.state')}</TableCell>
              <TableCell>{t('features.options')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.items.map((flag) => (
              <TableRow key={flag.key}>
                <TableCell component="th" scope="row">
                  <code>{flag.key}</code>
                </TableCell>
                <TableCell>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={flag.own?.state ?? null}
                    onChange={(_, state: FeatureFlagState | null) => changeState(flag, state)}
                    aria-label={t('features.stateOf', { key: flag.key })}
                    disabled={setFlag.isPending}
                  >
                    {featureFlagStates.map((state) => (
                      <ToggleButton key={state} value={state}>
                        {t(`features.states.${state}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {flag.own
                      ? t('features.own')
                      : t('features.inherited', { state: t(`features.states.${flag.inherited.state}`) })}
                  </Typography>
                </TableCell>
                <TableCell>
                  {optionFields(flag.key).length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('features.noOptions')}
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
                        <code>{JSON.stringify(flag.effective.options)}</code>
                      </Typography>
                      <Button size="small" onClick={() => setEditing(flag)}>
                        {t('features.editOptions', { key: flag.key })}
                      </Button>
                    </>
                  )}
                </TableCell>
                <TableCell>
                  {flag.own && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('features.resetOf', { key: flag.key })}
                      onClick={() => setClearing(flag)}
                    >
                      {t('features.reset')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <FlagOptionsDialog
          userId={userId}
          schoolId={schoolId}
          flag={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={clearing !== null}
        title={t('features.resetTitle', { key: clearing?.key ?? '' })}
        text={t('features.resetText')}
        confirm={t('features.reset')}
        busy={clearFlag.isPending}
        onConfirm={confirmClear}
        onClose={() => setClearing(null)}
      />
    </Box>
  )
}
