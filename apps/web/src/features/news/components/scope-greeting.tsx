import { Box, Stack, Typography } from '@mui/material'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'

/** Names of the current school and child (spec 000 §7 scope metadata); keyed by user (STYLE habit 9). */
function currentScopeNamesQuery(me: Me) {
  const { schoolId, childId } = me.current
  return queryOptions({
    queryKey: ['session', me.user.id, 'scope-metadata', { schoolId, childId }],
    queryFn: async () => {
      const metadata = await api(contracts.scope.metadata, {
        body: { schoolIds: schoolId ? [schoolId] : [], userIds: childId ? [childId] : [] },
      })
      const school = metadata.schools.find((s) => s.id === schoolId)
      const child = metadata.users.find((u) => u.id === childId)
      return { school: school?.name ?? null, child: child ? `${child.firstname} ${child.lastname}` : null }
    },
    enabled: Boolean(schoolId ?? childId),
    staleTime: 5 * 60_000,
  })
}

// The line above the feed (it was the foundation's home page): who you are and where you are, so
// the feed's scope (the current school or child, spec 000 §4) is always visible.
export function ScopeGreeting({ me }: { me: Me }) {
  const { t } = useTranslation()
  const names = useQuery(currentScopeNamesQuery(me))
  const { schoolId, childId } = me.current
  const name = `${me.user.firstname} ${me.user.lastname}`
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('home.signedInAs', { name })}
      </Typography>
      <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ m: 0, mt: 0.5, flexWrap: 'wrap' }}>
        <Field
          label={t('home.profileType')}
          value={t(`profileTypes.${me.meta.userPermission.profileType}`)}
        />
        <Field
          label={t('home.currentSchool')}
          value={schoolId ? (names.data?.school ?? schoolId) : t('home.none')}
        />
        {childId && <Field label={t('home.currentChild')} value={names.data?.child ?? childId} />}
      </Stack>
    </Box>
  )
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  )
}
