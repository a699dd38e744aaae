import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { AdminFlag } from '@nido/domain/contracts/features'
import { featureOptionSchema, featureOptionSchemas } from '@nido/domain/rules/feature-options'
import type { FeatureKey } from '@nido/domain/enums/features'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSetFlag } from '../queries'
import '../i18n'

// The options editor of one flag (spec 000 §9 feature options; docs/administration-settings.md).
// The fields come from the key's own schema (domain/rules/feature-options.ts): a yes/no choice, a
// list of values, a number, or JSON for lists and maps. "Not set" leaves the option out, so its
// reader's default applies. The values are checked with the same schema before they are sent.

type Kind = { type: 'boolean' } | { type: 'enum'; values: string[] } | { type: 'number' } | { type: 'json' }

function kindOf(schema: z.ZodType): Kind {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
  if (inner instanceof z.ZodBoolean) return { type: 'boolean' }
  if (inner instanceof z.ZodEnum) return { type: 'enum', values: inner.options.map(String) }
  if (inner instanceof z.ZodNumber) return { type: 'number' }
  return { type: 'json' }
}

/** The option fields of a key, in the schema's order. */
export function optionFields(key: FeatureKey): { name: string; kind: Kind }[] {
  const schema = (featureOptionSchemas as Partial<Record<FeatureKey, z.ZodObject>>)[key]
  if (!schema) return []
  return Object.entries(schema.shape).map(([name, field]) => ({ name, kind: kindOf(field as z.ZodType) }))
}

/** A stored option as the field shows it: scalars as typed, anything else as JSON. */
const toText = (kind: Kind, value: unknown): string =>
  value === undefined
    ? ''
    : kind.type !== 'json' &&
        (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      ? String(value)
      : JSON.stringify(value)

type Form = { o: Record<string, string> }

interface Props {
  userId: string
  schoolId: string | null
  flag: AdminFlag
  onClose: () => void
}

export function FlagOptionsDialog({ userId, schoolId, flag, onClose }: Props) {
  const { t } = useTranslation('adminSettings')
  const toast = useToast()
  const save = useSetFlag(userId, schoolId)
  const fields = optionFields(flag.key)
  const own = flag.own?.options ?? {}
  const form = useForm<Form>({
    defaultValues: { o: Object.fromEntries(fields.map((f) => [f.name, toText(f.kind, own[f.name])])) },
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)

  // What an option does, in words (docs/administration-settings.md); the label stays its name.
  const optionHelp = (name: string, type: string) =>
    t(`features.optionHelp.${flag.key}.${name}` as 'features.jsonHelp', {
      defaultValue: type === 'json' ? t('features.jsonHelp') : '',
    }) || undefined
  const submit = form.handleSubmit((values) => {
    const options: Record<string, unknown> = {}
    for (const { name, kind } of fields) {
      const text = values.o[name] ?? ''
      if (text === '') continue
      if (kind.type === 'boolean') options[name] = text === 'true'
      else if (kind.type === 'number') options[name] = Number(text)
      else if (kind.type === 'enum') options[name] = text
      else {
        try {
          options[name] = JSON.parse(text) as unknown
        } catch {
          form.setError(`o.${name}`, { message: t('features.invalidJson') })
          return
        }
      }
    }
    const parsed = featureOptionSchema(flag.key).safeParse(options)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(`o.${String(issue.path[0] ?? fields[0]?.name ?? '')}`, { message: issue.message })
      return
    }
    save.mutate(
      { key: flag.key, state: flag.own?.state ?? flag.effective.state, options: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('saved'))
          onClose()
        },
        onError: (e) => toast.apiError(e),
      },
    )
  })

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="flag-options-title">
      <DialogTitle id="flag-options-title">{t('features.editOptions', { key: flag.key })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('features.optionsHelp')}
        </Typography>
        <form id="flag-options-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2}>
            {fields.map(({ name, kind }) => (
              <Controller
                key={name}
                control={form.control}
                name={`o.${name}`}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    label={name}
                    select={kind.type === 'boolean' || kind.type === 'enum'}
                    type={kind.type === 'number' ? 'number' : 'text'}
                    multiline={kind.type === 'json'}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? optionHelp(name, kind.type)}
                    fullWidth
                  >
                    {kind.type === 'boolean'
                      ? [
                          <MenuItem key="" value="">
                            {t('none')}
                          </MenuItem>,
                          <MenuItem key="true" value="true">
                            {t('features.true')}
                          </MenuItem>,
                          <MenuItem key="false" value="false">
                            {t('features.false')}
                          </MenuItem>,
                        ]
                      : kind.type === 'enum'
                        ? [
                            <MenuItem key="" value="">
                              {t('none')}
                            </MenuItem>,
                            ...kind.values.map((v) => (
                              <MenuItem key={v} value={v}>
                                {v}
                              </MenuItem>
                            )),
                          ]
                        : undefined}
                  </TextField>
                )}
              />
            ))}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="flag-options-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
