// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { AdvisorChildAnswers } from '@nido/domain/contracts/advisor-children'
import type { AdvisorReplySet } from '@nido/domain/contracts/advisor-history'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import ChildPage from './child-page'

// docs/advisor.md "A child's answers": the child's headline, then the reply sets about them, each
// answer as given ("4 / 5", "8 / 10", "Skipped", the comment), a page at a time.

const childId = '0190a000-0000-7000-8000-0000000000d1'
const schoolId = '0190a000-0000-7000-8000-0000000000a1' as AdvisorReplySet['school']['id']
const sectionId = '0190a000-0000-7000-8000-0000000000b1'

const set = (n: number, change: Partial<AdvisorReplySet> = {}): AdvisorReplySet => ({
  id: `0190a000-0000-7000-8000-00000000030${n}`,
  campaign: { id: `0190a000-0000-7000-8000-00000000040${n}`, name: `Survey ${n}`, anonymous: false },
  school: { id: schoolId, name: 'Crèche Les Lucioles' },
  section: 'Babies',
  receivedAt: '2026-11-18T09:30:00.000Z',
  channel: 'popup',
  respondent: { kind: 'person', name: 'Anne Aubert', child: 'Léa Aubert' },
  answers: [
    { questionId: 'q1', question: 'The welcome', kind: 'stars', nps: false, rating: 4, comment: null },
    {
      questionId: 'q2',
      question: 'Would you recommend us?',
      kind: 'scale',
      nps: true,
      rating: 8,
      comment: null,
    },
    { questionId: 'q3', question: 'The meals', kind: 'stars', nps: false, rating: -1, comment: null },
    {
      questionId: 'q4',
      question: 'Anything to add?',
      kind: 'text',
      nps: false,
      rating: null,
      comment: 'Lovely team',
    },
  ],
  ...change,
})

const page = (items: AdvisorReplySet[], nextCursor: string | null): AdvisorChildAnswers => ({
  child: {
    id: childId as AdvisorChildAnswers['child']['id'],
    firstname: 'Léa',
    lastname: 'Aubert',
    school: { id: schoolId, name: 'Crèche Les Lucioles' },
    section: { id: sectionId as NonNullable<AdvisorChildAnswers['child']['section']>['id'], name: 'Babies' },
  },
  headline: { average: 4, ratingsCount: 5, replySetsCount: 3 },
  items,
  nextCursor,
})

const fetchMock = vi.fn(async (url: string) => {
  const body = url.includes('cursor=')
    ? page(
        [set(3, { channel: 'host', respondent: { kind: 'child', name: 'Léa Aubert', child: null } })],
        null,
      )
    : page([set(1), set(2, { channel: 'phone' })], 'next')
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

describe('advisor: a child’s answers (spec 000 §2 /advisor/children/{id})', { timeout: 20_000 }, () => {
  it('shows the headline and the sets, each answer as given, then the next page', async () => {
    renderPage([{ path: '/advisor/children/:id', element: <ChildPage /> }], {
      me,
      path: `/advisor/children/${childId}`,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Aubert' })).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Back to Babies — Crèche Les Lucioles' }).getAttribute('href'),
    ).toBe(`/advisor/sections/${sectionId}`)
    expect(screen.getByText('4.0 / 5')).toBeTruthy()
    const sets = screen.getByRole('list', { name: 'Answer sets about Léa Aubert' })
    expect(
      within(sets)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Survey 1', 'Survey 2'])
    expect(within(sets).getByRole('link', { name: 'Survey 1' }).getAttribute('href')).toBe(
      `/advisor/reports/0190a000-0000-7000-8000-000000000401?schoolId=${schoolId}`,
    )
    const first = within(sets).getByRole('listitem', { name: 'Survey 1' })
    const answers = within(first).getByLabelText('Answers of Anne Aubert, about Léa Aubert')
    expect(answers.textContent).toContain('The welcome4 / 5')
    expect(answers.textContent).toContain('Would you recommend us?8 / 10')
    expect(answers.textContent).toContain('The mealsSkipped')
    expect(answers.textContent).toContain('Anything to add?“Lovely team”')
    expect(within(sets).getAllByText(/Anne Aubert, about Léa Aubert/)).toHaveLength(2)
    expect(within(sets).getByText(/Telephone/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await within(sets).findByRole('heading', { level: 3, name: 'Survey 3' })).toBeTruthy()
    expect(within(sets).getByText(/^Léa Aubert · Crèche Les Lucioles — Babies · Host dialog$/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })
})
