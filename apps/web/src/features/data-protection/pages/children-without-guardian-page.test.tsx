// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { Me } from '@nido/domain/contracts/me'
import type { ChildWithoutGuardian } from '@nido/domain/contracts/data-protection'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import ChildrenWithoutGuardianPage, { type InviteDialogComponent } from './children-without-guardian-page'

// docs/security.md "Erasure": the children nobody is guardian of, for directors and coordinators,
// each opening the invitation dialog app/ hands in (docs/invitations.md) to link a guardian again.

const child: ChildWithoutGuardian = {
  id: '0190a000-0000-7000-8000-0000000000c1',
  firstname: 'Lina',
  lastname: 'Orphanidis',
  school: { id: '0190a000-0000-7000-8000-0000000000s1', name: 'Les Lucioles' },
  sections: [{ id: '0190a000-0000-7000-8000-0000000000e1', name: 'Petits' }],
}

const fetched: string[] = []
beforeEach(() => {
  fetched.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url)
      return new Response(JSON.stringify({ items: [child] }), { status: 200 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function staff(profileType: Me['meta']['userPermission']['profileType']): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Ada', lastname: 'Director', email: 'ada@example.test' })
  return { ...me, meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType } } }
}

/** The invitation dialog as app/ hands it in, reduced to what the page gives it. */
const InviteDialog: InviteDialogComponent = ({ childId, pro, onClose }) => (
  <div role="dialog" aria-label="Invitation">
    {`${childId} ${pro ? 'pro' : 'family'}`}
    <button onClick={onClose}>Close</button>
  </div>
)

function show(me: Me) {
  renderPage(<ChildrenWithoutGuardianPage InviteDialog={InviteDialog} />, { me })
}

describe('children without a guardian page', () => {
  it('lists the children for a director and opens the invitation for one of them', async () => {
    show(staff('DIRECTOR'))
    const card = await screen.findByRole('listitem', { name: 'Lina Orphanidis' })
    expect(card.textContent).toContain('Les Lucioles · Petits')
    expect(fetched).toEqual(['/api/v1/data-protection/children-without-guardian'])
    fireEvent.click(screen.getByRole('button', { name: 'Invite a relative of Lina Orphanidis' }))
    expect(screen.getByRole('dialog', { name: 'Invitation' }).textContent).toContain(`${child.id} pro`)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('tells a guardian the list is not theirs, without asking the server', async () => {
    show(staff('GUARDIAN'))
    expect(
      await screen.findByText('Only directors and coordinators see the children without a guardian.'),
    ).toBeTruthy()
    expect(fetched).toEqual([])
  })
})
