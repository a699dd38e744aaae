import { lazy, Suspense, useMemo, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  TextField,
  Typography,
} from '@mui/material'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { addChildLinkShown, matchesScopeSearch, scopeSelectorKind } from '@nido/domain/access/scope-search'
import type { ShellState } from './access'
import { useChangeScope } from './scope'
import { scopeOptionsQuery } from './scope-metadata'

// Its own chunk, fetched when a guardian asks to add a child (docs/child-keys.md).
const AddChildDialog = lazy(() => import('@/features/child-keys/components/AddChildDialog'))

/**
 * Spec 000 §2 scope selector: guardians pick a child, staff pick a school (only with several).
 * The search ignores case and accents (matchesScopeSearch); the list is at most 50vh high (§9).
 * Guardians (not observers: read-only) also get the add-new-child link (spec 001 §1 child keys).
 */
export function ScopeSelector({ state }: { state: ShellState }) {
  const kind = scopeSelectorKind(state.ctx.actor)
  if (!kind) return null
  return <Selector state={state} kind={kind} />
}

function Selector({ state, kind }: { state: ShellState; kind: 'child' | 'school' }) {
  const { t } = useTranslation('shell')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const canAddChild = addChildLinkShown(state.ctx.actor) && !state.ctx.actor.observer
  const options = useQuery(scopeOptionsQuery(state.me, kind))
  const change = useChangeScope()
  const currentId = kind === 'child' ? state.me.current.childId : state.me.current.schoolId
  const current =
    options.data?.find((o) => o.id === currentId)?.label ??
    (kind === 'school' ? state.data.school?.name : undefined) ??
    ''
  const shown = useMemo(
    () => (options.data ?? []).filter((o) => matchesScopeSearch(o, search)),
    [options.data, search],
  )
  const close = () => {
    setAnchor(null)
    setSearch('')
  }

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-label={t(kind === 'child' ? 'scope.child' : 'scope.school', { name: current })}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, maxWidth: { xs: 160, sm: 280 } }}
      >
        <Typography noWrap component="span" sx={{ fontWeight: 600 }}>
          {current}
        </Typography>
      </Button>
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
          {canAddChild && (
            // Spec 000 §2 calls it a link; it opens the add-child dialog rather than a page.
            <Link
              href="#add-child"
              underline="hover"
              sx={{ display: 'block', px: 2, py: 1 }}
              onClick={(e) => {
                e.preventDefault()
                close()
                setAdding(true)
              }}
            >
              {t('scope.addChild')}
            </Link>
          )}
        </Box>
      </Popover>
      {adding && (
        <Suspense fallback={null}>
          <AddChildDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  )
}
