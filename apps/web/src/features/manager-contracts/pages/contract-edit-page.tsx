import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Link,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import { contractSchedules, contractTypes } from '@nido/domain/enums/manager'
import { tarificationTypes } from '@nido/domain/manager/pricing/input'
import { useSignedInMe } from '@/session/session'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import {
  contractBody,
  contractFormValues,
  emptyWeek,
  hasAfternoonCost,
  hasBaseCost,
  maxWeeks,
  weekdayNumbers,
  zContractForm,
  type ContractForm,
} from '../components/contract-form'
import { ServiceOptionField } from '../components/service-option-field'
import { WeekTable } from '../components/week-table'
import { LoadState, PageTitle } from '@/ui/load-state'
import { contractQuery, useCreateContract, useUpdateContract } from '../queries'
import '../i18n'

// A draft contract, new or changed (spec 000 §2 /manager/admin/children/{id}/contracts,
// docs/manager-contracts.md): a page rather than a dialog, the week of presences needing room.
// Saving creates or updates the draft, which the server prices, and opens the contract's page.

export default function ContractEditPage() {
  const { childId = '', contractId } = useParams()
  const me = useSignedInMe()
  if (!contractId) return <ContractEditor userId={me.user.id} childId={childId} contract={null} />
  return <LoadContract userId={me.user.id} childId={childId} contractId={contractId} />
}

function LoadContract({
  userId,
  childId,
  contractId,
}: {
  userId: string
  childId: string
  contractId: string
}) {
  const query = useQuery(contractQuery(userId, contractId))
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <LoadState query={query}>
        {(contract) => (
          <ContractEditor key={contract.id} userId={userId} childId={childId} contract={contract} />
        )}
      </LoadState>
    </Box>
  )
}

function ContractEditor({
  userId,
  childId,
  contract,
}: {
  userId: string
  childId: string
  contract: ManagerContract | null
}) {
  const { t } = useTranslation('managerContracts')
  const toast = useToast()
  const navigate = useNavigate()
  const create = useCreateContract(userId, childId)
  const update = useUpdateContract(userId, contract?.id ?? '')
  const save = contract ? update : create
  const form = useForm<ContractForm>({
    defaultValues: contractFormValues(contract),
    resolver: formResolver(zContractForm),
  })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty)
  const weeks = useFieldArray({ control: form.control, name: 'weeks' })
  const holidays = useFieldArray({ control: form.control, name: 'holidayWeeks' })
  const [tariff, schedule, weekend] = useWatch({
    control: form.control,
    name: ['tarificationType', 'schedule', 'weekend'],
  })
  const contractsPath = `/manager/admin/children/${childId}/contracts`
  const back = contract ? `${contractsPath}/${contract.id}` : contractsPath

  const submit = form.handleSubmit((values) =>
    save.mutate(contractBody(values), {
      onSuccess: (saved) => {
        toast.success(t(contract ? 'form.saved' : 'form.created'))
        allowLeave()
        void navigate(`${contractsPath}/${saved.id}`)
      },
      onError: (e) => {
        const shown = setServerErrors(e, form.setError, {
          fields: [
            'type',
            'schedule',
            'tarificationType',
            'startDate',
            'endDate',
            'adaptationEndDate',
            'note',
            'serviceOptionId',
          ],
          rename: {
            baseCostCents: 'baseCost',
            afternoonCostCents: 'afternoonCost',
            weeks: 'weeks',
            holidayWeeks: 'holidayWeeks',
          },
        })
        if (!shown) toast.apiError(e)
      },
    }),
  )

  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 900 }}>
      <Link component={RouterLink} to={back}>
        {t('form.back')}
      </Link>
      <PageTitle title={t(contract ? 'form.editTitle' : 'form.newTitle')} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="type" label={t('form.type')} select fullWidth>
              {contractTypes.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`types.${v}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="schedule" label={t('form.schedule')} select fullWidth>
              {contractSchedules.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`schedules.${v}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="tarificationType"
              label={t('form.tarification')}
              select
              fullWidth
            >
              {tarificationTypes.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`tarifications.${v}`)}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
          <ServiceOptionField control={form.control} userId={userId} kept={contract?.serviceOption ?? null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['startDate', 'endDate'] as const).map((name) => (
              <FormTextField
                key={name}
                control={form.control}
                name={name}
                label={t(`form.${name}`)}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            <FormTextField
              control={form.control}
              name="adaptationEndDate"
              label={t('form.adaptationEndDate')}
              helperText={t('form.optional')}
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>

          {schedule === 'Regular' && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h6">
                {t('form.presences')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('form.presencesHelp')}
              </Typography>
              <Controller
                control={form.control}
                name="weekend"
                render={({ field }) => (
                  <FormControlLabel
                    label={t('form.weekend')}
                    control={
                      <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                  />
                )}
              />
              <Stack spacing={2}>
                {weeks.fields.map((week, w) => (
                  <WeekTable
                    key={week.id}
                    control={form.control}
                    setValue={form.setValue}
                    week={w}
                    title={weeks.fields.length > 1 ? t('form.week', { number: w + 1 }) : null}
                    days={weekend ? weekdayNumbers : weekdayNumbers.slice(0, 5)}
                  />
                ))}
              </Stack>
              {weeks.fields.length < maxWeeks ? (
                <Button sx={{ mt: 1 }} onClick={() => weeks.append(emptyWeek())}>
                  {t('form.addWeek')}
                </Button>
              ) : (
                <Button sx={{ mt: 1 }} onClick={() => weeks.remove(maxWeeks - 1)}>
                  {t('form.removeWeek')}
                </Button>
              )}
            </Box>
          )}

          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6">
              {t('form.holidayWeeks')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('form.holidayWeeksHelp')}
            </Typography>
            {holidays.fields.length === 0 && <Typography sx={{ mb: 1 }}>{t('form.noHoliday')}</Typography>}
            <Stack spacing={1}>
              {holidays.fields.map((h, i) => (
                <Stack key={h.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FormTextField
                    control={form.control}
                    name={`holidayWeeks.${i}.date`}
                    label={`${t('form.holidayWeek')} ${i + 1}`}
                    type="date"
                    size="small"
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <IconButton
                    aria-label={t('form.removeHoliday', { number: i + 1 })}
                    onClick={() => holidays.remove(i)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            <Button sx={{ mt: 1 }} onClick={() => holidays.append({ date: '' })}>
              {t('form.addHoliday')}
            </Button>
          </Box>

          {hasBaseCost(tariff) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="baseCost"
                label={t(`form.baseCost.${tariff as 'hourly'}`)}
                inputMode="decimal"
                required
                fullWidth
              />
              {hasAfternoonCost(tariff) && (
                <FormTextField
                  control={form.control}
                  name="afternoonCost"
                  label={t('form.afternoonCost')}
                  inputMode="decimal"
                  required
                  fullWidth
                />
              )}
            </Stack>
          )}

          <FormTextField
            control={form.control}
            name="note"
            label={t('form.note')}
            multiline
            minRows={2}
            fullWidth
          />

          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('save')}
            </Button>
            <Button component={RouterLink} to={back}>
              {t('cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {confirmDialog}
    </Box>
  )
}
