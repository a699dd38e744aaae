// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AdvisorCallListItem, AdvisorPhoneCampaign } from '@nido/domain/contracts/advisor-phone'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import TelephoneSurveysPage from './telephone-surveys-page'

// docs/advisor.md "Telephone surveys": the call list of a campaign's school, each line with its
// number and last call, and the call dialog that records an outcome.

const campaign: AdvisorPhoneCampaign = {
  id: '0190a000-0000-7000-8000-000000000001',
  name: 'Autumn barometer',
  anonymous: true,
  opensOn: '2026-11-01',
  closesOn: null,
  schools: [
    { id: '0190a000-0000-7000-8000-0000000000a1' as AdvisorPhoneCampaign['schools'][0]['id'], name: 'Lyon' },
  ],
  questions: [{ id: 'q1', content: 'The welcome', kind: 'stars', textOnly: false, nps: false }],
}

const line = (n: number, change: Partial<AdvisorCallListItem>): AdvisorCallListItem => ({
  guardian: {
    id: `0190a000-0000-7000-8000-00000000010${n}` as AdvisorCallListItem['guardian']['id'],
    firstname: `Parent${n}`,
    lastname: 'Martin',
  },
  child: {
    id: `0190a000-0000-7000-8000-00000000020${n}` as AdvisorCallListItem['child']['id'],
    firstname: `Kid${n}`,
    lastname: 'Martin',
  },
  phone: null,
  answered: false,
  callCount: 0,
  lastCall: null,
  ...change,
})

const lines = [
  line(1, { phone: '+33 6 12 34 56 78' }),
  line(2, {
    callCount: 1,
    lastCall: {
      outcome: 'call_back',
      calledAt: '2026-11-18T09:30:00.000Z',
      note: 'After 6 pm',
      interviewer: null,
    },
  }),
  line(3, { answered: true, callCount: 1, lastCall: null }),
]

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.includes('/call-list'))
    return new Response(JSON.stringify({ items: lines, nextCursor: null }), { status: 200 })
  if (url.endsWith('/calls') && init?.method === 'POST')
    return new Response(
      JSON.stringify({ id: 'c1', outcome: 'no_answer', calledAt: '2026-11-18T10:00:00.000Z' }),
      { status: 201 },
    )
  return new Response(JSON.stringify({ items: [campaign], nextCursor: null }), { status: 200 })
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
  renderPage(<TelephoneSurveysPage />, {
    me: testGuardian({ id: 'u1', firstname: 'Eva', lastname: 'Etude', email: 'eva@example.test' }),
  })
}

describe('telephone surveys page (spec 000 §2 /advisor/telephone-surveys)', () => {
  it('lists the families with their number and last call, and no call button once answered', async () => {
    show()
    const table = await screen.findByRole('table', { name: 'Families to call for Autumn barometer' })
    const first = within(table).getByRole('row', { name: /Parent1 Martin/ })
    expect(first.textContent).toContain('+33 6 12 34 56 78')
    expect(first.textContent).toContain('Not called yet')
    const second = within(table).getByRole('row', { name: /Parent2 Martin/ })
    expect(second.textContent).toContain('Call back')
    expect(second.textContent).toContain('After 6 pm')
    const third = within(table).getByRole('row', { name: /Parent3 Martin/ })
    expect(third.textContent).toContain('Answered')
    expect(within(third).queryByRole('button')).toBeNull()
  })

  it('records the outcome of a call from the dialog', async () => {
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Call Parent1 Martin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Call Parent1 Martin' })
    expect(within(dialog).getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:+33612345678',
    )
    const save = within(dialog).getByRole('button', { name: 'Save the outcome' })
    expect(save).toHaveProperty('disabled', true)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No answer' }))
    fireEvent.click(save)
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(String(post?.[0])).toContain(`/api/v1/advisor/phone/campaigns/${campaign.id}/calls`)
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      schoolId: campaign.schools[0]!.id,
      guardianId: lines[0]!.guardian.id,
      childId: lines[0]!.child.id,
      note: null,
      outcome: 'no_answer',
    })
  })
})
