import { createTheme, type Theme } from '@mui/material/styles'
import type { Brand } from '@nido/domain/contracts/brands'
import { raiseContrast } from '../ui/contrast'

// The look comes from the brand (spec 000 §3: primary and secondary colours); the default colours
// serve until it loads or when it cannot. High-contrast mode (spec 000 §9) raises both brand
// colours to 7:1 against white and darkens secondary text.
export const defaultColors = { primary: '#2f6f5e', secondary: '#e07a3f' }

export function buildTheme(
  brand: Pick<Brand, 'primaryColor' | 'secondaryColor'> | undefined,
  highContrast: boolean,
): Theme {
  const primary = brand?.primaryColor ?? defaultColors.primary
  const secondary = brand?.secondaryColor ?? defaultColors.secondary
  const background = highContrast ? '#ffffff' : '#f6f4ef'
  return createTheme({
    palette: {
      // Links and outlined buttons write the primary colour on the page: in normal mode it is
      // darkened just enough to reach WCAG AA (4.5:1) there, as a brand's may fall short (the demo
      // Lyon green had 4.48:1, docs/accessibility.md).
      primary: { main: highContrast ? raiseContrast(primary) : raiseContrast(primary, 4.5, background) },
      secondary: { main: highContrast ? raiseContrast(secondary) : secondary },
      // MUI's default info blue (#0288d1) carries white text at 3.85:1: a filled chip (the check-in
      // board's "Left") fails WCAG AA. Its own dark shade reaches 7.3:1.
      info: { main: '#01579b' },
      // The same for the default warning orange (#ed6c02, 3.11:1 under white text; the contract's
      // "Awaiting signature" chip): a deeper orange reaches 5.0:1.
      warning: { main: '#b45309' },
      background: { default: background },
      ...(highContrast ? { text: { primary: '#000000', secondary: '#1f1f1f' }, contrastThreshold: 7 } : {}),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // WCAG 2.3.3: someone who asked their system for less motion gets no transitions nor
      // animations (a chip changing colour, a dialog sliding in) — the change is shown at once.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              animationDuration: '0s !important',
              animationIterationCount: '1 !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      // Initials on MUI's default grey (#bdbdbd) have a 1.9:1 contrast; this grey gives 5.2:1 with
      // white (WCAG AA; Lighthouse flagged the feed's author avatars, docs/web-weight.md).
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#6d6d6d' } } },
      // Spec 001 §2 links in text: underlined in high contrast, so they do not rely on colour alone.
      MuiLink: { defaultProps: { underline: highContrast ? 'always' : 'hover' } },
    },
  })
}

export const theme = buildTheme(undefined, false)
