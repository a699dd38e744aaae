// @vitest-environment jsdom
import { createRef } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/i18n/index'
import { emptyMorningWordItem } from '@nido/domain/rules/morning-word'
import type { AllowedToBring } from '@nido/domain/contracts/daily'
import { MorningWordForm, type MorningWordFormHandle, type MorningWordFormProps } from './morning-word-form'
import { PickersProvider } from './pickers-provider'

afterEach(cleanup)

// The morning-word drawer's panel (spec 001 §2, §4, §5) as a family and as staff see it.
const people: AllowedToBring = {
  managerOn: true,
  holders: [
    { id: '0190a000-0000-7000-8000-000000000001', firstname: 'Claire', lastname: 'Martin', position: 1 },
  ],
  guardians: [],
  allowedToBringChild: [
    { id: '0190a000-0000-7000-8000-000000000002', firstname: 'Paul', lastname: 'Durand', position: 2 },
  ],
}

function renderForm(overrides: Partial<MorningWordFormProps> = {}) {
  const handle = createRef<MorningWordFormHandle>()
  const props: MorningWordFormProps = {
    child: {
      id: '0190a000-0000-7000-8000-0000000000c1',
      firstname: 'Louise',
      lastname: 'Martin',
      avatarMediaId: null,
    },
    config: {
      timePickers: true,
      morningWordEnabled: true,
      allFineEnabled: true,
      allowedItems: ['Mood', 'Food', 'Sleep', 'Departure', 'Health', 'Treatment', 'Note'],
    },
    initial: {
      allFine: false,
      items: [emptyMorningWordItem('Mood'), emptyMorningWordItem('Food'), emptyMorningWordItem('Sleep')],
      arrival: null,
      departure: null,
      pickup: null,
      morningWordExists: false,
    },
    defaultArrival: '08:35',
    people,
    busy: false,
    onSave: vi.fn(),
    onDismiss: vi.fn(),
    handleRef: handle,
    titleId: 'title',
    ...overrides,
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PickersProvider>
        <MorningWordForm {...props} />
      </PickersProvider>
    </QueryClientProvider>,
  )
  return { props, handle }
}

const cards = () => screen.getByRole('group', { name: 'Cards' })

// The pickers make a large DOM and role queries walk all of it: slow on a busy machine.
describe('morning-word panel', { timeout: 30_000 }, () => {
  it('shows the child, the question, the switch, the pickers and one card per default type', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Louise Martin' })).toBeTruthy()
    expect(screen.getByText('How is Louise today?')).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'Nothing to report, all is fine' })).toBeTruthy()
    expect(screen.getAllByText('Arrival').length).toBeGreaterThan(0)
    const headings = within(cards())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual(['Mood', 'Meal', 'Sleep', 'Add a card'])
  })

  it('all fine removes the mood card and the Mood add button', () => {
    renderForm()
    fireEvent.click(screen.getByRole('switch', { name: 'Nothing to report, all is fine' }))
    expect(within(cards()).queryByRole('heading', { name: 'Mood' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add: Mood' })).toBeNull()
  })

  it('adds a health card, says what is wrong with the temperature and blocks the save', () => {
    const { props, handle } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Add: Health' }))
    const temperature = screen.getByRole('spinbutton', { name: 'Temperature' })
    fireEvent.change(temperature, { target: { value: '45' } })
    expect(screen.getByText(/cannot be told apart/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true)
    // Closing with an error does not save (spec 001 §4).
    handle.current?.requestClose()
    expect(props.onDismiss).toHaveBeenCalledWith('invalid')
    expect(props.onSave).not.toHaveBeenCalled()
    fireEvent.change(temperature, { target: { value: '101.3' } })
    expect(screen.getByText('°F')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows no warning on a form just opened, only once the user tries to send', () => {
    const { props } = renderForm({
      initial: {
        allFine: false,
        items: [emptyMorningWordItem('Mood')],
        arrival: '10:00',
        departure: '09:00',
        pickup: null,
        morningWordExists: false,
      },
    })
    expect(screen.queryByText('The arrival cannot be after the departure')).toBeNull()
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send.hasAttribute('disabled')).toBe(false)
    fireEvent.click(send)
    expect(screen.getAllByText('The arrival cannot be after the departure').length).toBeGreaterThan(0)
    expect(props.onSave).not.toHaveBeenCalled()
    expect(send.hasAttribute('disabled')).toBe(true)
  })

  it('sends the check-in and the morning word together, without the incomplete cards', () => {
    const { props } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Fine' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(props.onSave).toHaveBeenCalledWith({
      checkIn: { arrival: '08:35', departure: null, pickup: null },
      morningWord: { allFine: false, items: [{ type: 'Mood', quality: 'Fine' }] },
    })
  })

  it('cancel closes without saving', () => {
    const { props } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Fine' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(props.onDismiss).toHaveBeenCalledWith('cancel')
    expect(props.onSave).not.toHaveBeenCalled()
  })

  it('the staff panel has no time pickers and saves the word on close', () => {
    const { props, handle } = renderForm({
      config: {
        timePickers: false,
        morningWordEnabled: true,
        allFineEnabled: false,
        allowedItems: ['Mood', 'Note'],
      },
    })
    expect(screen.queryByText('Arrival')).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add: Note' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Teething' } })
    handle.current?.requestClose()
    expect(props.onSave).toHaveBeenCalledWith({
      checkIn: null,
      morningWord: { allFine: false, items: [{ type: 'Note', comment: 'Teething' }] },
    })
  })

  it('a departure by free text; typing a name clears the chosen person', () => {
    const { props } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Add: Departure' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Or another person’s name' }), {
      target: { value: 'Grand-mère' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(props.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        checkIn: expect.objectContaining({
          pickup: {
            rawTextPicker: 'Grand-mère',
            guardianId: null,
            contractHolderId: null,
            allowedToBringChildId: null,
          },
        }),
      }),
    )
  })
  it('spec 001 §6: with the manager feature, holders and allowed persons under headers; a person clears the name', () => {
    const { props } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Add: Departure' }))
    const name = screen.getByRole('textbox', { name: 'Or another person’s name' })
    fireEvent.change(name, { target: { value: 'Grand-mère' } })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Picked up by' }))
    const list = screen.getByRole('listbox')
    expect(within(list).getByText('Contract holders')).toBeTruthy()
    expect(within(list).getByText('Allowed persons')).toBeTruthy()
    fireEvent.click(within(list).getByRole('option', { name: 'Paul Durand' }))
    expect((name as HTMLInputElement).value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(props.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        checkIn: expect.objectContaining({
          pickup: {
            rawTextPicker: null,
            guardianId: null,
            contractHolderId: null,
            allowedToBringChildId: people.allowedToBringChild[0]!.id,
          },
        }),
      }),
    )
  })
})
