import { useState } from 'react'
import { Box, CircularProgress, MenuItem, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { emptySchool, SchoolForm } from '../components/school-form'
import { groupChoicesQuery, useCreateSchool } from '../queries'
import '../i18n'

// /admin/schools/new (docs/administration.md "Schools"): a school in one of the admin's groups.
export default function SchoolNewPage() {
  const { t } = useTranslation('schools')
  const toast = useToast()
  const navigate = useNavigate()
  const me = useSignedInMe()
  const [params] = useSearchParams()
  const groups = useQuery(groupChoicesQuery(me.user.id))
  const [groupId, setGroupId] = useState<string>(params.get('groupId') ?? '')
  const create = useCreateSchool(me.user.id)
  const chosen = groupId || (groups.data?.items.length === 1 ? groups.data.items[0]!.id : '')

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('newTitle')}
      </Typography>
      {groups.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : groups.isError ? (
        <ErrorBlock title={t('loadError')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <SchoolForm
          initial={emptySchool}
          part="all"
          busy={create.isPending}
          onSubmit={async (school) => {
            if (!chosen) {
              toast.error(t('form.groupRequired'))
              throw new Error('No group')
            }
            try {
              const created = await create.mutateAsync({ groupId: chosen, school })
              toast.success(t('created'))
              void navigate(`/admin/schools/${created.id}`)
            } catch (e) {
              toast.apiError(e)
              throw e
            }
          }}
        >
          <TextField
            select
            required
            fullWidth
            label={t('form.group')}
            value={chosen}
            onChange={(e) => setGroupId(e.target.value)}
          >
            {groups.data.items.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        </SchoolForm>
      )}
    </Box>
  )
}
