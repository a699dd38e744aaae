// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import '@/i18n/index'
import { moveQuestion, QuestionList, type DraftQuestion } from './question-list'

// A campaign's questions reorder with buttons (keyboard and screen-reader reachable); the new
// position is announced; once replies exist the order and kinds are locked.

afterEach(cleanup)

const questions: DraftQuestion[] = [
  { key: 'a', content: 'Stars question', kind: 'stars', nps: false },
  { key: 'b', content: 'Recommend us?', kind: 'scale', nps: true },
  { key: 'c', content: 'A word?', kind: 'text', nps: false },
]

describe('moveQuestion', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves index %s by %s', (index, by, order) => {
    expect(moveQuestion(questions, index, by).map((q) => q.key)).toEqual(order)
  })
})

function Harness({
  locked = false,
  onChange,
}: {
  locked?: boolean
  onChange?: (q: DraftQuestion[]) => void
}) {
  const [value, setValue] = useState(questions)
  return (
    <QuestionList
      questions={value}
      locked={locked}
      onChange={(next) => {
        onChange?.(next)
        setValue(next)
      }}
    />
  )
}

const texts = () => screen.getAllByRole('textbox').map((input) => (input as HTMLTextAreaElement).value)

describe('QuestionList', () => {
  it('moves a question down then up with the buttons and announces its position', () => {
    render(<Harness />)
    expect(texts()).toEqual(['Stars question', 'Recommend us?', 'A word?'])
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toHaveProperty('disabled', true)

    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }))
    expect(texts()).toEqual(['Recommend us?', 'Stars question', 'A word?'])
    expect(screen.getByText('Question moved to position 2')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Move question 3 up' }))
    expect(texts()).toEqual(['Recommend us?', 'A word?', 'Stars question'])
  }, 30_000)

  it('keeps the NPS flag only on the 0–10 question', () => {
    render(<Harness />)
    const flags = screen.getAllByRole('checkbox', { name: 'Count it in the NPS' })
    expect(flags).toHaveLength(1)
    expect(flags[0]).toHaveProperty('checked', true)
  }, 30_000)

  it('removes a question', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }))
    expect(texts()).toEqual(['Stars question', 'A word?'])
  }, 30_000)

  it('locked: no reordering nor removal, the wording stays editable', () => {
    render(<Harness locked />)
    for (const name of ['Move question 2 up', 'Move question 2 down', 'Remove question 2'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true)
    expect(screen.getAllByRole('textbox')[0]).toHaveProperty('disabled', false)
  }, 30_000)
})
