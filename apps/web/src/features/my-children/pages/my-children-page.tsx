import { Suspense, useState, type ComponentType } from 'react'
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { MyChild } from '@nido/domain/contracts/my-children'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { ChildAvatar } from '../components/child-avatar'
import { ChildKey } from '../components/child-key'
import { formatBirthDate, fullName } from '../components/names'
import { myChildrenQuery, useLeaveMyChild, useRefreshMyChildren } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'
import { genderContext } from '@/ui/gender'

// Spec 000 §2 /my-children, §6 "Guardian-only account entries: my children" (docs/my-children.md):
// a card per child with their picture, name, school and sections, my role, the other guardians, and
// for referents the child's key to pass on. Without a child, the add-child-by-key dialog (the
// child-keys feature's, handed in by app/) is offered.

/** The add-child dialog as app/ hands it in (features/child-keys AddChildDialog). */
export type AddChildDialogComponent = ComponentType<{ onClose: () => void }>

export default function MyChildrenPage({ AddChildDialog }: { AddChildDialog: AddChildDialogComponent }) {
  const { t } = useTranslation('myChildren')
  const toast = useToast()
  const me = useSignedInMe()
  const userId = me.user.id
  const query = useQuery(myChildrenQuery(userId))
  const refresh = useRefreshMyChildren(userId)
  const leave = useLeaveMyChild(userId)
  const [adding, setAdding] = useState(false)
  const [leaving, setLeaving] = useState<MyChild | null>(null)
  const children = query.data?.items ?? []

  const confirmLeave = () => {
    if (!leaving) return
    const name = fullName(leaving)
    leave.mutate(leaving.id, {
      onSuccess: () => toast.success(t('left', { name })),
      onError: (e) => toast.apiError(e),
      onSettled: () => setLeaving(null),
    })
  }

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : children.length === 0 ? (
        <EmptyState
          text={t('empty')}
          action={
            !me.user.observer && (
              <>
                <Typography color="text.secondary">{t('emptyHelp')}</Typography>
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t('addChild')}
                </Button>
              </>
            )
          }
        />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list')}>
          {children.map((child) => (
            <ChildCard
              key={child.id}
              viewerId={userId}
              child={child}
              mayLeave={!me.user.observer}
              onLeave={() => setLeaving(child)}
            />
          ))}
        </Stack>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddChildDialog
            onClose={() => {
              setAdding(false)
              void refresh()
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t('leaveTitle', { name: fullName(leaving) }) : ''}
        text={leaving ? t('leaveText', { name: leaving.firstname }) : ''}
        confirm={t('leaveConfirm')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onClose={() => setLeaving(null)}
      />
    </Box>
  )
}

function ChildCard({
  viewerId,
  child,
  mayLeave,
  onLeave,
}: {
  viewerId: string
  child: MyChild
  mayLeave: boolean
  onLeave: () => void
}) {
  const { t } = useTranslation('myChildren')
  const name = fullName(child)
  const titleId = `my-child-${child.id}`
  const places = child.sections.map((s) => {
    const school = child.schools.find((sc) => sc.id === s.schoolId)
    return school ? `${school.name} · ${s.name}` : s.name
  })
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ChildAvatar viewerId={viewerId} child={child} />
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                ...(child.birthDate
                  ? [
                      t('born', {
                        date: formatBirthDate(child.birthDate),
                        context: genderContext(child.gender),
                      }),
                    ]
                  : []),
                ...(places.length > 0 ? places : [t('noSection')]),
              ].join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <Typography variant="body2">
                {t('myRole', { relationship: t(`relationships.${child.me.relationship}`) })}
              </Typography>
              {child.me.referent && <Chip size="small" label={t('referent')} />}
              {child.me.parentalAuthority && (
                <Chip size="small" variant="outlined" label={t('parentalAuthority')} />
              )}
              {child.photoConsentWithheld && (
                <Chip size="small" color="warning" variant="outlined" label={t('photoConsentWithheld')} />
              )}
            </Stack>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('otherGuardians')}
              </Typography>
              {child.otherGuardians.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('noOtherGuardian')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {child.otherGuardians.map((g) => (
                    <Typography key={g.id} component="li" variant="body2">
                      {t('guardianLine', {
                        name: fullName(g),
                        relationship: t(`relationships.${g.relationship}`),
                      })}
                      {g.referent && ` · ${t('referent')}`}
                      {g.phone && ` · ${g.phone}`}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
            {child.key && <ChildKey name={child.firstname} childKey={child.key} />}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/my-children/edit/${child.id}`}
          aria-label={t(child.canEdit ? 'editOf' : 'detailsOf', { name })}
        >
          {t(child.canEdit ? 'edit' : 'details')}
        </Button>
        {mayLeave && (
          <Button color="error" aria-label={t('leaveOf', { name })} onClick={onLeave}>
            {t('leave')}
          </Button>
        )}
      </CardActions>
    </Card>
  )
}
