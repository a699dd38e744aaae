import { Box, Breadcrumbs, CircularProgress, Link, Tab, Tabs, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { PictureField } from '@/ui/upload/picture-field'
import { OpeningsForm } from '../components/openings-form'
import { fieldsOf, SchoolForm } from '../components/school-form'
import { SchoolDirectors } from '../components/school-directors'
import {
  schoolOpeningsQuery,
  schoolQuery,
  useReplaceOpenings,
  useSetSchoolImage,
  useUpdateSchool,
} from '../queries'
import '../i18n'

// /admin/schools/:id (docs/administration.md "Schools"): three tabs — the details (name, address,
// position, time zone), the public page (its fields and image), the openings and closings, and
// the school's directors (an administrator names the first ones: SchoolDirectors).

const tabs = ['details', 'public', 'openings', 'directors'] as const
type SchoolTab = (typeof tabs)[number]

export default function SchoolPage() {
  const { t } = useTranslation('schools')
  const toast = useToast()
  const me = useSignedInMe()
  const userId = me.user.id
  const schoolId = useParams().id ?? ''
  const [params, setParams] = useSearchParams()
  const tab: SchoolTab = tabs.find((x) => x === params.get('tab')) ?? 'details'
  const school = useQuery(schoolQuery(userId, schoolId))
  const openings = useQuery({ ...schoolOpeningsQuery(userId, schoolId), enabled: tab === 'openings' })
  const update = useUpdateSchool(userId, schoolId)
  const setImage = useSetSchoolImage(userId, schoolId)
  const replaceOpenings = useReplaceOpenings(userId, schoolId)

  if (school.isPending) return <CircularProgress aria-label={t('loading')} />
  if (school.isError)
    return <ErrorBlock title={t('loadOneError')} error={school.error} onRetry={() => void school.refetch()} />
  const s = school.data

  const saveFields = async (values: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      await update.mutateAsync(values)
      toast.success(t('saved'))
    } catch (e) {
      toast.apiError(e)
      throw e
    }
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/schools">
          {t('title')}
        </Link>
        <Typography color="text.secondary">{s.groupName}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {s.name}
      </Typography>
      <Tabs value={tab} onChange={(_e, value: SchoolTab) => setParams({ tab: value }, { replace: true })}>
        {tabs.map((x) => (
          <Tab
            key={x}
            value={x}
            label={t(`tabs.${x}`)}
            id={`school-tab-${x}`}
            aria-controls="school-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="school-tab-panel" aria-labelledby={`school-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'directors' && <SchoolDirectors userId={userId} schoolId={schoolId} />}
        {tab === 'details' && (
          <SchoolForm
            key={`details-${s.id}`}
            initial={fieldsOf(s)}
            part="details"
            busy={update.isPending}
            onSubmit={saveFields}
          />
        )}
        {tab === 'public' && (
          <>
            <PictureField
              value={s.publicImageMediaId}
              kind="school-public-image"
              texts={{
                label: t('image.label'),
                choose: t('image.choose'),
                remove: t('image.remove'),
                removeTitle: t('image.removeTitle'),
                removeText: t('image.removeText'),
                uploading: t('image.uploading'),
                cancel: t('image.cancel'),
              }}
              onChange={async (mediaId) => {
                await setImage.mutateAsync(mediaId)
                toast.success(t('saved'))
              }}
            />
            <SchoolForm
              key={`public-${s.id}`}
              initial={fieldsOf(s)}
              part="public"
              busy={update.isPending}
              onSubmit={saveFields}
            />
          </>
        )}
        {tab === 'openings' &&
          (openings.isPending ? (
            <CircularProgress aria-label={t('loading')} />
          ) : openings.isError ? (
            <ErrorBlock
              title={t('loadOneError')}
              error={openings.error}
              onRetry={() => void openings.refetch()}
            />
          ) : (
            <OpeningsForm
              initial={openings.data}
              busy={replaceOpenings.isPending}
              onSubmit={async (values) => {
                try {
                  await replaceOpenings.mutateAsync(values)
                  toast.success(t('saved'))
                } catch (e) {
                  toast.apiError(e)
                  throw e
                }
              }}
            />
          ))}
      </Box>
    </Box>
  )
}
