import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Structure } from '@nido/domain/contracts/manager-structure'
import { structureKinds } from '@nido/domain/enums/manager'
import { useSignedInMe } from '@/session/session'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { WeekdayTimeFields } from '@/ui/form/weekday-time-fields'
import { useToast } from '@/ui/toast'
import { BillingFields } from '../components/billing-fields'
import { ManagerPage } from '../components/page-state'
import {
  structureBody,
  structureFormValues,
  zStructureForm,
  type StructureForm,
} from '../components/structure-form'
import { structureQuery, useSaveStructure } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/structure, §6 directors and coordinators (observers read): the
// structure of the current school (docs/manager.md "Structure").

export default function StructurePage() {
  const { t } = useTranslation('managerStructure')
  const me = useSignedInMe()
  const query = useQuery(structureQuery(me.user.id, me.current.schoolId))
  return (
    <ManagerPage title={t('structure.title')} query={query}>
      {(structure) => (
        <StructureEditor
          key={structure.updatedAt ?? 'new'}
          userId={me.user.id}
          structure={structure}
          readOnly={me.user.observer}
        />
      )}
    </ManagerPage>
  )
}

function StructureEditor({
  userId,
  structure,
  readOnly,
}: {
  userId: string
  structure: Structure
  readOnly: boolean
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const save = useSaveStructure(userId)
  const form = useForm<StructureForm>({
    defaultValues: structureFormValues(structure),
    resolver: formResolver(zStructureForm),
  })
  const slots = useFieldArray({ control: form.control, name: 'capacitySlots' })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty && !save.isPending)

  const submit = form.handleSubmit((values) =>
    save.mutate(structureBody(values), {
      onSuccess: (saved) => {
        allowLeave()
        form.reset(structureFormValues(saved))
        toast.success(t('structure.saved'))
      },
      onError: (e) => {
        setServerErrors(e, form.setError, {
          fields: ['iban', 'bic', 'creditorId', 'capacitySlots', 'capacity', 'invoicePrefix', 'billing'],
        })
        toast.apiError(e)
      },
    }),
  )

  const section = (id: string, title: string, children: React.ReactNode) => (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('structure.title')}>
      <Stack spacing={3}>
        {structure.updatedAt === null && <Alert severity="info">{t('structure.notSaved')}</Alert>}
        {section(
          'structure-identity',
          t('structure.identity', { school: structure.schoolName }),
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="kind"
                label={t('structure.kind')}
                select
                fullWidth
                disabled={readOnly}
              >
                {structureKinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={form.control}
                name="capacity"
                label={t('structure.capacity')}
                type="number"
                parse={Number}
                fullWidth
                disabled={readOnly}
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="cafNumbers"
              label={t('structure.cafNumbers')}
              helperText={t('structure.cafNumbersHelp')}
              fullWidth
              disabled={readOnly}
            />
          </Stack>,
        )}
        {section(
          'structure-slots',
          t('structure.slotsTitle'),
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('structure.slotsHelp')}
            </Typography>
            {slots.fields.map((row, index) => (
              <Stack key={row.id} direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
                <WeekdayTimeFields
                  control={form.control}
                  names={{
                    weekday: `capacitySlots.${index}.weekday`,
                    from: `capacitySlots.${index}.from`,
                    to: `capacitySlots.${index}.to`,
                  }}
                  labels={{ weekday: t('weekday'), from: t('from'), to: t('to') }}
                  dayName={(d) => t(`days.${d}`)}
                  disabled={readOnly}
                />
                <FormTextField
                  control={form.control}
                  name={`capacitySlots.${index}.places`}
                  label={t('structure.places')}
                  type="number"
                  parse={Number}
                  sx={{ width: 120 }}
                  disabled={readOnly}
                />
                {!readOnly && (
                  <IconButton
                    aria-label={t('structure.removeSlot', { n: index + 1 })}
                    onClick={() => slots.remove(index)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
            {!readOnly && (
              <Button
                startIcon={<AddIcon />}
                onClick={() => slots.append({ weekday: 1, from: '07:30', to: '09:00', places: 0 })}
              >
                {t('structure.addSlot')}
              </Button>
            )}
          </>,
        )}
        {section(
          'structure-bank',
          t('structure.bankTitle'),
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="creditorName"
                label={t('structure.creditorName')}
                fullWidth
                disabled={readOnly}
              />
              <FormTextField
                control={form.control}
                name="creditorId"
                label={t('structure.creditorId')}
                helperText={t('structure.creditorIdHelp')}
                fullWidth
                disabled={readOnly}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="iban"
                label={t('structure.iban')}
                fullWidth
                disabled={readOnly}
              />
              <FormTextField
                control={form.control}
                name="bic"
                label={t('structure.bic')}
                sx={{ maxWidth: 240 }}
                fullWidth
                disabled={readOnly}
              />
            </Stack>
          </Stack>,
        )}
        {section(
          'structure-invoices',
          t('structure.invoicesTitle'),
          <Stack direction="row" spacing={2}>
            <FormTextField
              control={form.control}
              name="invoicePrefix"
              label={t('structure.invoicePrefix')}
              fullWidth
              disabled={readOnly}
            />
            <FormTextField
              control={form.control}
              name="invoiceNextNumber"
              label={t('structure.invoiceNextNumber')}
              type="number"
              parse={Number}
              fullWidth
              disabled={readOnly}
            />
            <FormTextField
              control={form.control}
              name="currency"
              label={t('structure.currency')}
              helperText={t('structure.currencyHelp')}
              parse={(s) => s.toUpperCase()}
              sx={{ maxWidth: 200 }}
              disabled={readOnly}
            />
          </Stack>,
        )}
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
