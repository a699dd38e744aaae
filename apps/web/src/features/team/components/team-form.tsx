import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TeamCreatableProfile, TeamMember } from '@nido/domain/contracts/team'
import { genders } from '@nido/domain/enums/people'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveMember } from '../queries'
import { AssignmentRow } from './assignment-row'
import { newAssignment, teamFormValues, toBody, zTeamForm, type TeamForm as Values } from './team-form-schema'
import '../i18n'

// Spec 000 §2 /team/teacher/new|edit/{id} and /team/director/new|edit/{id}: one form for both
// (docs/team.md). react-hook-form with the contract's rules, the server's field errors on their
// fields, and a question before leaving with unsaved changes (docs/forms.md). Under ReadOnly team
// access (spec 000 §5) or for an observer, the form only shows.

interface Props {
  userId: string
  /** The profile created, or the edited member's (a sponsor is edited as a director is). */
  profile: TeamCreatableProfile | 'SPONSOR'
  member: TeamMember | null
  /** The actor's schools: the picker offers them. */
  schools: ReadonlyArray<{ id: string; name: string }>
  defaultSchoolId: string
  readOnly: boolean
  onSaved: (member: TeamMember) => void
}

const flags = ['isModerator', 'moderated', 'observer'] as const

export function TeamForm({ userId, profile, member, schools, defaultSchoolId, readOnly, onSaved }: Props) {
  const { t } = useTranslation('team')
  const toast = useToast()
  const save = useSaveMember(userId, member?.id ?? null, profile === 'SPONSOR' ? 'DIRECTOR' : profile)
  const form = useForm<Values>({
    defaultValues: teamFormValues(member, defaultSchoolId),
    resolver: formResolver(zTeamForm),
  })
  const assignments = useFieldArray({ control: form.control, name: 'assignments' })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty && !readOnly)
  const kept = member?.assignments.filter((a) => !a.manageable) ?? []

  const submit = form.handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        toast.success(t(member ? 'form.saved' : 'form.created'))
        allowLeave()
        onSaved(saved)
      },
      onError: (e) => {
        const fields = ['firstname', 'lastname', 'email', 'phone', 'jobTitle', 'assignments'] as const
        if (!setServerErrors(e, form.setError, { fields })) toast.apiError(e)
      },
    }),
  )
  const assignmentsError = form.formState.errors.assignments

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('form.label')}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="firstname"
            label={t('form.firstname')}
            fullWidth
            disabled={readOnly}
            required
          />
          <FormTextField
            control={form.control}
            name="lastname"
            label={t('form.lastname')}
            fullWidth
            disabled={readOnly}
            required
          />
        </Stack>
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <TextField
              select
              label={t('form.gender')}
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly}
            >
              <MenuItem value="">{t('form.genderNone')}</MenuItem>
              {genders.map((g) => (
                <MenuItem key={g} value={g}>
                  {t(`gender.${g}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('form.email')}
          disabled={readOnly}
          required
        />
        <FormTextField
          control={form.control}
          name="phone"
          type="tel"
          label={t('form.phone')}
          disabled={readOnly}
        />
        <FormTextField
          control={form.control}
          name="jobTitle"
          label={t('form.jobTitle')}
          disabled={readOnly}
        />
        <FormGroup>
          {flags.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={readOnly}
                    />
                  }
                  label={t(`form.${flag}`)}
                />
              )}
            />
          ))}
        </FormGroup>
        <Typography variant="h6" component="h2">
          {t('form.assignments')}
        </Typography>
        {assignments.fields.map((field, index) => (
          <AssignmentRow
            key={field.id}
            userId={userId}
            control={form.control}
            index={index}
            schools={schools}
            sections={profile === 'TEACHER'}
            disabled={readOnly}
            onRemove={() => assignments.remove(index)}
          />
        ))}
        {assignmentsError && <FormHelperText error>{t('form.assignmentsRequired')}</FormHelperText>}
        {kept.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('form.kept', { names: kept.map((a) => a.sectionName ?? a.schoolName ?? '—').join(', ') })}
          </Typography>
        )}
        {!readOnly && (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => assignments.append(newAssignment(defaultSchoolId || (schools[0]?.id ?? '')))}
            >
              {t('form.addAssignment')}
            </Button>
          </Box>
        )}
        {!readOnly && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('form.save')}
            </Button>
          </Box>
        )}
      </Stack>
      {confirmDialog}
    </Box>
  )
}
