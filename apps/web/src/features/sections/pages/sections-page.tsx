import { useState } from 'react'
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { SectionItem, SectionStatus } from '@nido/domain/contracts/sections'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { formatDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { MembersDialog } from '../components/members-dialog'
import { SectionDialog } from '../components/section-dialog'
import { sectionsQuery, useArchiveSection } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /sections, §6 management section (docs/sections.md): the sections of the current
// school, by name, in use or archived, a page at a time; directors and coordinators create,
// rename and archive them and assign staff and children. Observers only read (spec 000 §6).

type Dialog = { kind: 'edit'; section: SectionItem | null } | { kind: 'members'; section: SectionItem }

export default function SectionsPage() {
  const { t } = useTranslation('sections')
  const toast = useToast()
  const me = useSignedInMe()
  const userId = me.user.id
  const schoolId = me.current.schoolId
  const readOnly = me.user.observer
  const [status, setStatus] = useState<SectionStatus>('active')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [archiving, setArchiving] = useState<SectionItem | null>(null)
  const query = useInfiniteQuery(sectionsQuery(userId, schoolId, status))
  const archive = useArchiveSection(userId)
  const sections = query.data?.pages.flatMap((p) => p.items) ?? []

  const confirmArchive = () => {
    if (!archiving) return
    archive.mutate(archiving.id, {
      onSuccess: () => toast.success(t('archivedToast', { name: archiving.name })),
      onError: (e) => toast.apiError(e),
      onSettled: () => setArchiving(null),
    })
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {/* docs/directory-import.md: no menu entry of spec 000 §6 fits the import, so it is reached here. */}
        <Button component={RouterLink} to="/directory" sx={{ mr: 1 }}>
          {t('directory')}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!schoolId}
            onClick={() => setDialog({ kind: 'edit', section: null })}
          >
            {t('new')}
          </Button>
        )}
      </Stack>
      <Tabs value={status} onChange={(_, value: SectionStatus) => setStatus(value)} sx={{ mb: 2 }}>
        <Tab value="active" label={t('active')} />
        <Tab value="archived" label={t('archived')} />
      </Tabs>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState text={t(status === 'active' ? 'empty' : 'emptyArchived')} />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list')}>
          {sections.map((section) => (
            <Card key={section.id} component="li" variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">
                  {section.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('counts', { staff: section.staffCount, children: section.childCount })}
                  {section.archivedAt &&
                    ` · ${t('archivedOn', { date: formatDate(new Date(section.archivedAt), currentLanguage()) })}`}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  aria-label={t('membersOf', { name: section.name })}
                  onClick={() => setDialog({ kind: 'members', section })}
                >
                  {t('members')}
                </Button>
                {!readOnly && !section.archivedAt && (
                  <>
                    <Button
                      aria-label={t('renameOf', { name: section.name })}
                      onClick={() => setDialog({ kind: 'edit', section })}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      color="error"
                      aria-label={t('archiveOf', { name: section.name })}
                      onClick={() => setArchiving(section)}
                    >
                      {t('archive')}
                    </Button>
                  </>
                )}
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
      {dialog?.kind === 'edit' && (
        <SectionDialog
          userId={userId}
          schoolId={schoolId}
          section={dialog.section}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'members' && (
        <MembersDialog
          userId={userId}
          section={dialog.section}
          readOnly={readOnly}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={t('archiveTitle', { name: archiving?.name ?? '' })}
        text={t('archiveText')}
        confirm={t('archive')}
        busy={archive.isPending}
        onConfirm={confirmArchive}
        onClose={() => setArchiving(null)}
      />
    </Box>
  )
}
