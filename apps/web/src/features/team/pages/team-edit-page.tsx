import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { TeamForm } from '../components/team-form'
import { memberQuery, teamSchoolsQuery } from '../queries'
import { teamReadOnly } from '../team-paths'
import '../i18n'

// Spec 000 §2 /team/teacher/new, /team/teacher/edit/{id}, /team/director/new,
// /team/director/edit/{id}: one page, the profile from the path (docs/team.md).

export default function TeamEditPage() {
  const { t } = useTranslation('team')
  const me = useSignedInMe()
  const userId = me.user.id
  const navigate = useNavigate()
  const { id } = useParams()
  const { pathname } = useLocation()
  const profile = pathname.startsWith('/team/director') ? 'DIRECTOR' : 'TEACHER'
  const readOnly = teamReadOnly(me)
  const schools = useQuery(teamSchoolsQuery(userId, me.meta.structureTreeScope.schoolIds))
  const member = useQuery({ ...memberQuery(userId, id ?? ''), enabled: id !== undefined })

  const loading = schools.isPending || (id !== undefined && member.isPending)
  const failed = schools.isError ? schools.error : member.isError ? member.error : null
  const name = member.data ? `${member.data.firstname} ${member.data.lastname}` : ''
  const title = id ? t(readOnly ? 'viewTitle' : 'editTitle', { name }) : t(`newTitle.${profile}`)

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Button component={RouterLink} to="/team" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnlyNote')}
        </Alert>
      )}
      {loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : failed ? (
        <ErrorBlock title={t('loadFailed')} error={failed} />
      ) : (
        <TeamForm
          key={member.data?.id ?? 'new'}
          userId={userId}
          profile={member.data?.profile ?? profile}
          member={member.data ?? null}
          schools={schools.data ?? []}
          defaultSchoolId={me.current.schoolId ?? schools.data?.[0]?.id ?? ''}
          readOnly={readOnly}
          onSaved={() => void navigate('/team')}
        />
      )}
    </Box>
  )
}
