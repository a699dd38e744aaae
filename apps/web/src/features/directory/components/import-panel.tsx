import { useId, useRef, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useTranslation } from 'react-i18next'
import type { ImportReport } from '@nido/domain/contracts/directory'
import { useToast } from '@/ui/toast'
import { templateCsv } from '../queries'
import { postCsv, type DirectoryKind } from '../upload'
import { ImportErrors, ImportSummary } from './import-report'
import '../i18n'

// docs/directory-import.md: choose a file → it is sent as a dry run at once (progress shown) →
// the preview lists what would change and every row's errors → "Import" only once the dry run is
// clean, sending the same file again for real → the result. Observers see the page read-only.

type State =
  | { step: 'idle' }
  | { step: 'checking'; progress: number }
  | { step: 'checked'; report: ImportReport }
  | { step: 'importing'; report: ImportReport; progress: number }
  | { step: 'done'; report: ImportReport }

export function ImportPanel({ kind, readOnly }: { kind: DirectoryKind; readOnly: boolean }) {
  const { t } = useTranslation('directory')
  const toast = useToast()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [sendActivation, setSendActivation] = useState(true)
  const [state, setState] = useState<State>({ step: 'idle' })

  const check = (chosen: File) => {
    setFile(chosen)
    setState({ step: 'checking', progress: 0 })
    postCsv({
      kind,
      file: chosen,
      dryRun: true,
      sendActivation,
      onProgress: (progress) => setState({ step: 'checking', progress }),
    }).then(
      (report) => setState({ step: 'checked', report }),
      (error: unknown) => {
        toast.apiError(error)
        setState({ step: 'idle' })
      },
    )
  }

  const runImport = (preview: ImportReport) => {
    if (!file) return
    setState({ step: 'importing', report: preview, progress: 0 })
    postCsv({
      kind,
      file,
      dryRun: false,
      sendActivation,
      onProgress: (progress) => setState({ step: 'importing', report: preview, progress }),
    }).then(
      (report) => {
        setState({ step: report.imported ? 'done' : 'checked', report })
        if (report.imported) toast.success(t('importedToast'))
      },
      (error: unknown) => {
        toast.apiError(error)
        setState({ step: 'checked', report: preview })
      },
    )
  }

  const template = () => {
    const url = URL.createObjectURL(new Blob([templateCsv(kind)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${kind}-template.csv`
    link.click()
    URL.revokeObjectURL(url)
  }

  const report =
    state.step === 'checked' || state.step === 'importing' || state.step === 'done' ? state.report : null
  const clean = report !== null && report.errorCount === 0 && report.rows > 0
  const busy = state.step === 'checking' || state.step === 'importing'

  return (
    <Stack spacing={2}>
      <Typography>{t(kind === 'families' ? 'help' : 'helpStaff')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={template}>
          {t('template')}
        </Button>
        {!readOnly && (
          <>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('choose')}
              onChange={(event) => {
                const chosen = event.target.files?.[0]
                event.target.value = ''
                if (chosen) check(chosen)
              }}
            />
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {t('choose')}
            </Button>
          </>
        )}
      </Stack>
      {file && <Typography variant="body2">{t('chosen', { name: file.name })}</Typography>}
      {busy && (
        <Box>
          <Typography variant="body2">{t(state.step === 'checking' ? 'checking' : 'importing')}</Typography>
          <LinearProgress
            variant={state.progress < 1 ? 'determinate' : 'indeterminate'}
            value={state.progress * 100}
            aria-label={t('progress')}
          />
        </Box>
      )}
      {report && state.step !== 'done' && (
        <>
          {clean ? (
            <Alert severity="success">{t('cleanPreview', { rows: report.rows })}</Alert>
          ) : (
            report.errorCount > 0 && (
              <Alert severity="error">{t('errorsPreview', { count: report.errorCount })}</Alert>
            )
          )}
          <ImportSummary kind={kind} report={report} />
          <ImportErrors report={report} />
          <FormControlLabel
            control={
              <Switch checked={sendActivation} onChange={(_, checked) => setSendActivation(checked)} />
            }
            label={t('sendActivation')}
          />
          <Box>
            <Button variant="contained" disabled={!clean || busy} onClick={() => runImport(report)}>
              {t('import')}
            </Button>
          </Box>
        </>
      )}
      {state.step === 'done' && (
        <>
          <Alert severity="success">{t('imported')}</Alert>
          <ImportSummary kind={kind} report={state.report} />
          <Typography variant="body2">
            {t('activationMails', { count: state.report.activationMails })}
          </Typography>
        </>
      )}
    </Stack>
  )
}
