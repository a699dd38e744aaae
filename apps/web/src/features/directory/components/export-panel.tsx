import { useState } from 'react'
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { exportUrl } from '../queries'
import type { DirectoryKind } from '../upload'
import '../i18n'

// docs/directory-import.md "Export": the current school (the scope selector chooses it), its
// families by section if one is chosen; a plain link, so the browser downloads the file.

export function ExportPanel({
  kind,
  userId,
  schoolId,
}: {
  kind: DirectoryKind
  userId: string
  schoolId: string | null
}) {
  const { t } = useTranslation('directory')
  const [sectionId, setSectionId] = useState('')
  const sections = useInfiniteQuery({
    queryKey: ['session', userId, 'sections', 'list', schoolId, 'active'],
    queryFn: ({ pageParam }) =>
      api(contracts.sections.list, {
        query: {
          status: 'active',
          limit: 100,
          ...(schoolId ? { schoolId } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: kind === 'families',
  })
  const options = sections.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Stack spacing={2} component="section" aria-labelledby={`export-${kind}`}>
      <Typography variant="h6" component="h2" id={`export-${kind}`}>
        {t('export.title')}
      </Typography>
      <Typography variant="body2">{t('export.text')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {kind === 'families' && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 220 }}
            label={t('export.section')}
            value={sectionId}
            onChange={(event) => setSectionId(event.target.value)}
          >
            <MenuItem value="">{t('export.allSections')}</MenuItem>
            {options.map((section) => (
              <MenuItem key={section.id} value={section.id}>
                {section.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={exportUrl(kind, { schoolId, sectionId: sectionId || null })}
          disabled={!schoolId}
        >
          {t(kind === 'families' ? 'export.families' : 'export.staff')}
        </Button>
      </Stack>
    </Stack>
  )
}
