import { Box, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, PageTitle } from '@/ui/load-state'
import { AuthorizationList } from '../components/authorization-list'
import { guardianAuthorizationsQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/guardian/authorizations, §6 guardian manager menu (docs/manager-children.md):
// a holder of the current child's contract answers Photos, Outings and Care. The menu shows it
// only to holders with the manager on and not lite; the server answers 404 to anyone else.

export default function GuardianAuthorizationsPage() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const childId = me.current.childId
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 800 }}>
      <PageTitle title={t('authorizations.title')} />
      {childId ? (
        <Answers userId={me.user.id} childId={childId} />
      ) : (
        <EmptyState text={t('authorizations.noChild')} />
      )}
    </Box>
  )
}

function Answers({ userId, childId }: { userId: string; childId: string }) {
  const { t } = useTranslation('managerChildren')
  const query = useQuery(guardianAuthorizationsQuery(userId, childId))
  return (
    <LoadState query={query}>
      {(data) => (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('authorizations.mineIntro', { name: data.child.firstname })}
          </Typography>
          <AuthorizationList userId={userId} data={data} asGuardian />
        </>
      )}
    </LoadState>
  )
}
