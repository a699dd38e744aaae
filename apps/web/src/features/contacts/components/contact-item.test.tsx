// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import type { Contact } from '@nido/domain/contracts/contacts'
import '@/i18n/index'
import { ContactItem } from './contact-item'

// Contacts (docs/contacts.md): a phone only when the server sends one (its owner shows it), and "send a
// message" only when the server's chat rule allows it (canMessage), as a link to /chat?with=<id>.

const base: Contact = {
  id: '0190a000-0000-7000-8000-000000000001',
  kind: 'staff',
  profileType: 'DIRECTOR',
  firstname: 'Camille',
  lastname: 'Rousseau',
  jobTitle: 'Directrice',
  email: 'director@nido.demo',
  phone: null,
  avatarMediaId: null,
  children: [],
  canMessage: false,
}

function show(contact: Contact) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <ContactItem userId="u1" contact={contact} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return screen.getByRole('listitem', { name: `${contact.firstname} ${contact.lastname}` })
}

describe('ContactItem', () => {
  afterEach(() => cleanup())

  it('a staff member: job title and role, e-mail; no phone and no message link unless sent', () => {
    const item = show(base)
    expect(within(item).getByText('Directrice · Director')).toBeTruthy()
    expect(
      within(item).getByRole('link', { name: 'Write to Camille Rousseau at director@nido.demo' }),
    ).toHaveProperty('href', 'mailto:director@nido.demo')
    expect(within(item).queryByRole('link', { name: /^Call / })).toBeNull()
    expect(within(item).queryByRole('link', { name: /^Send a message/ })).toBeNull()
  })

  it('a family: whose parent, the phone they show, and a link to start a chat', () => {
    const item = show({
      ...base,
      kind: 'family',
      profileType: 'GUARDIAN',
      firstname: 'Olga',
      lastname: 'Petit',
      jobTitle: null,
      email: null,
      phone: '+32470123456',
      children: [{ id: 'c1', firstname: 'Tom', lastname: 'Petit' }],
      canMessage: true,
    })
    expect(within(item).getByText('Parent of Tom')).toBeTruthy()
    expect(within(item).getByRole('link', { name: 'Call Olga Petit at +32470123456' })).toHaveProperty(
      'href',
      'tel:+32470123456',
    )
    expect(
      within(item).getByRole('link', { name: 'Send a message to Olga Petit' }).getAttribute('href'),
    ).toBe(`/chat?with=${base.id}`)
  })
})
