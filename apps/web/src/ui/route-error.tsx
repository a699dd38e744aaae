import { Component, useEffect, type ReactNode } from 'react'
import { Box, Button, Typography } from '@mui/material'
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'
import { reloadOnChunkError } from './chunk-reload'

// Spec 000 §2 error page: a 404 shows page-not-found, anything else something-went-wrong, each
// with details and a link home; if showing it fails, a plain fallback with a link home.
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  const status = errorStatus(error)
  return (
    <ErrorPageBoundary>
      <ErrorMessage notFound={status === 404} status={status} details={errorDetails(error)} />
    </ErrorPageBoundary>
  )
}

function errorStatus(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError) return error.status || null
  return null
}

function errorDetails(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || null
  if (error instanceof ApiError) return error.errorCode
  if (error instanceof Error) return error.message
  return null
}

export function ErrorMessage({
  notFound,
  status = null,
  details = null,
}: {
  notFound: boolean
  status?: number | null
  details?: string | null
}) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('session')
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {notFound ? t('errorPage.notFound') : t('errorPage.generic')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound ? t('errorPage.notFoundDetails') : t('errorPage.genericDetails')}
      </Typography>
      {(status !== null || details) && (
        <Box component="details" sx={{ mb: 3, color: 'text.secondary', textAlign: 'left' }}>
          <summary>{ts('errorPage.details')}</summary>
          {status !== null && <Typography variant="body2">{ts('errorPage.status', { status })}</Typography>}
          {details && (
            <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
              {details}
            </Typography>
          )}
        </Box>
      )}
      <Button component={RouterLink} to="/" variant="contained">
        {t('errorPage.home')}
      </Button>
    </Box>
  )
}

/** The last resort: no theme, no translation lookups that could fail, a plain link home. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main
        style={{
          maxWidth: 560,
          margin: '96px auto',
          padding: 24,
          textAlign: 'center',
          fontFamily: 'system-ui',
        }}
      >
        <h1>Something went wrong</h1>
        <p>This page could not be shown.</p>
        <a href="/">Go to homepage</a>
      </main>
    )
  }
}
