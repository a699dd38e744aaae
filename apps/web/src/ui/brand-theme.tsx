import { useEffect, useMemo, type ReactNode } from 'react'
import { CssBaseline, ThemeProvider } from '@mui/material'
import { buildTheme } from './theme'
import { useBrand } from './brand'
import { useContrastMode } from './contrast-mode'

// Spec 000 §3/§7: the brand gives the colours, the app name (document title) and the favicon.
export function BrandTheme({ children }: { children: ReactNode }) {
  const brand = useBrand()
  const { enabled: highContrast } = useContrastMode()
  const theme = useMemo(() => buildTheme(brand, highContrast), [brand, highContrast])

  useEffect(() => {
    if (!brand) return
    document.title = brand.appName
    // The favicon may be a URL or a media id (contract); only a URL can be used as it is.
    if (brand.favicon && /^(https?:\/\/|\/)/.test(brand.favicon)) {
      const link =
        document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link')
      link.rel = 'icon'
      link.href = brand.favicon
      if (!link.parentNode) document.head.appendChild(link)
    }
  }, [brand])

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main)
    document.documentElement.dataset.contrast = highContrast ? 'high' : 'normal'
  }, [theme, highContrast])

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  )
}
