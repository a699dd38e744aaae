// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { AdvisorHistoryPage } from '@nido/domain/contracts/advisor-history'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import HistoryPage from './history-page'

// docs/advisor.md "History": one card per reply set, named by who answered, with each answer
// (stars, 0–10, skipped, comments); anonymous campaigns under the threshold are named as withheld;
// the filters travel in the address and to the API.

const school = { id: '0190a000-0000-7000-8000-0000000000a1', name: 'Crèche Les Lucioles' }
const campaign = { id: '0190a000-0000-7000-8000-0000000000c1', name: 'Autumn barometer', anonymous: false }
const page: AdvisorHistoryPage = {
  items: [
    {
      id: '0190a000-0000-7000-8000-0000000000d1',
      campaign,
      school: school as AdvisorHistoryPage['items'][number]['school'],
      section: 'Babies',
      channel: 'phone',
      receivedAt: '2026-11-12T08:00:00.000Z',
      respondent: { kind: 'person', name: 'Marie Dubois', child: 'Louise Dubois' },
      answers: [
        { questionId: 'q1', question: 'The welcome', kind: 'stars', nps: false, rating: 4, comment: null },
        {
          questionId: 'q2',
          question: 'Would you recommend us?',
          kind: 'scale',
          nps: true,
          rating: -1,
          comment: null,
        },
        {
          questionId: 'q3',
          question: 'Anything to add?',
          kind: 'text',
          nps: false,
          rating: null,
          comment: 'Lovely team',
        },
      ],
    },
  ],
  nextCursor: null,
  withheld: [{ id: '0190a000-0000-7000-8000-0000000000c2', name: 'Staff pulse' }],
  anonymityThreshold: 5,
}

const fetchMock = vi.fn(async (url: string) => {
  const body = url.includes('/advisor/scope')
    ? { schools: [{ ...school, sections: [] }] }
    : url.includes('/advisor/history')
      ? page
      : { items: [], nextCursor: null }
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
const routes = [{ path: '/advisor/history', element: <HistoryPage /> }]

describe('advisor history page', { timeout: 20_000 }, () => {
  it('shows each set with who answered and the answers, and names the withheld campaigns', async () => {
    renderPage(routes, { me, path: '/advisor/history?channel=phone' })
    const card = await screen.findByRole('listitem', { name: 'Marie Dubois, about Louise Dubois' })
    const answers = within(card).getByLabelText('Answers of Marie Dubois, about Louise Dubois')
    expect(answers.textContent).toContain('The welcome4 / 5')
    expect(answers.textContent).toContain('Would you recommend us?Skipped')
    expect(answers.textContent).toContain('Anything to add?“Lovely team”')
    expect(within(card).getByText(/Telephone/)).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      `/advisor/reports/${campaign.id}?schoolId=${school.id}`,
    )
    expect(screen.getByText(/The answers to “Staff pulse” are not listed: fewer than 5 people/)).toBeTruthy()
    expect(
      fetchMock.mock.calls.some(([url]) => /\/advisor\/history\?.*channel=phone/.test(String(url))),
    ).toBe(true)
  })
})
