import type { ComponentType } from 'react'
import { Alert, Box, Link, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useParams } from 'react-router'
import { useSignedInMe } from '@/session/session'
import { LinkTabs } from '@/ui/link-tabs'
import { GuardiansSection } from '../components/guardians-section'
import { LoadState, PageTitle } from '@/ui/load-state'
import { AuthorizationList } from '../components/authorization-list'
import { FileEditor } from '../components/file-form'
import { isDirectorOrCoordinator } from '@/session/access'
import { PickupSection } from '../components/pickup-section'
import { childAuthorizationsQuery, childFileQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/children/{id} and its tabs `child` (the default) and
// `authorizations` (docs/manager-children.md), and `contracts` and `documents` when app/ gives
// the contracts and documents features' lists (features do not import each other:
// app/pages/manager-child-route.tsx). The server says whether the actor may change the file.

type ChildTab = 'child' | 'authorizations' | 'contracts' | 'documents'

function tabOf(pathname: string): ChildTab {
  if (pathname.endsWith('/authorizations')) return 'authorizations'
  if (pathname.endsWith('/contracts')) return 'contracts'
  if (pathname.endsWith('/documents')) return 'documents'
  return 'child'
}

export default function ManagerChildPage({
  ContractsTab,
  DocumentsTab,
}: {
  /** The child's contracts (the manager-contracts feature), composed by app/. */
  ContractsTab?: ComponentType<{ childId: string }>
  /** The child's documents (the manager-documents feature), composed by app/. */
  DocumentsTab?: ComponentType<{ childId: string }>
} = {}) {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const { childId = '' } = useParams()
  const { pathname } = useLocation()
  const tab = tabOf(pathname)
  const base = `/manager/admin/children/${childId}`
  const file = useQuery(childFileQuery(me.user.id, childId))
  const name = file.data ? `${file.data.child.firstname} ${file.data.child.lastname}` : ''

  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Link component={RouterLink} to="/manager/admin/children">
        {t('child.back')}
      </Link>
      <LoadState query={file}>
        {(detail) => (
          <>
            <PageTitle title={name} />
            <Box sx={{ mb: 2 }}>
              <LinkTabs
                label={t('child.tabs')}
                current={tab}
                items={[
                  { key: 'child', label: t('child.tabChild'), to: `${base}/child` },
                  {
                    key: 'authorizations',
                    label: t('child.tabAuthorizations'),
                    to: `${base}/authorizations`,
                  },
                  ...(ContractsTab
                    ? [{ key: 'contracts', label: t('child.tabContracts'), to: `${base}/contracts` }]
                    : []),
                  ...(DocumentsTab
                    ? [{ key: 'documents', label: t('child.tabDocuments'), to: `${base}/documents` }]
                    : []),
                ]}
              />
            </Box>
            {!detail.canEdit && tab !== 'contracts' && tab !== 'documents' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('readOnly')}
              </Alert>
            )}
            {tab === 'child' ? (
              <Stack spacing={3}>
                <FileEditor key={detail.child.id} userId={me.user.id} detail={detail} />
                <GuardiansSection
                  userId={me.user.id}
                  detail={detail}
                  mayChooseHolder={
                    detail.canEdit && isDirectorOrCoordinator(me.meta.userPermission.profileType)
                  }
                />
                <PickupSection userId={me.user.id} detail={detail} />
              </Stack>
            ) : tab === 'contracts' && ContractsTab ? (
              <ContractsTab childId={childId} />
            ) : tab === 'documents' && DocumentsTab ? (
              <DocumentsTab childId={childId} />
            ) : (
              <AuthorizationsTab userId={me.user.id} childId={childId} />
            )}
          </>
        )}
      </LoadState>
    </Box>
  )
}

function AuthorizationsTab({ userId, childId }: { userId: string; childId: string }) {
  const query = useQuery(childAuthorizationsQuery(userId, childId))
  return <LoadState query={query}>{(data) => <AuthorizationList userId={userId} data={data} />}</LoadState>
}
