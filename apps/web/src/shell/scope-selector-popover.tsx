import { useMemo, useState } from 'react'
import { Alert, Box, Link, List, ListItemButton, ListItemText, Popover, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { matchesScopeSearch } from '@nido/domain/access/scope/scope-search'
import type { Me } from '@nido/domain/contracts/me'
import { useChangeScope } from './scope'
import { scopeOptionsQuery } from '@/session/scope-metadata'

/**
 * The scope selector's popover (shell/scope-selector.tsx), its own chunk: the search field and the
 * list of children or schools, at most 50vh high (spec 000 §9), and the add-new-child link.
 */
export default function ScopeSelectorPopover({
  anchor,
  onClose,
  me,
  kind,
  currentId,
  onAddChild,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  me: Me
  kind: 'child' | 'school'
  currentId: string | null
  /** Null when the add-new-child link is not shown. */
  onAddChild: (() => void) | null
}) {
  const { t } = useTranslation('shell')
  const [search, setSearch] = useState('')
  // The button's query: one cache entry for the current name and the list.
  const options = useQuery(scopeOptionsQuery(me, kind))
  const change = useChangeScope()
  const shown = useMemo(
    () => (options.data ?? []).filter((o) => matchesScopeSearch(o, search)),
    [options.data, search],
  )
  const close = () => {
    onClose()
    setSearch('')
  }

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t(kind === 'child' ? 'scope.chooseChild' : 'scope.chooseSchool'),
        },
      }}
    >
      <Box sx={{ width: 320, maxWidth: '90vw', p: 1.5 }}>
        <TextField
          label={t('scope.search')}
          type="search"
          size="small"
          fullWidth
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {change.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('scope.failed')}
          </Alert>
        )}
        <List dense sx={{ maxHeight: '50vh', overflowY: 'auto', mt: 1 }}>
          {options.isPending && <ListItemText sx={{ px: 2 }} primary={t('scope.loading')} />}
          {options.isSuccess && shown.length === 0 && (
            <ListItemText sx={{ px: 2 }} primary={t('scope.noMatch')} />
          )}
          {shown.map((option) => (
            <ListItemButton
              key={option.id}
              selected={option.id === currentId}
              aria-current={option.id === currentId ? 'true' : undefined}
              disabled={change.isPending}
              onClick={() => {
                if (option.id === currentId) return close()
                change.mutate(kind === 'child' ? { childId: option.id } : { schoolId: option.id }, {
                  onSuccess: close,
                })
              }}
            >
              <ListItemText primary={option.label} />
            </ListItemButton>
          ))}
        </List>
        {onAddChild && (
          // Spec 000 §2 calls it a link; it opens the add-child dialog rather than a page.
          <Link
            href="#add-child"
            underline="hover"
            sx={{ display: 'block', px: 2, py: 1 }}
            onClick={(e) => {
              e.preventDefault()
              close()
              onAddChild()
            }}
          >
            {t('scope.addChild')}
          </Link>
        )}
      </Box>
    </Popover>
  )
}
