// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AdvisorHostChildren, AdvisorHostSurveys } from '@nido/domain/contracts/advisor-host'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import HostDialog from './host-dialog'

// Spec 000 §4 "Advisor host dialog steps" and §5: resident or guest, identified or anonymous, a
// child (one who answered everything disabled), Next disabled while loading, without questions or
// without a child; the success screen's close and start again, each run with its own sessionId.

const schoolId = '0190a000-0000-7000-8000-0000000000aa'
const survey = (name: string) => ({
  campaignId: `campaign-${name}`,
  name,
  questions: [
    { id: `q-${name}`, content: `How was ${name}?`, kind: 'stars' as const, textOnly: false, nps: false },
  ],
})

let residents: AdvisorHostSurveys['surveys'] = [survey('Residents')]
const children: AdvisorHostChildren = {
  children: [
    { id: 'c-ben', firstname: 'Ben', lastname: 'Alder', answeredAll: false },
    { id: 'c-anna', firstname: 'Anna', lastname: 'Bell', answeredAll: true },
  ],
}
const sent: Array<Record<string, unknown>> = []

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  if (url.includes('/advisor/host/children')) return json(children)
  if (url.includes('/advisor/host/replies')) {
    sent.push(JSON.parse(init?.body as string) as Record<string, unknown>)
    return new Response(null, { status: 204 })
  }
  if (url.includes('respondent=guest')) return json({ schoolId, surveys: [survey('Visitors')] })
  return json({ schoolId, surveys: residents })
})

beforeEach(() => {
  fetchMock.mockClear()
  sent.length = 0
  residents = [survey('Residents')]
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const next = () => screen.getByRole('button', { name: 'Next' })
const disabled = (el: HTMLElement) => el.hasAttribute('disabled')

function show() {
  const onClose = vi.fn()
  renderPage(<HostDialog onClose={onClose} />, {
    me: testGuardian({ id: 'u1', firstname: 'Cora', lastname: 'Host', email: 'cora@example.test' }),
  })
  return onClose
}

async function answerFourStars() {
  fireEvent.click(await screen.findByRole('radio', { name: '4 of 5 stars' }))
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
}

describe('advisor host dialog (spec 000 §4, §5)', { timeout: 30_000 }, () => {
  it('takes a visitor to the visitors’ questions, then starts again with a new session', async () => {
    const onClose = show()
    const dialog = await screen.findByRole('dialog', { name: 'Satisfaction survey' })
    expect(disabled(next())).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: /A visitor/ }))
    await waitFor(() => expect(disabled(next())).toBe(false))
    fireEvent.click(next())
    expect(await screen.findByText('How was Visitors?')).toBeTruthy()
    await answerFourStars()
    expect(await screen.findByText(/the answers were sent/)).toBeTruthy()
    expect(sent[0]).toMatchObject({
      respondent: 'guest',
      schoolId,
      childId: null,
      campaignId: 'campaign-Visitors',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    fireEvent.click(await screen.findByRole('radio', { name: /A visitor/ }))
    await waitFor(() => expect(disabled(next())).toBe(false))
    fireEvent.click(next())
    await answerFourStars()
    await screen.findByText(/the answers were sent/)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.sessionId).not.toBe(sent[0]!.sessionId)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('asks a resident for a child, disabling one who answered everything', async () => {
    show()
    fireEvent.click(await screen.findByRole('radio', { name: /A child of the nursery/ }))
    fireEvent.click(next())
    expect(disabled(next())).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: /With their name/ }))
    await waitFor(() => expect(disabled(next())).toBe(false))
    fireEvent.click(next())
    expect(disabled(next())).toBe(true)
    const anna = await screen.findByRole('radio', { name: 'Anna Bell (already answered)' })
    expect(disabled(anna)).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Ben Alder' }))
    expect(disabled(next())).toBe(false)
    fireEvent.click(next())
    await answerFourStars()
    await screen.findByText(/the answers were sent/)
    expect(sent[0]).toMatchObject({ respondent: 'child', childId: 'c-ben', campaignId: 'campaign-Residents' })
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('childId=c-ben'))).toBe(true)
  })

  it('keeps Next disabled on step 2 when no question exists, and says so', async () => {
    residents = []
    show()
    fireEvent.click(await screen.findByRole('radio', { name: /A child of the nursery/ }))
    fireEvent.click(next())
    fireEvent.click(screen.getByRole('radio', { name: /Anonymously/ }))
    expect(await screen.findByText('There is no survey to answer now.')).toBeTruthy()
    expect(disabled(next())).toBe(true)
  })
})
