import { Box } from '@mui/material'
import { Outlet } from 'react-router'
import { SessionOverlays } from '@/session/session-overlays'

/** Spec 000 §2 empty layout (the fallbacks): the page alone, no menus. */
export default function EmptyLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Outlet />
      <SessionOverlays />
    </Box>
  )
}
