import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useBrand } from '../ui/brand'
import { storeRedirect } from './redirect'

// Spec 000 §4/§8: the session is gone; the dialog names the brand and offers only a log-out, which
// remembers where the user was. It cannot be dismissed otherwise (no backdrop, no Escape).
export function SessionDestroyedDialog() {
  const { t } = useTranslation('session')
  const brand = useBrand()
  const location = useLocation()
  const logout = () => {
    storeRedirect(location.pathname + location.search + location.hash)
    // A full load: every cached state of the old session goes with it.
    window.location.assign('/logout')
  }
  return (
    <Dialog open aria-labelledby="session-destroyed-title" aria-describedby="session-destroyed-body">
      <DialogTitle id="session-destroyed-title">{t('sessionDestroyed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-destroyed-body">
          {t('sessionDestroyed.body', { appName: brand?.appName ?? 'Nido' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={logout} autoFocus>
          {t('sessionDestroyed.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
