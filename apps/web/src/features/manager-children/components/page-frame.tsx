import { Box } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { isDirectorOrCoordinator } from '@/session/access'
import { useSignedInMe } from '@/session/session'
import { LinkTabs } from '@/ui/link-tabs'
import '../i18n'

// The links between the manager's file lists (docs/manager-children.md): the children, guardians
// (directors and coordinators: decision 0050 §3), authorizations and contracts lists, which the
// manager menu does not list on their own.

const links = [
  { path: '/manager/admin/children', label: 'nav.children', staffOnly: false },
  { path: '/manager/admin/guardians', label: 'nav.guardians', staffOnly: true },
  { path: '/manager/admin/authorizations', label: 'nav.authorizations', staffOnly: false },
  // The school's contracts (manager-contracts, docs/manager-contracts.md), a path only.
  { path: '/manager/admin/contracts', label: 'nav.contracts', staffOnly: false },
  // The school's documents (manager-documents, spec 000 §2 /manager/admin/documents), a path only.
  { path: '/manager/admin/documents', label: 'nav.documents', staffOnly: false },
] as const

export function FilesNav() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const { pathname } = useLocation()
  const shown = links.filter(
    (l) => !l.staffOnly || isDirectorOrCoordinator(me.meta.userPermission.profileType),
  )
  return (
    <Box sx={{ mb: 2 }}>
      <LinkTabs
        label={t('nav.label')}
        items={shown.map((l) => ({ key: l.path, label: t(l.label), to: l.path }))}
        current={shown.find((l) => l.path === pathname)?.path ?? null}
      />
    </Box>
  )
}
