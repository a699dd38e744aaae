import { useState } from 'react'
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import { useTranslation } from 'react-i18next'
import { advisorQuestionKinds, type AdvisorQuestionKind } from '@nido/domain/contracts/advisor'
import { visuallyHidden } from '@/ui/visually-hidden'
import '../i18n'

// A campaign's ordered questions (docs/advisor.md "Pages"): text, kind (stars, 0–10, text only)
// and the NPS flag on a 0–10 question. Order changes with up and down buttons, which keyboards and
// screen readers reach like any button; the new position is announced, and focus follows the
// moved question's button so that pressing again keeps moving it. Once replies exist (`locked`),
// only the wording may change (decision 0051 point 2).

export interface DraftQuestion {
  /** Keeps a row's identity while rows move (the saved id, or a local one). */
  key: string
  id?: string
  libraryQuestionId?: string | null
  content: string
  kind: AdvisorQuestionKind
  nps: boolean
}

/** `questions` with the one at `index` moved by `by` (−1 up, +1 down); unchanged at either end. */
export function moveQuestion<T>(questions: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= questions.length) return [...questions]
  const next = [...questions]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved!)
  return next
}

export function QuestionList({
  questions,
  onChange,
  locked,
}: {
  questions: readonly DraftQuestion[]
  onChange: (questions: DraftQuestion[]) => void
  locked: boolean
}) {
  const { t } = useTranslation('advisor')
  const [announce, setAnnounce] = useState('')
  const update = (key: string, change: Partial<DraftQuestion>) =>
    onChange(questions.map((q) => (q.key === key ? { ...q, ...change } : q)))
  const move = (index: number, by: -1 | 1) => {
    onChange(moveQuestion(questions, index, by))
    setAnnounce(t('campaign.moved', { n: index + by + 1 }))
    // Focus follows the question: the same button of its new row, or the other one at an end.
    const target = index + by
    const edge = target === 0 || target === questions.length - 1
    const direction = edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'
    requestAnimationFrame(() =>
      document.getElementById(`question-${direction}-${questions[index]!.key}`)?.focus(),
    )
  }

  return (
    <>
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((q, index) => {
          const n = index + 1
          return (
            <Paper
              component="li"
              key={q.key}
              variant="outlined"
              sx={{ p: 1.5 }}
              aria-label={t('campaign.question', { n })}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Typography sx={{ pt: 1, minWidth: 24 }} aria-hidden>
                  {n}.
                </Typography>
                <TextField
                  fullWidth
                  size="small"
                  multiline
                  label={t('campaign.questionText', { n })}
                  value={q.content}
                  required
                  onChange={(e) => update(q.key, { content: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
                <TextField
                  select
                  size="small"
                  label={t('campaign.questionKind', { n })}
                  value={q.kind}
                  disabled={locked}
                  sx={{ minWidth: 160 }}
                  onChange={(e) => {
                    const kind = e.target.value as AdvisorQuestionKind
                    update(q.key, { kind, nps: kind === 'scale' ? q.nps : false })
                  }}
                >
                  {advisorQuestionKinds.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <IconButton
                    id={`question-up-${q.key}`}
                    aria-label={t('campaign.moveUp', { n })}
                    disabled={locked || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    id={`question-down-${q.key}`}
                    aria-label={t('campaign.moveDown', { n })}
                    disabled={locked || index === questions.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('campaign.remove', { n })}
                    disabled={locked}
                    onClick={() => onChange(questions.filter((other) => other.key !== q.key))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              </Stack>
              {q.kind === 'scale' && (
                <FormControlLabel
                  sx={{ ml: 3 }}
                  control={
                    <Checkbox
                      checked={q.nps}
                      disabled={locked}
                      onChange={(e) => update(q.key, { nps: e.target.checked })}
                    />
                  }
                  label={t('campaign.nps')}
                />
              )}
            </Paper>
          )
        })}
      </Stack>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
    </>
  )
}
