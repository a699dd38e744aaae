import { createTheme } from '@mui/material/styles'

// The default brand look; per-brand colours and the high-contrast mode come with the shell.
export const theme = createTheme({
  palette: {
    primary: { main: '#2f6f5e' },
    secondary: { main: '#e07a3f' },
    background: { default: '#f6f4ef' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
  },
})
