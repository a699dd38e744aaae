// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { SchoolAbout } from '@nido/domain/contracts/manager-children'
import type { ChildId } from '@nido/domain/ids'
import '@/i18n/index'
import { testId } from '@/test/ids'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import GuardianAboutPage from './guardian-about-page'

// Spec 000 §6 guardian manager menu "about" (docs/manager-children.md): the public page of the
// current child's school, its contact and its hours, in the user's language.

const childId = testId<ChildId>('0190a000-0000-7000-8000-0000000000c1')
const about: SchoolAbout = {
  school: {
    id: '0190a000-0000-7000-8000-0000000000a1',
    name: 'Little Fireflies',
    street: '12 Garden Lane',
    postcode: 'N1 7AA',
    city: 'London',
    country: 'GB',
    latitude: 51.5,
    longitude: -0.1,
    timezone: 'Europe/London',
    description: 'A garden and two rooms.',
    phone: '+44 20 7946 0000',
    email: 'hello@fireflies.example',
    website: 'https://fireflies.example',
    imageMediaId: null,
  },
  weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday: weekday as 1,
    periods: weekday <= 5 ? [{ startsAt: '07:30', endsAt: '18:30' }] : [],
  })),
}

let urls: string[]
beforeEach(() => {
  urls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      return Response.json(about)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the guardian about page (spec 000 §6)', { timeout: 20_000 }, () => {
  it("shows the current child's school: description, contact links and the week's hours", async () => {
    renderPage(<GuardianAboutPage />, {
      me: testGuardian({
        id: 'u1',
        firstname: 'Sam',
        lastname: 'Clarke',
        email: 'sam@example.test',
        current: { schoolId: null, childId },
      }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Little Fireflies' })).toBeTruthy()
    expect(urls).toEqual([`/api/v1/manager/guardian/children/${childId}/about`])
    expect(screen.getByText('A garden and two rooms.')).toBeTruthy()
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe(
      'tel:+442079460000',
    )
    expect(screen.getByRole('link', { name: 'See on a map' }).getAttribute('href')).toContain('mlat=51.5')
    const hours = screen.getByRole('table', { name: 'Opening hours' })
    expect(within(hours).getByRole('rowheader', { name: 'Monday' })).toBeTruthy()
    expect(within(hours).getAllByText('Closed')).toHaveLength(2)
    expect(within(hours).getAllByText(/7:30\sAM\s–\s6:30\sPM|07:30\s–\s18:30/)).toHaveLength(5)
  })

  it('asks for a child when none is chosen', async () => {
    renderPage(<GuardianAboutPage />, {
      me: testGuardian({ id: 'u1', firstname: 'Sam', lastname: 'Clarke', email: 'sam@example.test' }),
    })
    expect(await screen.findByText('Choose a child in the top bar to see their nursery.')).toBeTruthy()
    expect(urls).toEqual([])
  })
})
