import { useQuery } from '@tanstack/react-query'
import { useController, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFieldErrorText } from '@/ui/form/field-error'
import { TargetsPicker, type TargetOption } from '@/ui/targets-picker'
import { sharingOptionsQuery } from '../queries'
import type { EventForm } from './event-form'
import '../i18n'

// Spec 001 §3 sharingList: the schools, sections and children (within the author's scope) whose
// families see the event, in one list grouped by kind.

type Sharing = EventForm['sharing']

const kinds = ['schoolIds', 'sectionIds', 'childIds'] as const

const keyOf = (kind: keyof Sharing, id: string) => `${kind}:${id}`

/** The picker's keys (`kind:id`) back to the form's value. */
function sharingOf(keys: readonly string[]): Sharing {
  const ids = (kind: keyof Sharing) =>
    keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1))
  return { schoolIds: ids('schoolIds'), sectionIds: ids('sectionIds'), childIds: ids('childIds') }
}

export function EventSharingField({ userId, control }: { userId: string; control: Control<EventForm> }) {
  const { t } = useTranslation('calendar')
  const errorText = useFieldErrorText()
  const options = useQuery(sharingOptionsQuery(userId))
  const { field, fieldState } = useController({ control, name: 'sharing' })

  const sharingOptions: TargetOption[] = options.data
    ? [
        ...(options.data.targetTypes.includes('School') ? options.data.schools : []).map((s) => ({
          key: keyOf('schoolIds', s.id),
          label: s.name,
          group: t('form.schools'),
        })),
        ...(options.data.targetTypes.includes('Section') ? options.data.sections : []).map((s) => ({
          key: keyOf('sectionIds', s.id),
          label: s.name,
          group: t('form.sections'),
        })),
        ...(options.data.targetTypes.includes('User') ? options.data.users : [])
          .filter((u) => u.profileType === 'CHILD')
          .map((u) => ({
            key: keyOf('childIds', u.id),
            label: `${u.firstname} ${u.lastname}`,
            group: t('form.children'),
          })),
      ]
    : []

  return (
    <TargetsPicker
      options={sharingOptions}
      value={kinds.flatMap((kind) => field.value[kind].map((id) => keyOf(kind, id)))}
      onChange={(keys) => field.onChange(sharingOf(keys))}
      onBlur={field.onBlur}
      label={t('form.sharing')}
      helperText={t('form.sharingHelp')}
      error={errorText(fieldState.error)}
      loading={options.isLoading}
      unknownLabel={t('form.unknown')}
    />
  )
}
