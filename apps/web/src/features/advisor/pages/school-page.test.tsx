// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import SchoolPage from './school-page'
import SectionPage from './section-page'

// docs/advisor.md "Pages": a school's page lists its sections and the campaigns reaching it (asked
// of the API for that school), each opening its report filtered to the school; a section's page
// opens them filtered to the section and lists its children. A school outside the scope is not
// found.

const scope = {
  schools: [
    {
      id: '0190a000-0000-7000-8000-0000000000a1',
      name: 'Crèche Les Lucioles',
      sections: [{ id: '0190a000-0000-7000-8000-0000000000b1', name: 'Babies' }],
    },
  ],
}
const campaign = {
  id: '0190a000-0000-7000-8000-0000000000c1',
  name: 'Autumn barometer',
  audiences: ['families'],
  opensOn: '2026-11-01',
  closesOn: null,
  status: 'active',
  anonymous: true,
  schools: [{ id: scope.schools[0]!.id, name: 'Crèche Les Lucioles' }],
  sectorIds: [],
  questions: [],
  eligibleCount: 4,
  hasReplies: true,
  canEdit: true,
  createdAt: '2026-11-01T08:00:00.000Z',
}

const child = { id: '0190a000-0000-7000-8000-0000000000d1', firstname: 'Léa', lastname: 'Aubert' }

const fetchMock = vi.fn(async (url: string) => {
  const body = url.includes('/advisor/scope')
    ? scope
    : url.includes('/children')
      ? { items: [child], nextCursor: null }
      : { items: [campaign], nextCursor: null }
  return new Response(JSON.stringify(body), { status: 200 })
})
beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const me = testGuardian({ id: 'u1', firstname: 'Cora', lastname: 'Coordinator', email: 'cora@example.test' })
const routes = [
  { path: '/advisor/schools/:id', element: <SchoolPage /> },
  { path: '/advisor/sections/:id', element: <SectionPage /> },
]

describe('advisor school and section pages', { timeout: 20_000 }, () => {
  it('lists the sections and the school’s campaigns, linked to the report filtered to it', async () => {
    renderPage(routes, { me, path: `/advisor/schools/${scope.schools[0]!.id}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Crèche Les Lucioles' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Babies' }).getAttribute('href')).toBe(
      `/advisor/sections/${scope.schools[0]!.sections[0]!.id}`,
    )
    const report = await screen.findByRole('link', { name: /Autumn barometer/ })
    expect(report.getAttribute('href')).toBe(
      `/advisor/reports/${campaign.id}?schoolId=${scope.schools[0]!.id}`,
    )
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes(`schoolId=${scope.schools[0]!.id}`)),
    ).toBe(true)
  })

  it('opens a section’s reports filtered to the section, and says when a school is not surveyed', async () => {
    renderPage(routes, { me, path: `/advisor/sections/${scope.schools[0]!.sections[0]!.id}` })
    const report = await screen.findByRole('link', { name: /Autumn barometer/ })
    expect(report.getAttribute('href')).toContain(`sectionId=${scope.schools[0]!.sections[0]!.id}`)
    // The section's children, each opening their answers (docs/advisor.md "A child's answers").
    const children = await screen.findByRole('list', { name: 'Children of Babies' })
    expect(within(children).getByRole('link', { name: 'Léa Aubert' }).getAttribute('href')).toBe(
      `/advisor/children/${child.id}`,
    )
    cleanup()
    renderPage(routes, { me, path: '/advisor/schools/0190a000-0000-7000-8000-0000000000ff' })
    expect(await screen.findByText('This school or section is not among those you survey.')).toBeTruthy()
  })
})
