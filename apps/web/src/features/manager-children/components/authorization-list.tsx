import {
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AuthorizationAnswer, ChildAuthorizations } from '@nido/domain/contracts/manager-children'
import type { AuthorizationKind } from '@nido/domain/enums/manager-children'
import { currentLanguage } from '@/i18n/index'
import { formatDateTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { useDecideAuthorization } from '../queries'
import '../i18n'

// A child's authorizations, Photos, Outings and Care (docs/manager-children.md, decision 0050 §2):
// granted, refused or not answered, with who answered and when. Staff record an answer given on
// paper, the contract holder answers in the app (`asGuardian`); observers only read.

export function answerState(a: AuthorizationAnswer): 'granted' | 'refused' | 'notAnswered' {
  return a.granted === null ? 'notAnswered' : a.granted ? 'granted' : 'refused'
}

export function AnswerChip({ answer }: { answer: AuthorizationAnswer }) {
  const { t } = useTranslation('managerChildren')
  const state = answerState(answer)
  return (
    <Chip
      size="small"
      color={state === 'granted' ? 'success' : state === 'refused' ? 'error' : 'default'}
      variant={state === 'notAnswered' ? 'outlined' : 'filled'}
      label={t(`authorizations.${state}`)}
    />
  )
}

export function AuthorizationList({
  userId,
  data,
  asGuardian = false,
}: {
  userId: string
  data: ChildAuthorizations
  asGuardian?: boolean
}) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const decide = useDecideAuthorization(userId, data.child.id, asGuardian)
  const language = currentLanguage()
  const answer = (kind: AuthorizationKind, granted: boolean) =>
    decide.mutate(
      { kind, granted },
      { onSuccess: () => toast.success(t('authorizations.saved')), onError: (e) => toast.apiError(e) },
    )

  return (
    <Stack spacing={2}>
      {data.items.map((a) => {
        const labelId = `authorization-${a.kind}`
        const state = answerState(a)
        const who =
          a.decidedBy && a.decidedAt
            ? t('authorizations.decidedBy', {
                name: `${a.decidedBy.firstname} ${a.decidedBy.lastname}`,
                date: formatDateTime(new Date(a.decidedAt), language),
              })
            : null
        return (
          <Paper key={a.kind} variant="outlined" component="section" aria-labelledby={labelId} sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography id={labelId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {t(`authorizations.kinds.${a.kind}`)}
              </Typography>
              <AnswerChip answer={a} />
            </Stack>
            <Typography color="text.secondary">{t(`authorizations.kindHelp.${a.kind}`)}</Typography>
            {who && <Typography variant="body2">{who}</Typography>}
            {data.canEdit && (
              <FormControl sx={{ mt: 1 }}>
                <FormLabel id={`${labelId}-answer`}>
                  {t('authorizations.answerOf', { kind: t(`authorizations.kinds.${a.kind}`) })}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${labelId}-answer`}
                  value={state === 'notAnswered' ? '' : state}
                  onChange={(e) => answer(a.kind, e.target.value === 'granted')}
                >
                  <FormControlLabel
                    value="granted"
                    control={<Radio disabled={decide.isPending} />}
                    label={t('authorizations.granted')}
                  />
                  <FormControlLabel
                    value="refused"
                    control={<Radio disabled={decide.isPending} />}
                    label={t('authorizations.refused')}
                  />
                </RadioGroup>
              </FormControl>
            )}
          </Paper>
        )
      })}
    </Stack>
  )
}
