import { MenuItem, Stack, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { teamProfiles } from '@nido/domain/contracts/team'
import { schoolSectionsQuery, type TeamFilters as Filters } from '../queries'
import '../i18n'

// The filters of the /team list: school, section (of the chosen school), profile and a text.

interface Props {
  userId: string
  schools: ReadonlyArray<{ id: string; name: string }>
  value: Filters
  onChange: (value: Filters) => void
}

export function TeamFilters({ userId, schools, value, onChange }: Props) {
  const { t } = useTranslation('team')
  const sections = useQuery(schoolSectionsQuery(userId, value.schoolId))
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      role="search"
      aria-label={t('filters.label')}
    >
      <TextField
        select
        size="small"
        label={t('filters.school')}
        value={value.schoolId}
        onChange={(e) => onChange({ ...value, schoolId: e.target.value, sectionId: '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filters.allSchools')}</MenuItem>
        {schools.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.section')}
        value={value.sectionId}
        disabled={!value.schoolId}
        onChange={(e) => onChange({ ...value, sectionId: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filters.allSections')}</MenuItem>
        {(sections.data?.items ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.profile')}
        value={value.profile}
        onChange={(e) =>
          onChange({ ...value, profile: teamProfiles.find((p) => p === e.target.value) ?? '' })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('filters.allProfiles')}</MenuItem>
        {teamProfiles.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`profile.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('filters.search')}
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
        sx={{ flexGrow: 1 }}
      />
    </Stack>
  )
}
