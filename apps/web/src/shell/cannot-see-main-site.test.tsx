// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'
import { testGuardian } from '@/test/me'
import '@/i18n/index'
import { CannotSeeMainSite } from './cannot-see-main-site'

// docs/administration.md: super and group admins who land on the main site are told what they
// can do and given the way to /admin; anyone else only the way out.

afterEach(() => cleanup())

function show(profileType: ProfileType) {
  const me = testGuardian({ id: 'u1', firstname: 'Ada', lastname: 'Admin', email: 'ada@example.test' })
  const client = new QueryClient()
  const admin: Me = {
    ...me,
    meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType } },
  }
  client.setQueryData(meQuery.queryKey, admin)
  const router = createMemoryRouter([{ path: '/', element: <CannotSeeMainSite /> }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('cannot-see-main-site (spec 000 §2; docs/administration.md)', () => {
  it.each<ProfileType>(['GROUP_ADMIN', 'SUPER_ADMIN'])(
    'links a %s to the administration',
    async (profile) => {
      show(profile)
      const link = await screen.findByRole('link', { name: 'Open the administration' })
      expect(link.getAttribute('href')).toBe('/admin')
      expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy()
    },
  )

  it('offers only the way out to anyone else', async () => {
    show('GUARDIAN')
    expect(await screen.findByRole('link', { name: 'Sign out' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Open the administration' })).toBeNull()
  })
})
