// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Me } from '@nido/domain/contracts/me'
import type { AdvisorLibraryQuestionPage, AdvisorQuestionUse } from '@nido/domain/contracts/advisor-question'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import QuestionPage from './question-page'

// docs/advisor.md "A library question's page": the question, the pooled figures, and each campaign
// that copied it, linked to its report, with its figures or why they are withheld; the keepers of
// the library edit and delete it there, directors read it.

const questionId = '0190a000-0000-7000-8000-0000000000d1'
const distribution = (counts: Record<number, number>) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((rating) => ({ rating, count: counts[rating] ?? 0 }))

const copy = (n: number, change: Partial<AdvisorQuestionUse>): AdvisorQuestionUse => ({
  questionId: `0190a000-0000-7000-8000-00000000010${n}`,
  content: 'Would you recommend the nursery?',
  kind: 'scale',
  nps: true,
  campaign: {
    id: `0190a000-0000-7000-8000-00000000020${n}`,
    name: `Campaign ${n}`,
    status: 'closed',
    opensOn: '2026-03-01',
    closesOn: '2026-03-31',
    anonymous: false,
  },
  visible: true,
  figures: null,
  ...change,
})

const body: AdvisorLibraryQuestionPage = {
  question: {
    id: questionId,
    content: 'Would you recommend us?',
    kind: 'scale',
    nps: true,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
  npsBandRule: 'default',
  anonymityThreshold: 5,
  pooled: {
    campaignsCount: 1,
    ratingsCount: 7,
    skippedCount: 1,
    commentsCount: 2,
    average: 7.4,
    nps: 57,
    npsStandard: 14,
    distribution: distribution({ 10: 1, 9: 2, 8: 1, 7: 1, 6: 1, 3: 1 }),
  },
  items: [
    copy(1, {
      campaign: { ...copy(1, {}).campaign, name: 'Anonymous autumn', anonymous: true, status: 'active' },
      visible: false,
    }),
    copy(2, {
      campaign: { ...copy(2, {}).campaign, name: 'Spring barometer' },
      figures: {
        ratingsCount: 7,
        skippedCount: 1,
        commentsCount: 2,
        average: 7.4,
        nps: 57,
        npsStandard: 14,
        distribution: distribution({ 10: 1, 9: 2, 8: 1, 7: 1, 6: 1, 3: 1 }),
      },
    }),
  ],
  nextCursor: null,
}

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'DELETE') return new Response(null, { status: 204 })
  if (url.includes(`/advisor/library/${questionId}`))
    return new Response(JSON.stringify(body), { status: 200 })
  return new Response(JSON.stringify({ items: [], nextCursor: null }), { status: 200 })
})
beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const as = (profileType: Me['meta']['userPermission']['profileType']): Me => {
  const me = testGuardian({ id: 'u1', firstname: 'Cora', lastname: 'Keeper', email: 'cora@example.test' })
  return { ...me, meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType } } }
}
const routes = [
  { path: '/advisor/questions/:id', element: <QuestionPage /> },
  { path: '/advisor/questions', element: <p>The library</p> },
]

describe('advisor library question page', { timeout: 20_000 }, () => {
  it('shows the pooled figures, each campaign’s figures and the hidden one', async () => {
    renderPage(routes, { me: as('DIRECTOR'), path: `/advisor/questions/${questionId}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Would you recommend us?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe(
      '/advisor/questions',
    )
    const pooled = screen.getByRole('region', { name: 'All campaigns together' })
    expect(within(pooled).getByText('+57')).toBeTruthy()
    expect(within(pooled).getByText('+14')).toBeTruthy()
    expect(within(pooled).getByText('7.4 / 10')).toBeTruthy()
    const table = within(pooled).getByRole('table', { name: 'Ratings in all campaigns' })
    expect(within(table).getByRole('columnheader', { name: '9' })).toBeTruthy()

    const report = screen.getByRole('link', { name: 'Report of Spring barometer' })
    expect(report.getAttribute('href')).toBe(`/advisor/reports/${body.items[1]!.campaign.id}`)
    expect(screen.getByRole('table', { name: 'Ratings in Spring barometer' })).toBeTruthy()
    expect(screen.getByText('Hidden: fewer than 5 repliers')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Ratings in Anonymous autumn' })).toBeNull()
    // Directors read the library only.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('lets a coordinator delete the question, asked first, then goes back to the library', async () => {
    renderPage(routes, { me: as('COORDINATOR'), path: `/advisor/questions/${questionId}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The library')).toBeTruthy()
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`/advisor/questions/${questionId}`) && init?.method === 'DELETE',
        ),
      ).toBe(true),
    )
  })
})
