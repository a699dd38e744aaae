import {
  Card,
  CardContent,
  CardHeader,
  IconButton,
  InputAdornment,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import type { AllowedToBring, DeparturePerson, MorningWordItem } from '@nido/domain/contracts/daily'
import {
  morningWordFoodQualities,
  morningWordMoodQualities,
  morningWordSleepQualities,
} from '@nido/domain/enums/daily'
import { limits } from '@nido/domain/limits'
import { bottleStepMl, temperatureUnit } from '@nido/domain/rules/daily-measures'
import { chooseDeparturePerson, morningWordItemValid } from '@nido/domain/rules/morning-word'
import { TimeField } from './time-field'
import type { CardErrors, NumberDrafts } from './morning-word-state'
import '../i18n'

interface Props {
  item: MorningWordItem
  onChange: (item: MorningWordItem) => void
  onRemove: () => void
  errors: CardErrors
  drafts: NumberDrafts
  onDraft: (field: keyof NumberDrafts, text: string) => void
  /** Spec 001 §4: with 'all fine' the Sleep and Food qualities stay cleared. */
  allFine: boolean
  people: AllowedToBring | null
  disabled: boolean
}

type PersonField = Exclude<keyof DeparturePerson, 'rawTextPicker'>

/** One card per item type (spec 001 §2), with the fields of spec 001 §3 and the §5 messages. */
export function MorningWordCard(props: Props) {
  const { t } = useTranslation('daily')
  const { item, onRemove, disabled } = props
  const typeLabel = t(`types.${item.type}`)
  const headingId = `morning-word-card-${item.type}`
  const valid = morningWordItemValid(item)
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        sx={{ pb: 0 }}
        title={
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {typeLabel}
          </Typography>
        }
        action={
          <IconButton
            aria-label={t('drawer.remove', { type: typeLabel })}
            onClick={onRemove}
            disabled={disabled}
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        }
      />
      <CardContent>
        <Stack spacing={2}>
          <CardFields {...props} />
          {!valid && (
            <Typography variant="caption" color="warning.main" role="note">
              {t('drawer.incomplete', { hint: t(`hints.${item.type}`) })}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

function CardFields({ item, onChange, errors, drafts, onDraft, allFine, people, disabled }: Props) {
  const { t } = useTranslation('daily')
  const message = (key: string | undefined, values?: Record<string, unknown>) =>
    key ? t(`errors.${key}` as 'errors.timeStep', values ?? {}) : null
  switch (item.type) {
    case 'Mood':
      return (
        <QualityChoice
          label={t('types.Mood')}
          values={morningWordMoodQualities}
          value={item.quality}
          text={(v) => t(`moods.${v}`)}
          onChange={(quality) => onChange({ ...item, quality })}
          disabled={disabled}
        />
      )
    case 'Food':
      return (
        <>
          <QualityChoice
            label={t('fields.quality')}
            values={morningWordFoodQualities}
            value={item.quality}
            text={(v) => t(`qualities.${v}`)}
            onChange={(quality) => onChange({ ...item, quality })}
            disabled={disabled || allFine}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.quantity')}
              type="number"
              size="small"
              fullWidth
              value={drafts.quantity}
              onChange={(e) => onDraft('quantity', e.target.value)}
              disabled={disabled}
              error={Boolean(errors.quantity)}
              helperText={
                message(errors.quantity, { max: limits.daily.bottleQuantityMaxMl }) ??
                t('fields.quantityHelp', { max: limits.daily.bottleQuantityMaxMl })
              }
              slotProps={{
                htmlInput: { min: 0, max: limits.daily.bottleQuantityMaxMl, step: bottleStepMl },
                input: { endAdornment: <InputAdornment position="end">{t('units.ml')}</InputAdornment> },
              }}
            />
            <TimeField
              label={t('fields.mealTime')}
              value={item.time}
              onChange={(time) => onChange({ ...item, time })}
              error={message(errors.time)}
              disabled={disabled}
            />
          </Stack>
        </>
      )
    case 'Sleep':
      return (
        <>
          <QualityChoice
            label={t('fields.quality')}
            values={morningWordSleepQualities}
            value={item.quality}
            text={(v) => t(`qualities.${v}`)}
            onChange={(quality) => onChange({ ...item, quality })}
            disabled={disabled || allFine}
          />
          <TimeField
            label={t('fields.sleepTime')}
            value={item.time}
            onChange={(time) => onChange({ ...item, time })}
            error={message(errors.time)}
            disabled={disabled}
          />
        </>
      )
    case 'Departure':
      return (
        <>
          <PersonSelect
            item={item}
            people={people}
            disabled={disabled}
            onChange={(person) => onChange({ ...item, ...person })}
          />
          <TextField
            label={t('fields.otherName')}
            size="small"
            fullWidth
            value={item.rawTextPicker ?? ''}
            // Spec 001 §5: typing a name clears the chosen person.
            onChange={(e) =>
              onChange({
                ...item,
                ...chooseDeparturePerson('rawTextPicker', e.target.value === '' ? null : e.target.value),
              })
            }
            disabled={disabled}
            error={Boolean(errors.person)}
            helperText={message(errors.person) ?? t('fields.otherNameHelp')}
            slotProps={{ htmlInput: { maxLength: limits.daily.pickupNameMaxLength } }}
          />
          <TimeField
            label={t('fields.departureTime')}
            value={item.time}
            onChange={(time) => onChange({ ...item, time })}
            error={message(errors.time)}
            disabled={disabled}
          />
        </>
      )
    case 'Health': {
      const value = Number(drafts.temperature)
      const unit = drafts.temperature !== '' && Number.isFinite(value) ? temperatureUnit(value) : 'C'
      return (
        <>
          <TextField
            label={t('fields.temperature')}
            type="number"
            size="small"
            fullWidth
            value={drafts.temperature}
            onChange={(e) => onDraft('temperature', e.target.value)}
            disabled={disabled}
            error={Boolean(errors.temperature)}
            helperText={message(errors.temperature)}
            slotProps={{
              htmlInput: { step: 0.1, min: 34, max: 108 },
              input: {
                endAdornment: <InputAdornment position="end">{t(`units.${unit}`)}</InputAdornment>,
              },
            }}
          />
          <CommentField
            label={t('fields.comment')}
            value={item.comment}
            onChange={(comment) => onChange({ ...item, comment })}
            disabled={disabled}
          />
        </>
      )
    }
    case 'Treatment':
      return (
        <CommentField
          label={t('fields.treatment')}
          value={item.comment}
          onChange={(comment) => onChange({ ...item, comment })}
          disabled={disabled}
        />
      )
    case 'Note':
      return (
        <CommentField
          label={t('fields.note')}
          value={item.comment}
          onChange={(comment) => onChange({ ...item, comment })}
          disabled={disabled}
        />
      )
  }
}

function QualityChoice<V extends string>({
  label,
  values,
  value,
  text,
  onChange,
  disabled,
}: {
  label: string
  values: readonly V[]
  value: V | null
  text: (value: V) => string
  onChange: (value: V | null) => void
  disabled: boolean
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={label}
      value={value}
      // Touching the chosen value again clears it (null), as the validity rule expects.
      onChange={(_e, next: V | null) => onChange(next)}
      disabled={disabled}
    >
      {values.map((v) => (
        <ToggleButton key={v} value={v}>
          {text(v)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

function CommentField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string
  value: string | null
  onChange: (value: string | null) => void
  disabled: boolean
}) {
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      multiline
      minRows={2}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: limits.daily.morningWordCommentMaxLength } }}
    />
  )
}

const personFields: Record<'holders' | 'allowed' | 'guardians', PersonField> = {
  holders: 'contractHolderId',
  allowed: 'allowedToBringChildId',
  guardians: 'guardianId',
}

/**
 * Spec 001 §6: with the manager feature on, contract holders and allowed persons under group
 * headers; otherwise the guardians. Choosing one clears the free-text name (§5).
 */
function PersonSelect({
  item,
  people,
  disabled,
  onChange,
}: {
  item: Extract<MorningWordItem, { type: 'Departure' }>
  people: AllowedToBring | null
  disabled: boolean
  onChange: (person: DeparturePerson) => void
}) {
  const { t } = useTranslation('daily')
  const groups: { key: keyof typeof personFields; list: AllowedToBring['guardians'] }[] = people
    ? people.managerOn
      ? [
          { key: 'holders', list: people.holders },
          { key: 'allowed', list: people.allowedToBringChild },
        ]
      : [{ key: 'guardians', list: people.guardians }]
    : []
  const current = item.contractHolderId
    ? `contractHolderId:${item.contractHolderId}`
    : item.allowedToBringChildId
      ? `allowedToBringChildId:${item.allowedToBringChildId}`
      : item.guardianId
        ? `guardianId:${item.guardianId}`
        : ''
  const byPosition = (list: AllowedToBring['guardians']) => [...list].sort((a, b) => a.position - b.position)
  return (
    <TextField
      select
      label={t('fields.person')}
      size="small"
      fullWidth
      value={current}
      disabled={disabled || !people}
      onChange={(e) => {
        const [field, id] = e.target.value.split(':') as [PersonField | '', string | undefined]
        onChange(
          field && id
            ? chooseDeparturePerson(field, id)
            : // "Nobody chosen" keeps a name typed by hand.
              chooseDeparturePerson('rawTextPicker', item.rawTextPicker),
        )
      }}
    >
      <MenuItem value="">
        <em>{t('fields.noPerson')}</em>
      </MenuItem>
      {groups.flatMap(({ key, list }) => [
        ...(people?.managerOn ? [<ListSubheader key={`h-${key}`}>{t(`fields.${key}`)}</ListSubheader>] : []),
        ...byPosition(list).map((p) => (
          <MenuItem key={`${key}-${p.id}`} value={`${personFields[key]}:${p.id}`}>
            {p.firstname} {p.lastname}
          </MenuItem>
        )),
      ])}
    </TextField>
  )
}
