import { useEffect, useMemo, type ReactNode } from 'react'
import { CssBaseline, ThemeProvider } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { buildTheme } from './theme'
import { useBrand } from './brand'
import { useContrastMode } from './contrast-mode'

// Spec 000 §3/§7: the brand gives the colours, the app name (document title) and the favicon.
export function BrandTheme({ children }: { children: ReactNode }) {
  const brand = useBrand()
  const { enabled: highContrast } = useContrastMode()
  const theme = useMemo(() => buildTheme(brand, highContrast), [brand, highContrast])
  // The favicon may be a URL or a media id (contract): a favicon uploaded on the brand page
  // (docs/administration.md "Brands") is a public media file, read through the public URL call.
  const favicon = brand?.favicon ?? null
  const faviconIsUrl = favicon !== null && /^(https?:\/\/|\/)/.test(favicon)
  const { data: faviconUrl } = useQuery({
    queryKey: ['brand', 'favicon', favicon],
    queryFn: async () =>
      (await api(contracts.media.publicUrl, { params: { mediaId: favicon! }, query: { imageHeight: 75 } }))
        .mediaUrl,
    enabled: favicon !== null && !faviconIsUrl,
    staleTime: 30 * 60_000,
  })
  const faviconHref = faviconIsUrl ? favicon : (faviconUrl ?? null)

  useEffect(() => {
    if (!brand) return
    document.title = brand.appName
    if (faviconHref) {
      const link =
        document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link')
      link.rel = 'icon'
      link.href = faviconHref
      if (!link.parentNode) document.head.appendChild(link)
    }
  }, [brand, faviconHref])

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
