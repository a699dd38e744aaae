import { Alert, Box, Button, Paper, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  zGroupSettingsInput,
  type GroupSettings,
  type GroupSettingsInput,
} from '@nido/domain/contracts/manager-structure'
import { useSignedInMe } from '@/session/session'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { BillingFields } from '../components/billing-fields'
import { ManagerPage } from '../components/page-state'
import { groupSettingsQuery, useSaveGroupSettings } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/group-settings, §6 "Coordinator only for group settings"
// (docs/manager.md "Group settings"): the defaults a new structure of the group starts with.

export default function GroupSettingsPage() {
  const { t } = useTranslation('managerStructure')
  const me = useSignedInMe()
  const query = useQuery(groupSettingsQuery(me.user.id, me.current.schoolId))
  return (
    <ManagerPage title={t('groupSettings.title')} query={query}>
      {(settings) => (
        <GroupSettingsForm
          key={settings.updatedAt ?? 'new'}
          userId={me.user.id}
          settings={settings}
          readOnly={me.user.observer}
        />
      )}
    </ManagerPage>
  )
}

const valuesOf = (s: GroupSettings): GroupSettingsInput => ({
  billing: s.billing,
  defaultCurrency: s.defaultCurrency,
})

function GroupSettingsForm({
  userId,
  settings,
  readOnly,
}: {
  userId: string
  settings: GroupSettings
  readOnly: boolean
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const save = useSaveGroupSettings(userId)
  const form = useForm<GroupSettingsInput>({
    defaultValues: valuesOf(settings),
    resolver: formResolver(zGroupSettingsInput),
  })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty && !save.isPending)
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        allowLeave()
        form.reset(valuesOf(saved))
        toast.success(t('groupSettings.saved'))
      },
      onError: (e) => {
        setServerErrors(e, form.setError, { fields: ['billing', 'defaultCurrency'] })
        toast.apiError(e)
      },
    }),
  )
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('groupSettings.title')}>
      <Stack spacing={3}>
        <Alert severity="info">{t('groupSettings.intro', { group: settings.groupName })}</Alert>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FormTextField
            control={form.control}
            name="defaultCurrency"
            label={t('groupSettings.defaultCurrency')}
            helperText={t('structure.currencyHelp')}
            parse={(s) => s.toUpperCase()}
            disabled={readOnly}
          />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="billing-title" sx={{ p: 2 }}>
          <BillingFields control={form.control} readOnly={readOnly} />
        </Paper>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
              {t('reset')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('save')}
            </Button>
          </Stack>
        )}
      </Stack>
      {confirmDialog}
    </Box>
  )
}
