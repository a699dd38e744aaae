import { Button, Snackbar } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { activateWaiting } from './service-worker'

// docs/offline-and-install.md: a new version is installed and waits; the user chooses when the
// page reloads into it (a form being filled is not lost to an automatic reload).
export default function UpdatePrompt({ onClose }: { onClose: () => void }) {
  const { t: ts } = useTranslation('shell')
  return (
    <Snackbar
      open
      message={ts('update.available')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose()
      }}
      action={
        <Button color="inherit" size="small" onClick={activateWaiting}>
          {ts('update.reload')}
        </Button>
      }
    />
  )
}
