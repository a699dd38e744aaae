import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Skeleton } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import { shareTargetTypesFor } from '@nido/domain/access/sharing'
import type { Me } from '@nido/domain/contracts/me'
import type { ShareTargetType } from '@nido/domain/enums/content'
import { api } from '@/api/client'
import '../i18n'

export interface Target {
  targetType: ShareTargetType
  targetId: string
}

interface Props {
  me: Me
  /** The album's school: its sections are offered. */
  schoolId: string | null
  value: readonly Target[]
  onChange: (targets: Target[]) => void
  error?: string
}

/**
 * Whom the album is shared with: the whole school (school-wide staff) or some of its sections,
 * as domain/access/sharing.ts allows the profile; the server checks the same rule. User targets an
 * album already has (set through the API) are kept as they are.
 */
export function ShareTargetsPicker({ me, schoolId, value, onChange, error }: Props) {
  const { t } = useTranslation('galleries')
  const kinds = shareTargetTypesFor(me.meta.userPermission.profileType)
  const scope = me.meta.structureTreeScope
  const names = useQuery({
    queryKey: ['session', me.user.id, 'galleries', 'share-structure', schoolId],
    queryFn: () =>
      api(contracts.scope.metadata, {
        body: {
          schoolIds: schoolId ? [schoolId] : scope.schoolIds,
          sectionIds: scope.sectionIds.slice(0, 7000),
        },
      }),
    staleTime: 5 * 60_000,
  })
  const has = (type: ShareTargetType, id: string) =>
    value.some((v) => v.targetType === type && v.targetId === id)
  const toggle = (type: ShareTargetType, id: string) =>
    onChange(
      has(type, id)
        ? value.filter((v) => !(v.targetType === type && v.targetId === id))
        : [...value, { targetType: type, targetId: id }],
    )

  if (names.isPending) return <Skeleton variant="rectangular" height={80} />
  if (names.isError) return <Alert severity="error">{t('edit.targetsError')}</Alert>
  const schools = names.data.schools.filter((s) => !schoolId || s.id === schoolId)
  const sections = names.data.sections
    .filter((s) => !schoolId || s.schoolId === schoolId)
    .sort((a, b) => a.name.localeCompare(b.name))
  const users = value.filter((v) => v.targetType === 'User')
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('edit.targets')}</FormLabel>
      <FormGroup>
        {kinds.includes('School') &&
          schools.map((s) => (
            <FormControlLabel
              key={s.id}
              control={<Checkbox checked={has('School', s.id)} onChange={() => toggle('School', s.id)} />}
              label={t('edit.wholeSchool', { name: s.name })}
            />
          ))}
        {kinds.includes('Section') &&
          sections.map((s) => (
            <FormControlLabel
              key={s.id}
              control={<Checkbox checked={has('Section', s.id)} onChange={() => toggle('Section', s.id)} />}
              label={t('edit.section', { name: s.name })}
            />
          ))}
        {users.length > 0 && (
          <FormControlLabel
            control={
              <Checkbox checked onChange={() => onChange(value.filter((v) => v.targetType !== 'User'))} />
            }
            label={t('edit.people', { count: users.length })}
          />
        )}
      </FormGroup>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </FormControl>
  )
}
