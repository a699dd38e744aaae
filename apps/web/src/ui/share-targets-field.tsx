import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { BoardTarget } from '@nido/domain/contracts/boards-common'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { TargetsPicker, type TargetOption } from '@/ui/targets-picker'
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

interface Props {
  userId: string
  /** The item's school when it is not the current one (a post edited from another school). */
  schoolId?: string | undefined
  value: BoardTarget[]
  onChange: (targets: BoardTarget[]) => void
  error?: string | undefined
}

const keyOf = (t: BoardTarget) => `${t.targetType}:${t.targetId}`

function targetOf(key: string): BoardTarget {
  const at = key.indexOf(':')
  return { targetType: key.slice(0, at) as BoardTarget['targetType'], targetId: key.slice(at + 1) }
}

export function ShareTargetsField({ userId, schoolId, value, onChange, error }: Props) {
  const { t } = useTranslation('ui')
  const { data, isLoading } = useQuery(shareTargetsQuery(userId, schoolId))
  const options: TargetOption[] = data
    ? [
        ...(data.targetTypes.includes('School') ? data.schools : []).map((s) => ({
          key: keyOf({ targetType: 'School', targetId: s.id }),
          label: s.name,
          group: t('targets.schools'),
        })),
        ...(data.targetTypes.includes('Section') ? data.sections : []).map((s) => ({
          key: keyOf({ targetType: 'Section', targetId: s.id }),
          label: s.name,
          group: t('targets.sections'),
        })),
        ...(data.targetTypes.includes('User') ? data.users : []).map((u) => ({
          key: keyOf({ targetType: 'User', targetId: u.id }),
          label: `${u.firstname} ${u.lastname}`,
          group: t('targets.people'),
        })),
      ]
    : []
  return (
    <TargetsPicker
      options={options}
      value={value.map(keyOf)}
      onChange={(keys) => onChange(keys.map(targetOf))}
      label={t('targets.label')}
      helperText={data?.targetTypes.length === 0 ? t('targets.cannotShare') : t('targets.help')}
      error={error}
      loading={isLoading}
      unknownLabel={t('targets.unknown')}
    />
  )
}
