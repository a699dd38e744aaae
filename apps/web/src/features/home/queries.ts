import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'

/** Names of the current school and child (spec 000 §7 scope metadata); keyed by user (STYLE habit 9). */
export function currentScopeNamesQuery(me: Me) {
  const { schoolId, childId } = me.current
  return queryOptions({
    queryKey: ['session', me.user.id, 'scope-metadata', { schoolId, childId }],
    queryFn: async () => {
      const metadata = await api(contracts.scope.metadata, {
        body: { schoolIds: schoolId ? [schoolId] : [], userIds: childId ? [childId] : [] },
      })
      const school = metadata.schools.find((s) => s.id === schoolId)
      const child = metadata.users.find((u) => u.id === childId)
      return {
        school: school?.name ?? null,
        child: child ? `${child.firstname} ${child.lastname}` : null,
      }
    },
    enabled: Boolean(schoolId ?? childId),
    staleTime: 5 * 60_000,
  })
}
