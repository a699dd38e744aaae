import { lazy, Suspense, useState } from 'react'
import { Button, Typography } from '@mui/material'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { addChildLinkShown, scopeSelectorKind } from '@nido/domain/access/scope/scope-search'
import type { ShellState } from '@/session/access'
import { useLazyPopup } from './lazy-popup'
import { useShellSlots } from './slots'
import { scopeOptionsQuery } from '@/session/scope-metadata'
import { useTermsGate } from '@/session/terms-gate'

// Their own chunks: the popover (search field, list) when first opened, the add-child dialog when
// a guardian asks to add a child (docs/web-weight.md, docs/child-keys.md).
const ScopeSelectorPopover = lazy(() => import('./scope-selector-popover'))

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
  const popover = useLazyPopup()
  const [adding, setAdding] = useState(false)
  const { AddChildDialog } = useShellSlots()
  // Not before the terms are accepted (spec 000 §6, session/terms-gate.ts).
  const { settled } = useTermsGate(state.me)
  const options = useQuery({ ...scopeOptionsQuery(state.me, kind), enabled: settled })
  const currentId = kind === 'child' ? state.me.current.childId : state.me.current.schoolId
  const current =
    options.data?.find((o) => o.id === currentId)?.label ??
    (kind === 'school' ? state.data.school?.name : undefined) ??
    ''

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="dialog"
        aria-expanded={popover.anchor !== null}
        aria-label={t(kind === 'child' ? 'scope.child' : 'scope.school', { name: current })}
        onClick={popover.open}
        sx={{ minWidth: 0, maxWidth: { xs: 160, sm: 280 } }}
      >
        <Typography noWrap component="span" sx={{ fontWeight: 600 }}>
          {current}
        </Typography>
      </Button>
      {popover.opened && (
        <Suspense fallback={null}>
          <ScopeSelectorPopover
            anchor={popover.anchor}
            onClose={popover.close}
            me={state.me}
            kind={kind}
            currentId={currentId}
            onAddChild={
              addChildLinkShown(state.ctx.actor) && !state.ctx.actor.observer ? () => setAdding(true) : null
            }
          />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          {AddChildDialog && <AddChildDialog onClose={() => setAdding(false)} />}
        </Suspense>
      )}
    </>
  )
}
