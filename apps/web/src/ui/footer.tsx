import { lazy, Suspense, useState } from 'react'
import { Box, Link } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { meQuery } from '../session/session'
import { useBrand } from './brand'

// The terms dialog is fetched when the link is used (docs/web-weight.md).
const TermsDialog = lazy(() => import('../session/terms-dialog').then((m) => ({ default: m.TermsDialog })))

// Spec 001 §2 footer: contact (the brand's support e-mail), privacy, and the terms of use in
// view-only mode (signed in only: the terms are the user's or the current child's).
export function Footer() {
  const { t } = useTranslation('session')
  const brand = useBrand()
  const { data: me } = useQuery(meQuery)
  const [viewTerms, setViewTerms] = useState(false)
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ display: 'flex', gap: 3, justifyContent: 'center', flexWrap: 'wrap', py: 3, typography: 'body2' }}
    >
      {brand?.supportEmail && <Link href={`mailto:${brand.supportEmail}`}>{t('footer.contact')}</Link>}
      <Link component={RouterLink} to="/privacy">
        {t('footer.privacy')}
      </Link>
      {me && (
        <Link
          component="button"
          type="button"
          onClick={() => setViewTerms(true)}
          sx={{ typography: 'body2' }}
        >
          {t('footer.terms')}
        </Link>
      )}
      {me && viewTerms && (
        <Suspense fallback={null}>
          <TermsDialog me={me} viewOnly onClose={() => setViewTerms(false)} />
        </Suspense>
      )}
    </Box>
  )
}
