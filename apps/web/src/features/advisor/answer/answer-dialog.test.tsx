// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { AdvisorPendingSurvey } from '@nido/domain/contracts/advisor-answer'
import '@/i18n/index'
import { AnswerDialog } from './answer-dialog'
import { commentMaxLength } from './answer-rules'

// Spec 000 §4, §5 and spec 001 §2, §4, §5: the answer dialog's arrows, counter, Irrelevant
// button, rating toggles, comment limit and the rules that disable send.

const survey: AdvisorPendingSurvey = {
  campaignId: 'c1',
  name: 'Autumn barometer',
  questions: [
    { id: 'q1', content: 'The welcome', kind: 'stars', textOnly: false, nps: false },
    { id: 'q2', content: 'Would you recommend us?', kind: 'scale', textOnly: false, nps: true },
    { id: 'q3', content: 'Anything to add?', kind: 'text', textOnly: true, nps: false },
  ],
}

afterEach(() => cleanup())

function open(sending = false) {
  const onSend = vi.fn()
  render(<AnswerDialog survey={survey} sending={sending} onSend={onSend} onLater={() => {}} />)
  return onSend
}

const mainButton = () => screen.getByRole('button', { name: /^(Next|Send)$/ })
const nextArrow = () => screen.getByRole('button', { name: 'Next question' })

describe('advisor answer dialog (spec 000 §4, §5; spec 001 §2, §4, §5)', { timeout: 20_000 }, () => {
  it('disables next and the arrow until a rating is chosen; the same star clears it (toggle)', async () => {
    open()
    expect(await screen.findByText('1 / 3')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'The welcome' })).toBeTruthy()
    expect(mainButton().hasAttribute('disabled')).toBe(true)
    expect(nextArrow().hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Previous question' }).hasAttribute('disabled')).toBe(true)
    const four = screen.getByRole('radio', { name: '4 of 5 stars' })
    fireEvent.click(four)
    expect(four.getAttribute('aria-checked')).toBe('true')
    expect(mainButton().hasAttribute('disabled')).toBe(false)
    expect(nextArrow().hasAttribute('disabled')).toBe(false)
    fireEvent.click(four)
    expect(four.getAttribute('aria-checked')).toBe('false')
    expect(mainButton().hasAttribute('disabled')).toBe(true)
  })

  it('blocks next beyond the comment limit, with the counter and the error', async () => {
    open()
    fireEvent.click(await screen.findByRole('radio', { name: '5 of 5 stars' }))
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' })
    fireEvent.change(comment, { target: { value: 'x'.repeat(commentMaxLength + 1) } })
    expect(screen.getByText(`${commentMaxLength + 1} / ${commentMaxLength}`)).toBeTruthy()
    expect(screen.getByText(`At most ${commentMaxLength} characters`)).toBeTruthy()
    expect(mainButton().hasAttribute('disabled')).toBe(true)
    expect(nextArrow().hasAttribute('disabled')).toBe(true)
    fireEvent.change(comment, { target: { value: 'Warm' } })
    expect(mainButton().hasAttribute('disabled')).toBe(false)
  })

  it('shows Irrelevant only on questions neither text-only nor NPS; it skips and moves on', async () => {
    const onSend = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Irrelevant' }))
    expect(screen.getByText('2 / 3')).toBeTruthy()
    // The NPS question: no Irrelevant button, eleven values.
    expect(screen.queryByRole('button', { name: 'Irrelevant' })).toBeNull()
    expect(screen.getAllByRole('radio')).toHaveLength(11)
    fireEvent.click(screen.getByRole('radio', { name: '9 out of 10' }))
    fireEvent.click(mainButton())
    // Text only: send is enabled without a rating, and next on the last question sends.
    expect(screen.getByText('3 / 3')).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(mainButton().textContent).toBe('Send')
    expect(mainButton().hasAttribute('disabled')).toBe(false)
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: ' Thanks ' } })
    fireEvent.click(mainButton())
    expect(onSend).toHaveBeenCalledWith([
      { questionId: 'q1', comment: null, rating: -1 },
      { questionId: 'q2', comment: null, rating: 9 },
      { questionId: 'q3', comment: 'Thanks', rating: null },
    ])
  })

  it('disables send while sending', async () => {
    open(true)
    fireEvent.click(await screen.findByRole('radio', { name: '3 of 5 stars' }))
    expect(mainButton().hasAttribute('disabled')).toBe(true)
  })

  it('moves the choice with the arrow keys, as a radio group does', async () => {
    open()
    const two = await screen.findByRole('radio', { name: '1 of 5 stars' })
    fireEvent.keyDown(two, { key: 'ArrowRight' })
    expect(screen.getByRole('radio', { name: '2 of 5 stars' }).getAttribute('aria-checked')).toBe('true')
  })
})
