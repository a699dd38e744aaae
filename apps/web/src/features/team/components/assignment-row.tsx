import { IconButton, MenuItem, Stack, TextField } from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { accessLevels } from '@nido/domain/enums/people'
import { schoolSectionsQuery } from '../queries'
import type { TeamForm } from './team-form-schema'
import '../i18n'

// One assignment of the team form (docs/team.md): a school of the actor's, a section of it or
// the whole school (teachers; a director is assigned to schools), and the three access levels of
// spec 000 §3.

interface Props {
  userId: string
  control: Control<TeamForm>
  index: number
  schools: ReadonlyArray<{ id: string; name: string }>
  sections: boolean
  disabled: boolean
  onRemove: () => void
}

const areas = ['childAccess', 'teamAccess', 'sectionAccess'] as const

export function AssignmentRow({ userId, control, index, schools, sections, disabled, onRemove }: Props) {
  const { t } = useTranslation('team')
  const schoolId = useWatch({ control, name: `assignments.${index}.schoolId` })
  const sectionList = useQuery({
    ...schoolSectionsQuery(userId, schoolId),
    enabled: sections && schoolId !== '',
  })
  const position = index + 1
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'center' } }}
      role="group"
      aria-label={t('form.assignment', { position })}
    >
      <Controller
        control={control}
        name={`assignments.${index}.schoolId`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t('form.school')}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
            sx={{ minWidth: 180 }}
          >
            {schools.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {sections && (
        <Controller
          control={control}
          name={`assignments.${index}.sectionId`}
          render={({ field }) => (
            <TextField
              select
              size="small"
              label={t('form.section')}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('form.wholeSchool')}</MenuItem>
              {(sectionList.data?.items ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
              {/* A section already chosen but not listed (archived): kept as it is. */}
              {field.value && !sectionList.data?.items.some((s) => s.id === field.value) && (
                <MenuItem value={field.value}>{t('form.otherSection')}</MenuItem>
              )}
            </TextField>
          )}
        />
      )}
      {areas.map((area) => (
        <Controller
          key={area}
          control={control}
          name={`assignments.${index}.${area}`}
          render={({ field }) => (
            <TextField
              select
              size="small"
              label={t(`form.${area}`)}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              sx={{ minWidth: 140 }}
            >
              {accessLevels.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`level.${level}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ))}
      {!disabled && (
        <IconButton aria-label={t('form.removeAssignment', { position })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  )
}
