import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/ui/toast'
import '../i18n'

// Recovery codes are shown once (the server keeps only their hashes), so the
// dialog offers to copy or download them before it closes.
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('twoFactor')
  const toast = useToast()
  const text = (codes ?? []).join('\n')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('recovery.copied'))
    } catch {
      toast.error(t('recovery.copyFailed'))
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }))
    const a = document.createElement('a')
    a.href = url
    a.download = 'nido-recovery-codes.txt'
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Dialog open={codes !== null} aria-labelledby="recovery-codes-title" maxWidth="xs" fullWidth>
      <DialogTitle id="recovery-codes-title">{t('recovery.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('recovery.once')}</Alert>
          <Box
            component="ul"
            aria-label={t('recovery.list')}
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 3 }}
          >
            {(codes ?? []).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => void copy()}>
              {t('recovery.copy')}
            </Button>
            <Button variant="outlined" onClick={download}>
              {t('recovery.download')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('recovery.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
