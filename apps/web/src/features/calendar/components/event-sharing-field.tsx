import { Autocomplete, Chip, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useController, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CalendarSharing } from '@nido/domain/contracts/calendar'
import { useFieldErrorText } from '@/ui/form/field-error'
import { sharingOptionsQuery } from '../queries'
import type { EventForm } from './event-form'
import '../i18n'

// Spec 001 §3 sharingList: the schools, sections and children (within the author's scope) whose
// families see the event, in one list grouped by kind.

interface SharingOption {
  kind: keyof CalendarSharing
  id: string
  label: string
  group: string
}

const kinds = ['schoolIds', 'sectionIds', 'childIds'] as const

export function EventSharingField({ userId, control }: { userId: string; control: Control<EventForm> }) {
  const { t } = useTranslation('calendar')
  const errorText = useFieldErrorText()
  const options = useQuery(sharingOptionsQuery(userId))
  const { field, fieldState } = useController({ control, name: 'sharing' })
  const error = errorText(fieldState.error)

  const sharingOptions: SharingOption[] = options.data
    ? [
        ...(options.data.targetTypes.includes('School') ? options.data.schools : []).map((s) => ({
          kind: 'schoolIds' as const,
          id: s.id,
          label: s.name,
          group: t('form.schools'),
        })),
        ...(options.data.targetTypes.includes('Section') ? options.data.sections : []).map((s) => ({
          kind: 'sectionIds' as const,
          id: s.id,
          label: s.name,
          group: t('form.sections'),
        })),
        ...(options.data.targetTypes.includes('User') ? options.data.users : [])
          .filter((u) => u.profileType === 'CHILD')
          .map((u) => ({
            kind: 'childIds' as const,
            id: u.id,
            label: `${u.firstname} ${u.lastname}`,
            group: t('form.children'),
          })),
      ]
    : []
  const selected = kinds.flatMap((kind) =>
    field.value[kind].map(
      (id) =>
        sharingOptions.find((o) => o.kind === kind && o.id === id) ?? {
          kind,
          id,
          label: t('form.unknown'),
          group: '',
        },
    ),
  )

  return (
    <Autocomplete
      multiple
      loading={options.isLoading}
      options={sharingOptions}
      groupBy={(o) => o.group}
      value={selected}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      getOptionLabel={(o) => o.label}
      onChange={(_, values) =>
        field.onChange({
          schoolIds: values.filter((v) => v.kind === 'schoolIds').map((v) => v.id),
          sectionIds: values.filter((v) => v.kind === 'sectionIds').map((v) => v.id),
          childIds: values.filter((v) => v.kind === 'childIds').map((v) => v.id),
        })
      }
      onBlur={field.onBlur}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} label={item.label} size="small" {...props} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.sharing')}
          error={!!error}
          helperText={error ?? t('form.sharingHelp')}
        />
      )}
    />
  )
}
