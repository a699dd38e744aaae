import { useMemo } from 'react'
import { Button, FormControlLabel, FormHelperText, Grid, MenuItem, Stack, Switch } from '@mui/material'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  isTimeZone,
  zSchoolFields,
  type SchoolDetail,
  type SchoolFields,
} from '@nido/domain/contracts/schools'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { CoordinateField } from './coordinate-field'
import '../i18n'

// The school's fields (docs/administration.md "Schools"), validated by the contract's own schema
// (docs/forms.md). `part` shows the details (name, address, position, time zone), the public page,
// or both (a new school); the whole object is always sent, so a tab keeps the other tab's values.

export type SchoolFormPart = 'details' | 'public' | 'all'

export const emptySchool: SchoolFields = {
  name: '',
  street: '',
  postcode: '',
  city: '',
  country: '',
  latitude: null,
  longitude: null,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  publicPageVisible: false,
  familiesToldOfBirthdays: false,
  publicDescription: '',
  publicPhone: '',
  publicEmail: '',
  publicWebsite: '',
}

export function fieldsOf(school: SchoolDetail): SchoolFields {
  const { id: _id, groupId: _g, groupName: _n, publicImageMediaId: _m, ...fields } = school
  return fields
}

const fieldNames = Object.keys(emptySchool) as (keyof SchoolFields)[]

export function SchoolForm({
  initial,
  part,
  busy,
  onSubmit,
  children,
}: {
  initial: SchoolFields
  part: SchoolFormPart
  busy: boolean
  /** Saves; rejects with the API error, whose field paths are set on the fields. */
  onSubmit: (values: SchoolFields) => Promise<unknown>
  /** Shown above the fields (the group picker of a new school). */
  children?: React.ReactNode
}) {
  const { t } = useTranslation('schools')
  const form = useForm<SchoolFields>({ defaultValues: initial, resolver: formResolver(zSchoolFields) })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(
    form.formState.isDirty && !form.formState.isSubmitting,
  )
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone')
    return isTimeZone(initial.timezone) && !all.includes(initial.timezone) ? [initial.timezone, ...all] : all
  }, [initial.timezone])
  const details = part !== 'public'
  const publicPage = part !== 'details'

  const submit = form.handleSubmit(async (values) => {
    try {
      allowLeave()
      await onSubmit(values)
      form.reset(values)
    } catch (e) {
      setServerErrors(e, form.setError, { fields: fieldNames })
      throw e
    }
  })

  return (
    <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} aria-label={t('form.label')}>
      {children}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {details && (
          <>
            <Grid size={12}>
              <FormTextField control={form.control} name="name" label={t('form.name')} required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField control={form.control} name="street" label={t('form.street')} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={form.control} name="postcode" label={t('form.postcode')} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField control={form.control} name="city" label={t('form.city')} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={form.control}
                name="country"
                label={t('form.country')}
                helperText={t('form.countryHelp')}
                parse={(text) => text.toUpperCase()}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CoordinateField control={form.control} name="latitude" label={t('form.latitude')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CoordinateField control={form.control} name="longitude" label={t('form.longitude')} />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="timezone"
                label={t('form.timezone')}
                select
                fullWidth
              >
                {zones.map((zone) => (
                  <MenuItem key={zone} value={zone}>
                    {zone}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="familiesToldOfBirthdays"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value ?? false}
                        onChange={(e) => field.onChange(e.target.checked)}
                        slotProps={{ input: { 'aria-describedby': 'school-birthdays-help' } }}
                      />
                    }
                    label={t('form.familiesToldOfBirthdays')}
                  />
                )}
              />
              <FormHelperText id="school-birthdays-help">
                {t('form.familiesToldOfBirthdaysHelp')}
              </FormHelperText>
            </Grid>
          </>
        )}
        {publicPage && (
          <>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="publicPageVisible"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('form.publicPageVisible')}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="publicDescription"
                label={t('form.publicDescription')}
                multiline
                minRows={3}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={form.control}
                name="publicPhone"
                label={t('form.publicPhone')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={form.control}
                name="publicEmail"
                label={t('form.publicEmail')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={form.control}
                name="publicWebsite"
                label={t('form.publicWebsite')}
                fullWidth
              />
            </Grid>
          </>
        )}
      </Grid>
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.save')}
        </Button>
      </Stack>
      {confirmDialog}
    </form>
  )
}
