import { Box, Link } from '@mui/material'
import { Link as RouterLink } from 'react-router'

// A row of links that looks like tabs, for navigation between pages (the manager layout's menu,
// a page's sub-pages): a `nav` holding a list of links, the current one marked
// `aria-current="page"`. MUI's Tabs would make them ARIA tabs, which select a panel on the same
// page, and links inside a tablist are a serious axe violation (aria-required-children).

export interface LinkTab {
  key: string
  label: string
  to: string
}

export function LinkTabs({
  label,
  items,
  current,
}: {
  label: string
  items: LinkTab[]
  current: string | null
}) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const selected = item.key === current
          return (
            <Box component="li" key={item.key} sx={{ flexShrink: 0 }}>
              <Link
                component={RouterLink}
                to={item.to}
                aria-current={selected ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  fontWeight: 500,
                  fontSize: '0.875rem',
                  textTransform: 'uppercase',
                  color: selected ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {item.label}
              </Link>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
