// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { AdvisorCampaignListItem } from '@nido/domain/contracts/advisor'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import DashboardPage from './dashboard-page'

// Decision 0059: the dashboard's cards read the summaries the campaign list brings, one request
// for the page, and never their campaign's report.

const campaign = (n: number, change: Partial<AdvisorCampaignListItem>): AdvisorCampaignListItem => ({
  id: `0190a000-0000-7000-8000-00000000000${n}`,
  name: `Survey ${n}`,
  audiences: ['families'],
  opensOn: '2026-11-01',
  closesOn: null,
  status: 'active',
  anonymous: false,
  schools: [],
  sectorIds: [],
  questions: [],
  eligibleCount: 4,
  hasReplies: true,
  canEdit: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...change,
})

const items = [
  campaign(1, {
    summary: { visible: true, repliersCount: 6, responseRate: 150, average: 4, nps: 40, npsStandard: 0 },
  }),
  campaign(2, {
    anonymous: true,
    summary: {
      visible: false,
      repliersCount: 0,
      responseRate: null,
      average: null,
      nps: null,
      npsStandard: null,
    },
  }),
  campaign(3, { status: 'draft', eligibleCount: null, hasReplies: false }),
]

const fetchMock = vi.fn(async (url: string) => {
  void url
  return new Response(JSON.stringify({ items, nextCursor: null }), { status: 200 })
})

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show() {
  renderPage(<DashboardPage />, {
    me: testGuardian({ id: 'u1', firstname: 'Cora', lastname: 'Coordinator', email: 'cora@example.test' }),
  })
}

describe('advisor dashboard (decision 0059)', () => {
  it('shows each card’s figures from the list’s summaries, in one request', async () => {
    show()
    const card = await screen.findByRole('article', { name: 'Survey 1' })
    expect(card.textContent).toContain('150.0%')
    expect(card.textContent).toContain('+40')
    expect(card.textContent).toContain('4.0')
    expect(card.textContent).toContain('6')
    expect(screen.getByRole('article', { name: 'Survey 2' }).textContent).toContain('Too few answers to show')
    expect(screen.getByRole('article', { name: 'Survey 3' }).textContent).not.toContain('Response rate')
    const urls = fetchMock.mock.calls.map(([url]) => String(url))
    expect(urls).toHaveLength(1)
    expect(urls[0]).toContain('/api/v1/advisor/campaigns?withSummary=true')
    expect(urls.some((url) => url.includes('/report'))).toBe(false)
  })
})
