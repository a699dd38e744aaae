import { useState } from 'react'
import { Box, Button, CircularProgress, Divider, MenuItem, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import type { ChildDetail, ChildGuardian } from '@nido/domain/contracts/children-and-parents'
import { genders } from '@nido/domain/enums/people'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { ChildKeyBox } from '../components/child-key-box'
import { guardianInput, zChildForm, type ChildForm, type GuardianForm } from '../components/child-forms'
import { GuardianDialog } from '../components/guardian-dialog'
import { GuardiansList } from '../components/guardians-list'
import { SectionsField } from '../components/sections-field'
import {
  childQuery,
  sectionChoicesQuery,
  useAddGuardian,
  useArchiveChild,
  useCreateChild,
  useRenewKey,
  useResendActivation,
  useUnlinkGuardian,
  useUpdateChild,
  useUpdateGuardian,
} from '../queries'
import '../i18n'

// Spec 000 §2 /children-and-parents/new and /edit/{id} (docs/children-and-parents.md): one form
// for the child (names, gender, birth date, sections); on a new child the guardians are gathered
// and sent with it, on an existing one each guardian change is saved at once. The key with its
// "renew" and the archive or restore ask first. Teachers and observers see it read-only.

/**
 * Where the page leads: the list its Cancel returns to, and the page a new child opens on. The
 * manager's `children/new` shows the same form and opens the child's manager file instead.
 */
export interface ChildEditPaths {
  listPath?: string
  createdPath?: (id: string) => string
}

const defaultPaths: Required<ChildEditPaths> = {
  listPath: '/children-and-parents',
  createdPath: (id) => `/children-and-parents/edit/${id}`,
}

export default function ChildEditPage(paths: ChildEditPaths) {
  const { t } = useTranslation('childrenAndParents')
  const { id } = useParams()
  const userId = useSignedInMe().user.id
  const child = useQuery({ ...childQuery(userId, id ?? ''), enabled: !!id })
  if (!id) return <ChildEditor child={null} paths={{ ...defaultPaths, ...paths }} />
  if (child.isPending) return <CircularProgress sx={{ mt: 2 }} aria-label={t('loading')} />
  if (child.isError)
    return <ErrorBlock title={t('loadFailed')} error={child.error} onRetry={() => void child.refetch()} />
  return <ChildEditor key={child.data.id} child={child.data} paths={{ ...defaultPaths, ...paths }} />
}

type Confirm = 'renew' | 'archive' | 'restore' | { unlink: ChildGuardian }

function ChildEditor({ child, paths }: { child: ChildDetail | null; paths: Required<ChildEditPaths> }) {
  const { t } = useTranslation('childrenAndParents')
  const toast = useToast()
  const navigate = useNavigate()
  const userId = useSignedInMe().user.id
  const childId = child?.id ?? ''
  const archived = child?.archivedAt != null
  const editable = (child?.canEdit ?? true) && !archived
  const choices = useQuery(sectionChoicesQuery(userId))
  const create = useCreateChild(userId)
  const update = useUpdateChild(userId, childId)
  const addGuardian = useAddGuardian(userId, childId)
  const updateGuardian = useUpdateGuardian(userId, childId)
  const unlink = useUnlinkGuardian(userId, childId)
  const archive = useArchiveChild(userId, childId)
  const renew = useRenewKey(userId, childId)
  const resend = useResendActivation(userId)
  // A new child's guardians, sent with the child.
  const [pending, setPending] = useState<GuardianForm[]>([])
  const [dialog, setDialog] = useState<{ guardian?: ChildGuardian } | null>(null)
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const form = useForm<ChildForm>({
    defaultValues: {
      firstname: child?.firstname ?? '',
      lastname: child?.lastname ?? '',
      gender: child?.gender ?? '',
      birthDate: child?.birthDate ?? '',
      sectionIds: child?.sections.map((s) => s.id) ?? [],
    },
    resolver: formResolver(zChildForm),
  })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty || pending.length > 0)

  const fields = ['firstname', 'lastname', 'gender', 'birthDate', 'sectionIds'] as const
  const submit = form.handleSubmit((values) => {
    const body = {
      firstname: values.firstname,
      lastname: values.lastname,
      gender: values.gender === '' ? null : values.gender,
      birthDate: values.birthDate === '' ? null : values.birthDate,
      sectionIds: values.sectionIds,
    }
    const onError = (e: unknown) => {
      if (!setServerErrors(e, form.setError, { fields })) toast.apiError(e)
    }
    if (!child)
      create.mutate(
        { ...body, guardians: pending.map(guardianInput) },
        {
          onSuccess: (made) => {
            toast.success(t('created'))
            allowLeave()
            void navigate(paths.createdPath(made.id), { replace: true })
          },
          onError,
        },
      )
    else
      update.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('saved'))
          form.reset({ ...values, sectionIds: saved.sections.map((s) => s.id) })
        },
        onError,
      })
  })

  const saveGuardian = async (values: GuardianForm) => {
    if (!child) {
      setPending((list) => [...list, values])
      return
    }
    if (dialog?.guardian) {
      const { relationship } = guardianInput(values)
      await updateGuardian.mutateAsync({
        guardianId: dialog.guardian.id,
        relationship,
        referent: values.referent,
        parentalAuthority: values.parentalAuthority,
      })
    } else await addGuardian.mutateAsync(guardianInput(values))
    toast.success(t('guardian.saved'))
  }

  const runConfirmed = () => {
    if (!confirm) return
    const done = { onError: (e: unknown) => toast.apiError(e), onSettled: () => setConfirm(null) }
    if (typeof confirm === 'object')
      unlink.mutate(confirm.unlink.id, { ...done, onSuccess: () => toast.success(t('guardian.unlinked')) })
    else if (confirm === 'renew')
      renew.mutate(undefined, { ...done, onSuccess: () => toast.success(t('key.renewed')) })
    else
      archive.mutate(confirm === 'archive', { ...done, onSuccess: () => toast.success(t(`${confirm}Toast`)) })
  }

  const confirmText =
    confirm === null
      ? null
      : typeof confirm === 'object'
        ? {
            title: t('guardian.unlinkTitle', {
              name: `${confirm.unlink.firstname} ${confirm.unlink.lastname}`,
            }),
            text: t('guardian.unlinkText'),
            confirm: t('guardian.unlink'),
          }
        : { title: t(`${confirm}Title`), text: t(`${confirm}Text`), confirm: t(confirm) }

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {child ? `${child.firstname} ${child.lastname}` : t('newTitle')}
      </Typography>
      {archived && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('archivedNote')}
        </Typography>
      )}
      <form id="child-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('form')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="firstname"
            label={t('fields.firstname')}
            fullWidth
            margin="dense"
            disabled={!editable}
          />
          <FormTextField
            control={form.control}
            name="lastname"
            label={t('fields.lastname')}
            fullWidth
            margin="dense"
            disabled={!editable}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="gender"
            select
            label={t('fields.gender')}
            fullWidth
            margin="dense"
            disabled={!editable}
          >
            <MenuItem value="">{t('genders.none')}</MenuItem>
            {genders.map((g) => (
              <MenuItem key={g} value={g}>
                {t(`genders.${g}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="birthDate"
            type="date"
            label={t('fields.birthDate')}
            fullWidth
            margin="dense"
            disabled={!editable}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <SectionsField
          control={form.control}
          choices={choices.data?.items ?? []}
          current={child?.sections ?? []}
          disabled={!editable}
        />
        {editable && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={create.isPending || update.isPending}>
              {t(child ? 'save' : 'create')}
            </Button>
            <Button onClick={() => void navigate(paths.listPath)}>{t('cancel')}</Button>
          </Stack>
        )}
      </form>

      <Divider sx={{ my: 3 }} />
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('guardians')}
        </Typography>
        {editable && <Button onClick={() => setDialog({})}>{t('guardian.add')}</Button>}
      </Stack>
      {child ? (
        <GuardiansList
          guardians={child.guardians}
          editable={editable}
          onEdit={(guardian) => setDialog({ guardian })}
          onUnlink={(guardian) => setConfirm({ unlink: guardian })}
          resending={resend.isPending}
          onResend={(guardian) =>
            resend.mutate(guardian.id, {
              onSuccess: () => toast.success(t('guardian.resent', { email: guardian.email ?? '' })),
              onError: (e) => toast.apiError(e),
            })
          }
        />
      ) : pending.length === 0 ? (
        <Typography color="text.secondary">{t('guardian.none')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('guardians')} sx={{ pl: 2 }}>
          {pending.map((g, i) => (
            <Stack key={i} component="li" direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1 }}>
                {g.kind === 'new' ? `${g.firstname} ${g.lastname}` : g.email} ·{' '}
                {g.relationship && t(`relationships.${g.relationship}`)}
              </Typography>
              <Button color="error" onClick={() => setPending((list) => list.filter((_, j) => j !== i))}>
                {t('guardian.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}

      {child && (
        <>
          <Divider sx={{ my: 3 }} />
          <ChildKeyBox
            childKey={child.key}
            editable={editable}
            busy={renew.isPending}
            onRenew={() => setConfirm('renew')}
          />
          {child.canEdit && (
            <Box sx={{ mt: 3 }}>
              <Button
                color={archived ? 'primary' : 'error'}
                variant="outlined"
                onClick={() => setConfirm(archived ? 'restore' : 'archive')}
              >
                {t(archived ? 'restore' : 'archive')}
              </Button>
            </Box>
          )}
        </>
      )}

      {dialog && (
        <GuardianDialog
          guardian={dialog.guardian}
          busy={addGuardian.isPending || updateGuardian.isPending}
          onSubmit={saveGuardian}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={confirmText !== null}
        title={confirmText?.title ?? ''}
        text={confirmText?.text ?? ''}
        confirm={confirmText?.confirm ?? ''}
        busy={unlink.isPending || archive.isPending || renew.isPending}
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      />
      {confirmDialog}
    </Box>
  )
}
