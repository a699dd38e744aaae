import { Box, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zName } from '@nido/domain/contracts/text'
import { ErrorBlock } from '@/ui/error-block'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useToast } from '@/ui/toast'
import { schoolDirectorsQuery, useAddDirector, useResendActivation } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// /admin/schools/:id?tab=directors (docs/administration.md "Directors"): an administrator cannot use
// the main site's team pages (spec 000 §6), so a new school's first directors are named here. Each
// gets the activation mail (docs/mail-and-recovery.md) and then builds the team on /team.

const zDirector = z.object({
  firstname: zName(100),
  lastname: zName(100),
  email: z.string().trim().pipe(z.email()),
})
type DirectorForm = z.infer<typeof zDirector>

export function SchoolDirectors({ userId, schoolId }: { userId: string; schoolId: string }) {
  const { t } = useTranslation('schools')
  const toast = useToast()
  const directors = useQuery(schoolDirectorsQuery(userId, schoolId))
  const add = useAddDirector(userId, schoolId)
  const resend = useResendActivation()
  const form = useForm<DirectorForm>({
    defaultValues: { firstname: '', lastname: '', email: '' },
    resolver: formResolver(zDirector),
  })

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t('directors.added', { email: values.email }))
        form.reset()
      },
      onError: (e) => {
        if (!setServerErrors(e, form.setError, { fields: ['firstname', 'lastname', 'email'] }))
          toast.apiError(e)
      },
    }),
  )

  return (
    <Stack spacing={3}>
      <Typography>{t('directors.intro')}</Typography>
      {directors.isPending && <CircularProgress aria-label={t('loading')} />}
      {directors.isError && (
        <ErrorBlock
          title={t('directors.loadError')}
          error={directors.error}
          onRetry={() => void directors.refetch()}
        />
      )}
      {directors.data &&
        (directors.data.items.length === 0 ? (
          <EmptyState compact text={t('directors.empty')} />
        ) : (
          <List aria-label={t('directors.list')}>
            {directors.data.items.map((d) => (
              <ListItem
                key={d.id}
                divider
                secondaryAction={
                  !d.activated && (
                    <Button
                      onClick={() =>
                        resend.mutate(d.id, {
                          onSuccess: () => toast.success(t('directors.resent', { email: d.email ?? '' })),
                          onError: (e) => toast.apiError(e),
                        })
                      }
                      disabled={resend.isPending}
                    >
                      {t('directors.resend')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={`${d.firstname} ${d.lastname}`}
                  secondary={`${d.email ?? ''} · ${t(d.activated ? 'directors.activated' : 'directors.notActivated')}`}
                />
              </ListItem>
            ))}
          </List>
        ))}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('directors.add')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('directors.add')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <FormTextField
            control={form.control}
            name="firstname"
            label={t('directors.firstname')}
            required
            fullWidth
          />
          <FormTextField
            control={form.control}
            name="lastname"
            label={t('directors.lastname')}
            required
            fullWidth
          />
        </Stack>
        <FormTextField
          control={form.control}
          name="email"
          label={t('directors.email')}
          type="email"
          required
          fullWidth
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('directors.submit')}
        </Button>
      </Box>
    </Stack>
  )
}
