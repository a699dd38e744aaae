import { Button, Checkbox, FormControlLabel, Grid, MenuItem, Stack, Switch, Typography } from '@mui/material'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { BrandAdmin, BrandUpdate } from '@nido/domain/contracts/brands'
import { brandVariants } from '@nido/domain/enums/structure'
import { languages } from '@nido/domain/i18n/languages'
import { languageNames } from '@/i18n/index'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { formOf, updateOf, zBrandForm, type BrandForm } from './brand-form'
import { ColorField } from './color-field'
import '../i18n'

// Spec 000 §3 Brand (docs/administration.md "Brands"): variant, names, colours, support e-mail,
// default language, labels, links, and the OpenID Connect provider (docs/external-identity.md).

const serverFields = [
  'variant',
  'name',
  'appName',
  'primaryColor',
  'secondaryColor',
  'supportEmail',
  'defaultLanguage',
  'sponsorLabel',
  'labels',
  'storeLinks',
  'externalRatingRedirectUrl',
] as const

export function BrandSettingsForm({
  brand,
  busy,
  onSubmit,
}: {
  brand: BrandAdmin
  busy: boolean
  /** Saves and answers the saved brand, which the form then holds (its secret field empty). */
  onSubmit: (update: BrandUpdate) => Promise<BrandAdmin>
}) {
  const { t } = useTranslation('brands')
  const form = useForm<BrandForm>({ defaultValues: formOf(brand), resolver: formResolver(zBrandForm) })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(
    form.formState.isDirty && !form.formState.isSubmitting,
  )
  const identityEnabled = useWatch({ control: form.control, name: 'identityEnabled' })
  const kind = useWatch({ control: form.control, name: 'identity.kind' })
  const secretSet = brand.externalIdentity?.clientSecretSet ?? false

  const submit = form.handleSubmit(async (values) => {
    try {
      allowLeave()
      form.reset(formOf(await onSubmit(updateOf(values))))
    } catch (e) {
      setServerErrors(e, form.setError, { fields: serverFields, rename: { externalIdentity: 'identity' } })
    }
  })

  const section = (key: 'look' | 'labels' | 'links' | 'identity') => (
    <Grid size={12}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t(`sections.${key}`)}
      </Typography>
    </Grid>
  )

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('form.label')}>
      <Grid container spacing={2}>
        {section('look')}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="name" label={t('form.name')} required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="appName" label={t('form.appName')} required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="variant" label={t('form.variant')} select fullWidth>
            {brandVariants.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`variants.${v}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={form.control}
            name="defaultLanguage"
            label={t('form.defaultLanguage')}
            select
            fullWidth
          >
            {languages.map((l) => (
              <MenuItem key={l} value={l}>
                {languageNames[l]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField
            control={form.control}
            name="primaryColor"
            label={t('form.primaryColor')}
            pickerLabel={t('form.primaryPicker')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField
            control={form.control}
            name="secondaryColor"
            label={t('form.secondaryColor')}
            pickerLabel={t('form.secondaryPicker')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={form.control}
            name="supportEmail"
            label={t('form.supportEmail')}
            type="email"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={form.control}
            name="sponsorLabel"
            label={t('form.sponsorLabel')}
            fullWidth
          />
        </Grid>

        {section('labels')}
        {(['communication', 'daily', 'advisor', 'manager'] as const).map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField
              control={form.control}
              name={`labels.${k}`}
              label={t(`form.labels.${k}`)}
              helperText={t('form.labelHelp')}
              fullWidth
            />
          </Grid>
        ))}

        {section('links')}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={form.control}
            name="storeLinks.appStore"
            label={t('form.appStore')}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={form.control}
            name="storeLinks.playStore"
            label={t('form.playStore')}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="externalRatingRedirectUrl"
            label={t('form.externalRating')}
            helperText={t('form.httpsHelp')}
            fullWidth
          />
        </Grid>

        {section('identity')}
        <Grid size={12}>
          <Controller
            control={form.control}
            name="identityEnabled"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('form.identityEnabled')}
              />
            )}
          />
        </Grid>
        {identityEnabled && (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="identity.kind"
                label={t('form.identityKind')}
                select
                fullWidth
              >
                <MenuItem value="oidc">{t('form.kinds.oidc')}</MenuItem>
                <MenuItem value="entra">{t('form.kinds.entra')}</MenuItem>
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="identity.name"
                label={t('form.identityName')}
                fullWidth
              />
            </Grid>
            {kind === 'entra' ? (
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  control={form.control}
                  name="identity.tenantId"
                  label={t('form.tenantId')}
                  fullWidth
                />
              </Grid>
            ) : (
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  control={form.control}
                  name="identity.issuer"
                  label={t('form.issuer')}
                  helperText={t('form.httpsHelp')}
                  fullWidth
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="identity.clientId"
                label={t('form.clientId')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="identity.clientSecret"
                label={t('form.clientSecret')}
                type="password"
                autoComplete="new-password"
                helperText={secretSet ? t('form.secretSet') : t('form.secretNotSet')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {secretSet && (
                <Controller
                  control={form.control}
                  name="identity.removeSecret"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                      }
                      label={t('form.removeSecret')}
                    />
                  )}
                />
              )}
              <Controller
                control={form.control}
                name="identity.disabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('form.identityDisabled')}
                  />
                )}
              />
            </Grid>
          </>
        )}
      </Grid>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.save')}
        </Button>
      </Stack>
      {confirmDialog}
    </form>
  )
}
