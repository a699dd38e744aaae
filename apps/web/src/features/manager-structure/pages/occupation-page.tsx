import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatWallTime } from '@/ui/format'
import { ManagerPage } from '../components/page-state'
import { occupationQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/dashboard/occupation: "Manager goes to the occupation dashboard"
// (the switcher's target). The places of the structure against the children of the school's
// sections, and the way to the settings (docs/manager.md "Occupation").

export default function OccupationPage() {
  const { t } = useTranslation('managerStructure')
  const me = useSignedInMe()
  const query = useQuery(occupationQuery(me.user.id, me.current.schoolId))
  const manages = me.meta.userPermission.profileType !== 'TEACHER'
  const language = currentLanguage()
  return (
    <ManagerPage title={t('occupation.title')} query={query}>
      {(o) => {
        const ratio = o.capacity ? Math.min(100, Math.round((o.children / o.capacity) * 100)) : 0
        return (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="occupation-summary">
              <Typography id="occupation-summary" variant="h6" component="h2">
                {o.schoolName}
              </Typography>
              {o.capacity === null ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('occupation.noStructure')}
                </Typography>
              ) : (
                <Box sx={{ mt: 1 }}>
                  <Typography>
                    {t('occupation.summary', { children: o.children, places: o.capacity })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={ratio}
                    sx={{ mt: 1, height: 10, borderRadius: 1 }}
                    aria-label={t('occupation.rate', { rate: ratio })}
                  />
                </Box>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="occupation-sections">
              <Typography id="occupation-sections" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('occupation.sections')}
              </Typography>
              {o.sections.length === 0 ? (
                <EmptyState text={t('occupation.noSections')} />
              ) : (
                <Table size="small" aria-labelledby="occupation-sections">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('occupation.section')}</TableCell>
                      <TableCell align="right">{t('occupation.children')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {o.sections.map((s) => (
                      <TableRow key={s.id}>
                        <TableCell component="th" scope="row">
                          {s.name}
                        </TableCell>
                        <TableCell align="right">{s.children}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Paper>
            {o.capacitySlots.length > 0 && (
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="occupation-slots">
                <Typography id="occupation-slots" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('structure.slotsTitle')}
                </Typography>
                <ul>
                  {o.capacitySlots.map((s, i) => (
                    <li key={i}>
                      {t('occupation.slot', {
                        day: t(`days.${s.weekday}`),
                        from: formatWallTime(s.from, language),
                        to: formatWallTime(s.to, language),
                        places: s.places,
                      })}
                    </li>
                  ))}
                </ul>
              </Paper>
            )}
            {manages && (
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to="/manager/admin/structure" variant="outlined">
                  {t('structure.title')}
                </Button>
                <Button component={RouterLink} to="/manager/admin/openings" variant="outlined">
                  {t('openings.title')}
                </Button>
                <Button component={RouterLink} to="/manager/admin/pricing" variant="outlined">
                  {t('pricing.title')}
                </Button>
              </Stack>
            )}
          </Stack>
        )
      }}
    </ManagerPage>
  )
}
