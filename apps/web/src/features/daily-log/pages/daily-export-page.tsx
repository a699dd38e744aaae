import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { DailyExportFormat } from '@nido/domain/enums/daily-log'
import { exportMaxDays, periodDays } from '@nido/domain/rules/daily-log'
import { meQuery } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { boardQuery, exportUrl, sectionsQuery } from '../queries'
import '../i18n'
import { now } from '@/session/clock'

// Spec 000 §2 /daily/export: the entries and check-ins of a period, for a section
// or one of its children, as CSV or PDF (with the supervision-ratio alerts, spec 001 §9). The file
// is a plain link: the browser downloads it under the server's file name.

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

export default function DailyExportPage() {
  const { t } = useTranslation('dailyLog')
  const { data: me } = useSuspenseQuery(meQuery)
  const userId = me!.user.id
  const sections = useQuery(sectionsQuery(userId))
  const today = now()
  const [from, setFrom] = useState(iso(new Date(today.getFullYear(), today.getMonth(), 1)))
  const [to, setTo] = useState(iso(today))
  const [picked, setPicked] = useState<string | null>(null)
  const [childId, setChildId] = useState('')
  const [format, setFormat] = useState<DailyExportFormat>('csv')
  const sectionId = picked ?? sections.data?.items[0]?.id ?? null
  const board = useQuery({ ...boardQuery(userId, sectionId ?? '', null), enabled: sectionId !== null })

  if (sections.isPending) return <CircularProgress aria-label={t('loading')} sx={{ mt: 2 }} />
  if (sections.isError)
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorBlock title={t('loadFailed')} error={sections.error} onRetry={() => void sections.refetch()} />
      </Box>
    )
  const validPeriod = from !== '' && to !== '' && from <= to && periodDays(from, to) <= exportMaxDays
  const children = [...(board.data?.children ?? [])].sort((a, b) => a.firstname.localeCompare(b.firstname))
  const href =
    sectionId && validPeriod
      ? exportUrl(childId ? { format, from, to, childId } : { format, from, to, sectionId })
      : undefined

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 640 }}>
      <Button component={RouterLink} to="/daily" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('exportPage.back')}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('exportPage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('exportPage.intro')}
      </Typography>
      {!sectionId ? (
        <Typography color="text.secondary">{t('noSections')}</Typography>
      ) : (
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('exportPage.from')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('exportPage.to')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {!validPeriod && (
            <Alert severity="warning">{t('exportPage.invalidPeriod', { max: exportMaxDays })}</Alert>
          )}
          <TextField
            select
            label={t('section')}
            value={sectionId}
            onChange={(e) => {
              setPicked(e.target.value)
              setChildId('')
            }}
          >
            {sections.data.items.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('exportPage.scope')}
            value={childId}
            onChange={(e) => setChildId(e.target.value)}
            disabled={board.isPending}
          >
            <MenuItem value="">{t('exportPage.wholeSection')}</MenuItem>
            {children.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.firstname} {c.lastname}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="daily-export-format">{t('exportPage.format')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="daily-export-format"
              value={format}
              onChange={(e) => setFormat(e.target.value as DailyExportFormat)}
            >
              <FormControlLabel value="csv" control={<Radio />} label={t('exportPage.csv')} />
              <FormControlLabel value="pdf" control={<Radio />} label={t('exportPage.pdf')} />
            </RadioGroup>
          </FormControl>
          <Box>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={!href}
              {...(href ? { component: 'a' as const, href, download: true } : {})}
            >
              {t('exportPage.download')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  )
}
