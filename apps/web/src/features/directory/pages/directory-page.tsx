import { useState } from 'react'
import { Box, Divider, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { ExportPanel } from '../components/export-panel'
import { ImportPanel } from '../components/import-panel'
import type { DirectoryKind } from '../upload'
import '../i18n'

// docs/directory-import.md: /directory, reached from the sections page (no menu entry of spec
// 000 §6 fits it). Families and staff in from a spreadsheet and out again, for the current school.

export default function DirectoryPage() {
  const { t } = useTranslation('directory')
  const me = useSignedInMe()
  const [kind, setKind] = useState<DirectoryKind>('families')
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Tabs value={kind} onChange={(_, value: DirectoryKind) => setKind(value)} sx={{ mb: 2 }}>
        <Tab value="families" label={t('tabs.families')} />
        <Tab value="staff" label={t('tabs.staff')} />
      </Tabs>
      <Stack spacing={3}>
        <ImportPanel key={kind} kind={kind} readOnly={me.user.observer} />
        <Divider />
        <ExportPanel key={`export-${kind}`} kind={kind} userId={me.user.id} schoolId={me.current.schoolId} />
      </Stack>
    </Box>
  )
}
