import { Autocomplete, Chip, TextField } from '@mui/material'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { BoardTarget } from '@nido/domain/contracts/boards-common'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import '@/ui/i18n'

// Spec 000 §3 share targets: schools, sections and users the author may share with (the server
// offers only those, news.targets.ts checks them again), one field for posts, folders and polls.
// For folders and polls they are also who may see the folder and who may answer the poll (the
// replier scope).

/**
 * The targets the author may share with in a school (the current one by default): the posts
 * module's call, the same rules for every shared item (posts, folders, polls).
 */
export function shareTargetsQuery(userId: string, schoolId?: string) {
  return queryOptions({
    queryKey: ['session', userId, 'share-targets', schoolId ?? 'current'],
    queryFn: () => api(contracts.posts.targets, { query: schoolId ? { schoolId } : {} }),
    staleTime: 60_000,
  })
}

interface Option extends BoardTarget {
  label: string
  group: string
}

interface Props {
  userId: string
  /** The item's school when it is not the current one (a post edited from another school). */
  schoolId?: string | undefined
  value: BoardTarget[]
  onChange: (targets: BoardTarget[]) => void
  error?: string | undefined
}

export function ShareTargetsField({ userId, schoolId, value, onChange, error }: Props) {
  const { t } = useTranslation('ui')
  const { data, isLoading } = useQuery(shareTargetsQuery(userId, schoolId))
  const options: Option[] = data
    ? [
        ...(data.targetTypes.includes('School') ? data.schools : []).map((s) => ({
          targetType: 'School' as const,
          targetId: s.id,
          label: s.name,
          group: t('targets.schools'),
        })),
        ...(data.targetTypes.includes('Section') ? data.sections : []).map((s) => ({
          targetType: 'Section' as const,
          targetId: s.id,
          label: s.name,
          group: t('targets.sections'),
        })),
        ...(data.targetTypes.includes('User') ? data.users : []).map((u) => ({
          targetType: 'User' as const,
          targetId: u.id,
          label: `${u.firstname} ${u.lastname}`,
          group: t('targets.people'),
        })),
      ]
    : []
  const selected = value.map(
    (v) =>
      options.find((o) => o.targetType === v.targetType && o.targetId === v.targetId) ?? {
        ...v,
        label: t('targets.unknown'),
        group: '',
      },
  )
  return (
    <Autocomplete
      multiple
      loading={isLoading}
      options={options}
      groupBy={(o) => o.group}
      value={selected}
      isOptionEqualToValue={(a, b) => a.targetType === b.targetType && a.targetId === b.targetId}
      getOptionLabel={(o) => o.label}
      onChange={(_, next) => onChange(next.map(({ targetType, targetId }) => ({ targetType, targetId })))}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} label={item.label} size="small" {...props} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('targets.label')}
          error={!!error}
          helperText={
            error ?? (data?.targetTypes.length === 0 ? t('targets.cannotShare') : t('targets.help'))
          }
        />
      )}
    />
  )
}
