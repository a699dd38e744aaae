import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ShareTargetInput, ShareTargetOptions } from '@nido/domain/contracts/posts'
import '../i18n'

// Issue 5 item 2: sharing targets, offered exactly as the server would accept them
// (GET /api/v1/share-targets): the school, its sections in scope, people in scope.

interface Props {
  options: ShareTargetOptions
  value: ShareTargetInput[]
  onChange: (targets: ShareTargetInput[]) => void
  error: boolean
}

export function TargetsPicker({ options, value, onChange, error }: Props) {
  const { t } = useTranslation('posts')
  const has = (type: ShareTargetInput['targetType'], id: string) =>
    value.some((v) => v.targetType === type && v.targetId === id)
  const toggle = (type: ShareTargetInput['targetType'], id: string, on: boolean) =>
    onChange(
      on
        ? [...value, { targetType: type, targetId: id }]
        : value.filter((v) => !(v.targetType === type && v.targetId === id)),
    )
  const chosenUsers = options.users.filter((u) => has('User', u.id))
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={error}>
        {t('edit.shareWith')}
      </FormLabel>
      {options.targetTypes.length === 0 && (
        <Typography color="text.secondary">{t('edit.cannotShare')}</Typography>
      )}
      <FormGroup>
        {options.schools.map((s) => (
          <FormControlLabel
            key={s.id}
            control={
              <Checkbox
                checked={has('School', s.id)}
                onChange={(e) => toggle('School', s.id, e.target.checked)}
              />
            }
            label={t('edit.wholeSchool', { name: s.name })}
          />
        ))}
        {options.sections.map((s) => (
          <FormControlLabel
            key={s.id}
            control={
              <Checkbox
                checked={has('Section', s.id)}
                onChange={(e) => toggle('Section', s.id, e.target.checked)}
              />
            }
            label={s.name}
          />
        ))}
      </FormGroup>
      {options.targetTypes.includes('User') && (
        <Autocomplete
          multiple
          options={options.users}
          value={chosenUsers}
          getOptionLabel={(u) => `${u.firstname} ${u.lastname}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, users) =>
            onChange([
              ...value.filter((v) => v.targetType !== 'User'),
              ...users.map((u) => ({ targetType: 'User' as const, targetId: u.id })),
            ])
          }
          renderInput={(params) => <TextField {...params} label={t('edit.people')} />}
        />
      )}
      {error && (
        <Typography variant="caption" color="error">
          {t('edit.targetsRequired')}
        </Typography>
      )}
    </Stack>
  )
}
