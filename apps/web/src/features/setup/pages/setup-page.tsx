import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, Typography } from '@mui/material'
import { useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { languages } from '@nido/domain/i18n/languages'
import { currentLanguage, languageNames } from '@/i18n/index'
import { useErrorText } from '@/ui/error-text'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useClaimInstall } from '../queries'
import { defaultSetupForm, serverFieldNames, toClaim, zSetupForm, type SetupForm } from '../setup-form'
import '../i18n'

// First run of an install (docs/deploy.md "Installing for your organisation"): the link the
// server printed carries the token; the page names the organisation, its brand and the first group
// administrator, and the claim signs them in. A wrong or spent token is the catalogue's
// SETUP_TOKEN_INVALID, shown above the form.
export default function SetupPage() {
  const { t } = useTranslation('setup')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token')
  const claim = useClaimInstall()
  const form = useForm<SetupForm>({
    defaultValues: defaultSetupForm(currentLanguage()),
    resolver: formResolver(zSetupForm),
  })
  const [primary, secondary] = useWatch({ control: form.control, name: ['primaryColor', 'secondaryColor'] })

  const submit = form.handleSubmit((values) => {
    if (!token) return
    claim.mutate(toClaim(token, values), {
      onError: (e) => {
        setServerErrors(e, form.setError, { fields: [], rename: serverFieldNames })
      },
    })
  })

  if (!token)
    return (
      <Frame title={t('title')}>
        <Alert severity="error">{t('noToken')}</Alert>
      </Frame>
    )

  if (claim.isSuccess)
    return (
      <Frame title={t('title')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('done', { name: claim.data.user.firstname })}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained">
            {t('open')}
          </Button>
        </Stack>
      </Frame>
    )

  const serverFieldError = Object.values(form.formState.errors).some((e) => e?.type === 'server')
  const swatch = (color: string) => (
    <Box
      aria-hidden
      sx={{
        width: 20,
        height: 20,
        mr: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: color,
      }}
    />
  )
  const colorProps = (color: string) => ({
    slotProps: { input: { startAdornment: swatch(/^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent') } },
    helperText: t('colorHint'),
  })

  return (
    <Frame title={t('title')}>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label={t('title')}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {claim.error && !serverFieldError && <Alert severity="error">{errorText(claim.error)}</Alert>}

        <Typography variant="subtitle1" component="h2">
          {t('organisation')}
        </Typography>
        <FormTextField control={form.control} name="groupName" label={t('groupName')} required fullWidth />
        <FormTextField
          control={form.control}
          name="brandName"
          label={t('brandName')}
          helperText={t('brandNameHint')}
          required
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="primaryColor"
            label={t('primaryColor')}
            required
            fullWidth
            {...colorProps(primary)}
          />
          <FormTextField
            control={form.control}
            name="secondaryColor"
            label={t('secondaryColor')}
            required
            fullWidth
            {...colorProps(secondary)}
          />
        </Stack>
        <FormTextField
          control={form.control}
          name="defaultLanguage"
          label={t('defaultLanguage')}
          select
          fullWidth
        >
          {languages.map((l) => (
            <MenuItem key={l} value={l}>
              {languageNames[l]}
            </MenuItem>
          ))}
        </FormTextField>

        <Typography variant="subtitle1" component="h2">
          {t('administrator')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="firstname" label={t('firstname')} required fullWidth />
          <FormTextField control={form.control} name="lastname" label={t('lastname')} required fullWidth />
        </Stack>
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="confirm"
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={claim.isPending}>
          {t('submit')}
        </Button>
      </Stack>
    </Frame>
  )
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
