import { useEffect, useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Typography,
} from '@mui/material'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Me } from '@nido/domain/contracts/me'
import { currentLanguage } from '../i18n/index'
import { useBrand } from '../ui/brand'
import { formatDate } from '../ui/format'
import { toastApiError } from '../ui/toast'
import { acceptTerms, termsQuery, termsSubject } from './queries'

// Spec 001 §2/§4 terms-of-use dialog: 700 wide, persistent unless view-only. Accept is enabled
// only when the terms are loaded, "read" is checked and the parental-authority confirmation (shown
// to referent guardians) is not false. Approval goes to the current child (guardian) or the user.

/** Spec 001 §4 events; there is no analytics backend, so they go to the console. */
function logTermsEvent(event: 'open' | 'close' | 'approved', details: Record<string, unknown>): void {
  console.info(`[terms] ${event}`, details)
}

/** Spec 001 §4: may the user accept now? */
export function canAcceptTerms(state: {
  loaded: boolean
  read: boolean
  authority: boolean | null
}): boolean {
  return state.loaded && state.read && state.authority !== false
}

export interface TermsDialogProps {
  me: Me
  /** View-only (from the footer): closable, no acceptance. */
  viewOnly?: boolean
  onClose?: () => void
}

export function TermsDialog({ me, viewOnly = false, onClose }: TermsDialogProps) {
  const { t } = useTranslation('session')
  const brand = useBrand()
  const queryClient = useQueryClient()
  const query = termsQuery(me)
  const terms = useQuery(query)
  const { childId } = termsSubject(me)
  // Spec 001 §2, §4: referent guardians confirm their parental authority; the server says who is.
  const showAuthority = !viewOnly && childId !== null && terms.data?.parentalAuthority === true
  const [read, setRead] = useState(false)
  const [authority, setAuthority] = useState(false)

  useEffect(() => {
    logTermsEvent('open', { viewOnly, childId })
    return () => logTermsEvent('close', { viewOnly, childId })
  }, [viewOnly, childId])

  useEffect(() => {
    if (terms.error) toastApiError(terms.error, 'GET')
  }, [terms.error])

  const accept = useMutation({
    mutationFn: () => acceptTerms(me),
    onSuccess: (accepted) => {
      logTermsEvent('approved', { childId, termsId: accepted.id, version: accepted.version })
      queryClient.setQueryData(query.queryKey, accepted)
    },
    onError: (error) => toastApiError(error, 'PUT'),
  })

  const loaded = terms.isSuccess
  const enabled =
    canAcceptTerms({ loaded, read, authority: showAuthority ? authority : null }) && !accept.isPending
  const appName = brand?.appName ?? 'Nido'
  return (
    <Dialog
      open
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 700, width: '100%' } } }}
      onClose={viewOnly ? onClose : undefined}
      aria-labelledby="terms-title"
    >
      <DialogTitle id="terms-title">{t('terms.title')}</DialogTitle>
      <DialogContent>
        {!viewOnly && <Typography sx={{ mb: 2 }}>{t('terms.intro', { appName })}</Typography>}
        {terms.isPending && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('terms.loading')}</Typography>
          </Box>
        )}
        {terms.data && !terms.data.link && !terms.data.annex && <Typography>{t('terms.none')}</Typography>}
        {terms.data?.link && (
          <Typography sx={{ mb: 2 }}>
            <Link href={terms.data.link} target="_blank" rel="noopener noreferrer">
              {t('terms.document')}
            </Link>
          </Typography>
        )}
        {terms.data?.annex && (
          <Box
            component="section"
            aria-labelledby="terms-annex-title"
            tabIndex={0}
            sx={{
              maxHeight: 400,
              overflowY: 'auto',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Typography id="terms-annex-title" variant="subtitle2" component="h3" gutterBottom>
              {t('terms.annex')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{terms.data.annex}</Typography>
          </Box>
        )}
        {viewOnly && terms.data?.acceptedAt && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('terms.acceptedOn', {
              // In the user's language, not the browser's (no US date in French).
              date: formatDate(new Date(terms.data.acceptedAt), currentLanguage()),
            })}
          </Typography>
        )}
        {!viewOnly && (
          <Box sx={{ mt: 2, display: 'grid' }}>
            <FormControlLabel
              control={<Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} />}
              label={t('terms.read')}
            />
            {showAuthority && (
              <FormControlLabel
                control={<Checkbox checked={authority} onChange={(e) => setAuthority(e.target.checked)} />}
                label={t('terms.authority')}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {viewOnly ? (
          <Button onClick={onClose}>{t('terms.close')}</Button>
        ) : (
          <Button variant="contained" disabled={!enabled} onClick={() => accept.mutate()}>
            {t('terms.accept')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
