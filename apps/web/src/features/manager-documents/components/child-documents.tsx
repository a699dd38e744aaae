import { useState } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isDirectorOrCoordinator } from '@/session/access'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, MoreButton } from '@/ui/load-state'
import { childDocumentsQuery } from '../queries'
import { DocumentsTable } from './documents-table'
import { GenerateDialog } from './generate-dialog'
import '../i18n'

// The `documents` tab of a child's page (spec 000 §2 /manager/admin/children/{id}/documents): the
// papers the nursery generated for the child and those the family handed in, latest first.
// Directors and coordinators who are not observers generate, send, delete and decide; teachers
// and observers read. Composed into the child page by app/ (features do not import each other).

export default function ChildDocuments({ childId }: { childId: string }) {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const query = useInfiniteQuery(childDocumentsQuery(me.user.id, childId))
  const mayWrite = !me.user.observer && isDirectorOrCoordinator(me.meta.userPermission.profileType)
  const [generating, setGenerating] = useState(false)
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <section aria-labelledby="child-documents-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="child-documents-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('documents.title')}
        </Typography>
        {mayWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGenerating(true)}>
            {t('documents.generateOpen')}
          </Button>
        )}
      </Stack>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState compact text={t('documents.empty')} />
          ) : (
            <Box>
              <DocumentsTable
                userId={me.user.id}
                rows={rows}
                labelledBy="child-documents-title"
                mayWrite={mayWrite}
              />
              <MoreButton query={query} />
            </Box>
          )
        }
      </LoadState>
      {generating && <GenerateDialog childId={childId} onClose={() => setGenerating(false)} />}
    </section>
  )
}
