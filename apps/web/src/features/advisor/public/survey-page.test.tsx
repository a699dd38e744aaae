// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import type { AdvisorPublicSurvey } from '@nido/domain/contracts/advisor-public'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import { SurveyPage } from './survey-page'

// docs/advisor.md "The public links": the page reads the link's questions, walks them with the
// popup's steps, sends with the ALTCHA payload and thanks; errors are the catalogue's, translated.
// The widget itself (a web component solving in a worker) is replaced by one that hands a payload
// up at once; the real one runs in e2e/tests/advisor-public-link.spec.ts.

vi.mock('./anti-bot-widget', () => ({
  default: function FakeWidget({ onPayload, round }: { onPayload: (p: string) => void; round: number }) {
    useEffect(() => onPayload(`payload-${round}`), [onPayload, round])
    return null
  },
}))

const linkId = '0123456789abcdef0123456789abcdef'
const survey: AdvisorPublicSurvey = {
  campaignName: 'Spring barometer',
  schoolName: 'Les Lucioles',
  anonymous: true,
  alreadyAnswered: false,
  questions: [
    { id: 'q1', content: 'The welcome', kind: 'stars', textOnly: false, nps: false },
    { id: 'q2', content: 'Anything to add?', kind: 'text', textOnly: true, nps: false },
  ],
}
const me = testGuardian({
  id: '0190a000-0000-7000-8000-000000000001',
  firstname: 'A',
  lastname: 'B',
  email: 'a@b.c',
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let sent: unknown[]
let replyAnswer: () => Response
let surveyAnswer: () => Response

beforeEach(() => {
  sent = []
  replyAnswer = () => new Response(null, { status: 204 })
  surveyAnswer = () => json(survey)
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === `/api/v1/advisor/public/family/${linkId}/replies`) {
        sent.push(JSON.parse(init?.body as string))
        return Promise.resolve(replyAnswer())
      }
      if (url === `/api/v1/advisor/public/family/${linkId}`) return Promise.resolve(surveyAnswer())
      return Promise.resolve(json({ errorCode: 'NOT_FOUND', message: 'Not found' }, 404))
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const open = (query = `?c=${linkId}`) =>
  renderPage(<SurveyPage kind="family" />, { me, path: `/survey/family${query}` })

async function answerAll() {
  fireEvent.click(await screen.findByRole('radio', { name: '4 of 5 stars' }))
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Lovely' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
}

describe('public survey page (docs/advisor.md "The public links")', { timeout: 20_000 }, () => {
  it('sends the answers with the anti-bot payload, then thanks', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'Spring barometer' })).toBeTruthy()
    expect(screen.getByText('Les Lucioles')).toBeTruthy()
    await answerAll()
    expect(await screen.findByText('Thank you!')).toBeTruthy()
    expect(sent).toEqual([
      {
        antiBot: 'payload-0',
        ratings: [
          { questionId: 'q1', rating: 4, comment: null },
          { questionId: 'q2', rating: null, comment: 'Lovely' },
        ],
      },
    ])
  })

  it('shows a refused check translated, and sends the next try with a new solution', async () => {
    replyAnswer = () => json({ errorCode: 'INVALID_RECAPTCHA', message: 'x' }, 400)
    open()
    await answerAll()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The anti-bot check failed. Please try again.',
    )
    expect(screen.queryByText('Thank you!')).toBeNull()
    replyAnswer = () => new Response(null, { status: 204 })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Thank you!')).toBeTruthy()
    expect(sent.map((s) => (s as { antiBot: string }).antiBot)).toEqual(['payload-0', 'payload-1'])
  })

  it('says when the link is not open, or already answered from this browser', async () => {
    surveyAnswer = () => json({ errorCode: 'NOT_FOUND', message: 'Not found' }, 404)
    open()
    expect(await screen.findByText(/This survey link is not open/)).toBeTruthy()
    cleanup()
    open('?c=nope')
    expect(await screen.findByText(/This survey link is not open/)).toBeTruthy()
    cleanup()
    surveyAnswer = () => json({ ...survey, alreadyAnswered: true })
    open()
    expect(await screen.findByText(/already answered this survey/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })
})
