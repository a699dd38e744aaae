import { useMemo, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import LibraryAddIcon from '@mui/icons-material/LibraryAdd'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  advisorAudiences,
  type AdvisorAudience,
  type AdvisorCampaign,
  type AdvisorCampaignInput,
} from '@nido/domain/contracts/advisor'
import { now } from '@/session/clock'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { LibraryPicker } from '../components/library-picker'
import { QuestionList, type DraftQuestion } from '../components/question-list'
import {
  advisorScopeQuery,
  campaignQuery,
  sectorsQuery,
  useDeleteCampaign,
  useSaveCampaign,
} from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/campaigns/new and /advisor/campaigns/{id}/edit (docs/advisor.md "Pages";
// the fields are decision 0051's): name, audiences, schools or sectors, opening and closing dates,
// anonymous or identified, the ordered questions. Once a reply arrived, anonymity and the
// questions' kinds and order are fixed (the API answers ADVISOR_CAMPAIGN_LOCKED); the form shows
// them read-only and says why. Leaving with unsaved changes asks first.

export default function CampaignEditPage() {
  const { id = 'new' } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('advisor')
  const isNew = id === 'new'
  const existing = useQuery({ ...campaignQuery(me.user.id, id), enabled: !isNew })
  if (!isNew && existing.isPending) return <CircularProgress aria-label={t('loading')} />
  if (!isNew && existing.isError)
    return (
      <ErrorBlock title={t('loadFailed')} error={existing.error} onRetry={() => void existing.refetch()} />
    )
  return <CampaignForm key={id} userId={me.user.id} campaign={isNew ? null : (existing.data ?? null)} />
}

interface FormValues {
  name: string
  audiences: AdvisorAudience[]
  schoolIds: string[]
  sectorIds: string[]
  opensOn: string
  closesOn: string
  anonymous: boolean
  questions: DraftQuestion[]
}

let counter = 0
const newKey = () => `new-${++counter}`

function today(): string {
  const d = now()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function initialValues(c: AdvisorCampaign | null): FormValues {
  if (!c)
    return {
      name: '',
      audiences: ['families'],
      schoolIds: [],
      sectorIds: [],
      opensOn: today(),
      closesOn: '',
      anonymous: true,
      questions: [{ key: newKey(), content: '', kind: 'stars', nps: false }],
    }
  return {
    name: c.name,
    audiences: c.audiences,
    // The schools reached, those of its sectors included (the server expands sectors on save).
    schoolIds: c.schools.map((s) => s.id),
    sectorIds: c.sectorIds,
    opensOn: c.opensOn,
    closesOn: c.closesOn ?? '',
    anonymous: c.anonymous,
    questions: c.questions.map((q) => ({
      key: q.id,
      id: q.id,
      libraryQuestionId: q.libraryQuestionId,
      content: q.content,
      kind: q.kind,
      nps: q.nps,
    })),
  }
}

type ErrorKey = 'name' | 'audiences' | 'places' | 'closesOn' | 'questions'

function validate(v: FormValues): Partial<Record<ErrorKey, string>> {
  const errors: Partial<Record<ErrorKey, string>> = {}
  if (!v.name.trim()) errors.name = 'campaign.nameRequired'
  if (v.audiences.length === 0) errors.audiences = 'campaign.audiencesRequired'
  if (v.schoolIds.length + v.sectorIds.length === 0) errors.places = 'campaign.placesRequired'
  if (v.closesOn && v.closesOn < v.opensOn) errors.closesOn = 'campaign.closesBeforeOpens'
  if (v.questions.length === 0 || v.questions.some((q) => !q.content.trim()))
    errors.questions = 'campaign.questionsRequired'
  return errors
}

function toInput(v: FormValues): AdvisorCampaignInput {
  return {
    name: v.name.trim(),
    audiences: v.audiences,
    opensOn: v.opensOn,
    closesOn: v.closesOn || null,
    anonymous: v.anonymous,
    schoolIds: v.schoolIds,
    sectorIds: v.sectorIds,
    questions: v.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      ...(q.libraryQuestionId ? { libraryQuestionId: q.libraryQuestionId } : {}),
      content: q.content.trim(),
      kind: q.kind,
      nps: q.kind === 'scale' && q.nps,
    })),
  }
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item)
}

function CampaignForm({ userId, campaign }: { userId: string; campaign: AdvisorCampaign | null }) {
  const { t } = useTranslation('advisor')
  const toast = useToast()
  const navigate = useNavigate()
  const initial = useMemo(() => initialValues(campaign), [campaign])
  const [values, setValues] = useState<FormValues>(initial)
  const [submitted, setSubmitted] = useState(false)
  const [picking, setPicking] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const save = useSaveCampaign(userId, campaign?.id ?? null)
  const remove = useDeleteCampaign(userId)
  const scope = useQuery(advisorScopeQuery(userId))
  const sectors = useInfiniteQuery(sectorsQuery(userId))
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(dirty)
  const locked = campaign?.hasReplies ?? false
  const errors = submitted ? validate(values) : {}
  const errorText = (key: ErrorKey) => {
    const e = errors[key]
    return e ? t(e as 'campaign.placesRequired') : undefined
  }
  const set = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }))
  // The schools offered: those in scope, and those already in the campaign (a director sees only theirs).
  const schools = [
    ...(scope.data?.schools ?? []),
    ...(campaign?.schools ?? []).filter((s) => !scope.data?.schools.some((o) => o.id === s.id)),
  ]
  const sectorList = sectors.data?.pages.flatMap((p) => p.items) ?? []

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (Object.keys(validate(values)).length > 0) return
    save.mutate(toInput(values), {
      onSuccess: (saved) => {
        toast.success(t(campaign ? 'campaign.saved' : 'campaign.created'))
        allowLeave()
        void navigate(`/advisor/campaigns/${saved.id}`)
      },
      onError: (error) => toast.apiError(error),
    })
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1, mb: 4, maxWidth: 860 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(campaign ? 'campaign.editTitle' : 'campaign.newTitle')}
      </Typography>
      <Stack spacing={3}>
        <TextField
          label={t('campaign.name')}
          value={values.name}
          required
          error={!!errors.name}
          helperText={errorText('name')}
          onChange={(e) => set({ name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControl component="fieldset" error={!!errors.audiences}>
          <FormLabel component="legend">{t('campaign.audiences')}</FormLabel>
          <FormGroup row>
            {advisorAudiences.map((a) => (
              <FormControlLabel
                key={a}
                control={
                  <Checkbox
                    checked={values.audiences.includes(a)}
                    onChange={(e) => set({ audiences: toggle(values.audiences, a, e.target.checked) })}
                  />
                }
                label={t(`audiences.${a}`)}
              />
            ))}
          </FormGroup>
          {errors.audiences && <FormHelperText>{errorText('audiences')}</FormHelperText>}
        </FormControl>
        <FormControl component="fieldset" error={!!errors.places}>
          <FormLabel component="legend">{t('campaign.schools')}</FormLabel>
          {scope.isPending ? (
            <CircularProgress size={24} aria-label={t('loading')} />
          ) : (
            <FormGroup row>
              {schools.map((s) => (
                <FormControlLabel
                  key={s.id}
                  control={
                    <Checkbox
                      checked={values.schoolIds.includes(s.id)}
                      onChange={(e) => set({ schoolIds: toggle(values.schoolIds, s.id, e.target.checked) })}
                    />
                  }
                  label={s.name}
                />
              ))}
            </FormGroup>
          )}
          {errors.places && <FormHelperText>{errorText('places')}</FormHelperText>}
        </FormControl>
        {sectorList.length > 0 && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('campaign.sectors')}</FormLabel>
            <FormGroup row>
              {sectorList.map((s) => (
                <FormControlLabel
                  key={s.id}
                  control={
                    <Checkbox
                      checked={values.sectorIds.includes(s.id)}
                      onChange={(e) => set({ sectorIds: toggle(values.sectorIds, s.id, e.target.checked) })}
                    />
                  }
                  label={s.name}
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('campaign.opensOn')}
            value={values.opensOn}
            required
            onChange={(e) => set({ opensOn: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('campaign.closesOn')}
            value={values.closesOn}
            error={!!errors.closesOn}
            helperText={errorText('closesOn') ?? t('campaign.closesOnHelp')}
            onChange={(e) => set({ closesOn: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormControl component="fieldset" disabled={locked}>
          <FormLabel component="legend">{t('campaign.anonymity')}</FormLabel>
          <RadioGroup
            value={values.anonymous ? 'anonymous' : 'identified'}
            onChange={(e) => set({ anonymous: e.target.value === 'anonymous' })}
          >
            <FormControlLabel value="anonymous" control={<Radio />} label={t('campaign.anonymous')} />
            <FormControlLabel value="identified" control={<Radio />} label={t('campaign.identified')} />
          </RadioGroup>
        </FormControl>
        {locked && <Alert severity="info">{t('campaign.locked')}</Alert>}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {t('campaign.questions')}
          </Typography>
          <QuestionList
            questions={values.questions}
            locked={locked}
            onChange={(questions) => set({ questions })}
          />
          {errors.questions && (
            <FormHelperText error sx={{ mt: 1 }}>
              {errorText('questions')}
            </FormHelperText>
          )}
          {!locked && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                startIcon={<AddIcon />}
                disabled={values.questions.length >= 50}
                onClick={() =>
                  set({
                    questions: [
                      ...values.questions,
                      { key: newKey(), content: '', kind: 'stars', nps: false },
                    ],
                  })
                }
              >
                {t('campaign.addQuestion')}
              </Button>
              <Button startIcon={<LibraryAddIcon />} onClick={() => setPicking(true)}>
                {t('campaign.fromLibrary')}
              </Button>
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
          <Button
            onClick={() =>
              void navigate(campaign ? `/advisor/campaigns/${campaign.id}` : '/advisor/campaigns')
            }
          >
            {t('cancel')}
          </Button>
          {campaign?.canEdit && (
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {picking && (
        <LibraryPicker
          userId={userId}
          onPick={(q) =>
            set({
              questions: [
                ...values.questions,
                { key: newKey(), libraryQuestionId: q.id, content: q.content, kind: q.kind, nps: q.nps },
              ],
            })
          }
          onClose={() => setPicking(false)}
        />
      )}
      {campaign && (
        <ConfirmDialog
          open={deleting}
          title={t('campaign.deleteTitle', { name: campaign.name })}
          text={t('campaign.deleteText')}
          confirm={t('delete')}
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(campaign.id, {
              onSuccess: () => {
                toast.success(t('campaign.deleted'))
                allowLeave()
                void navigate('/advisor/campaigns')
              },
              onError: (e) => toast.apiError(e),
            })
          }
        />
      )}
      {confirmDialog}
    </Box>
  )
}
