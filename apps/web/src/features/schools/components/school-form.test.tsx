// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { SchoolFields } from '@nido/domain/contracts/schools'
import { ApiError } from '@/api/client'
import '@/i18n/index'
import { SchoolForm } from './school-form'

// The school form of /admin/schools (docs/administration.md "Schools", docs/forms.md): the
// contract's rules as the resolver (position ranges, both coordinates or neither), coordinates
// typed as text, and the server's field error set on its field.

const initial: SchoolFields = {
  name: 'Les Lucioles',
  street: '',
  postcode: '',
  city: 'Paris',
  country: 'FR',
  latitude: null,
  longitude: null,
  timezone: 'Europe/Paris',
  publicPageVisible: false,
  publicDescription: '',
  publicPhone: '',
  publicEmail: '',
  publicWebsite: '',
}

afterEach(() => cleanup())

function open(onSubmit: (values: SchoolFields) => Promise<unknown>) {
  const router = createMemoryRouter(
    [{ path: '/', element: <SchoolForm initial={initial} part="all" busy={false} onSubmit={onSubmit} /> }],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

const field = (name: string) => screen.getByRole('textbox', { name })
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('SchoolForm (docs/administration.md "Schools")', { timeout: 20_000 }, () => {
  it('refuses a latitude out of range and half a position without saving', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    open(onSubmit)
    type('Latitude', '95')
    save()
    await waitFor(() => expect(field('Latitude').getAttribute('aria-invalid')).toBe('true'))
    type('Latitude', '48.85')
    save()
    // A latitude without a longitude: the contract asks for both or neither.
    await waitFor(() => expect(field('Longitude').getAttribute('aria-invalid')).toBe('true'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('saves typed coordinates as numbers (a comma as decimal mark) and the country in capitals', async () => {
    const onSubmit = vi.fn((_values: SchoolFields) => Promise.resolve())
    open(onSubmit)
    type('Latitude', '48,8566')
    type('Longitude', '2.3522')
    type('Country', 'be')
    type('Website', 'https://lucioles.example.test')
    save()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      latitude: 48.8566,
      longitude: 2.3522,
      country: 'BE',
      publicWebsite: 'https://lucioles.example.test',
      timezone: 'Europe/Paris',
    })
  })

  it('saves the families-told-of-birthdays switch, off at first, named with its explanation', async () => {
    const onSubmit = vi.fn((_values: SchoolFields) => Promise.resolve())
    open(onSubmit)
    const toggle = screen.getByRole('switch', {
      name: "Tell families of the birthdays in their children's sections",
    })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(toggle.getAttribute('aria-describedby')).toBe('school-birthdays-help')
    fireEvent.click(toggle)
    save()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ familiesToldOfBirthdays: true })
  })

  it("sets the server's field error on its field", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError('VALIDATION_ERROR', 'bad', 400, [
          { path: 'body.publicEmail', message: 'Invalid email' },
        ]),
      ),
    )
    open(onSubmit)
    save()
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'))
    expect(field('Name').getAttribute('aria-invalid')).toBe('false')
  })
})
