import { Box, Card, CardContent, Stack, Typography } from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'
import { currentScopeNamesQuery } from '../queries'

// The signed-in landing page inside the shell (sign-out lives in the account menu): who you are
// and where you are. The newsfeed replaces it when its module lands (spec 000 §2: / is the newsfeed).
export default function HomePage() {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  return <SignedIn me={me} />
}

function SignedIn({ me }: { me: Me }) {
  const { t } = useTranslation()
  const names = useQuery(currentScopeNamesQuery(me))
  const { schoolId, childId } = me.current
  const name = `${me.user.firstname} ${me.user.lastname}`

  return (
    <>
      <Box sx={{ mt: 2 }}>
        <Card variant="outlined">
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('home.signedInAs', { name })}
            </Typography>
            <Stack component="dl" spacing={1.5} sx={{ m: 0, mt: 3 }}>
              <Field
                label={t('home.profileType')}
                value={t(`profileTypes.${me.meta.userPermission.profileType}`)}
              />
              <Field
                label={t('home.currentSchool')}
                value={schoolId ? (names.data?.school ?? schoolId) : t('home.none')}
              />
              {childId && <Field label={t('home.currentChild')} value={names.data?.child ?? childId} />}
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </>
  )
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  )
}
