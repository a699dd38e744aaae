// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { languages, toBcp47 } from '@nido/domain/i18n/languages'
import { errorMessages } from '@nido/domain/i18n/error-messages'
import type { Me } from '@nido/domain/contracts/me'
import { i18n, setLanguage } from '@/i18n/index'
import { testGuardian } from '@/test/me'
import SetupPage from './setup-page'

// First run of an install (docs/deploy.md "Installing for your organisation"): the page checks
// the contract's rules before it sends anything, shows the server's field errors on their fields
// and a refused token above the form, in each of the seven languages.

type Reply = { status: number; body: unknown }
/** What the claim answers: the administrator, signed in (zMe). */
const guardianShape = testGuardian({
  id: '0190a000-0000-7000-8000-0000000000b1',
  firstname: 'Ana',
  lastname: 'Martin',
  email: 'ana@example.org',
})
const me: Me = {
  ...guardianShape,
  meta: {
    ...guardianShape.meta,
    userPermission: { profileType: 'GROUP_ADMIN', isModerator: false, moderated: false },
  },
}
let reply: Reply
const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status }))

beforeEach(() => {
  reply = { status: 500, body: { errorCode: 'INTERNAL_ERROR', message: '' } }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await setLanguage('en')
})

function renderPage(search: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/setup${search}`]}>
        <SetupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** By the whole label: MUI adds a " *" to required fields' labels. */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}[\\s\u2009]*\\*?$`), { selector: 'input' })
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create the organisation' }))
/** The helper text under a field, where its error shows. */
const helperOf = (label: string) => document.getElementById(`${input(label).id}-helper-text`)?.textContent

function fillValid() {
  fill('Name of the organisation', 'Les Coccinelles')
  fill('Name shown in the app', 'Coccinelles')
  fill('Main colour', '#1A6B54')
  fill('Second colour', '#F2A541')
  fill('First name', 'Ana')
  fill('Last name', 'Martin')
  fill('E-mail address', 'ana@example.org')
  fill('Password', 'a long enough password')
  fill('Repeat the password', 'a long enough password')
}

describe('setup page', () => {
  it('says a link without a token is incomplete', async () => {
    renderPage('')
    expect(await screen.findByText(/This setup link is incomplete/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create the organisation' })).toBeNull()
  })

  it('names every field that fails before calling the server', async () => {
    renderPage('?token=the-token-of-the-link')
    fill('Main colour', 'green')
    fill('Password', 'short')
    fill('Repeat the password', 'other')
    fill('E-mail address', 'not an address')
    submit()
    await waitFor(() => expect(helperOf('Name of the organisation')).toBe('Required'))
    expect(helperOf('Name shown in the app')).toBe('Required')
    expect(helperOf('Main colour')).toBe('Enter a colour code: # followed by six characters 0–9 or A–F.')
    expect(helperOf('Second colour')).toBe('A colour code such as #2E7D6B.')
    expect(helperOf('First name')).toBe('Required')
    expect(helperOf('E-mail address')).toBe('This is not a valid e-mail address.')
    expect(helperOf('Password')).toBe('At least 8 characters.')
    expect(helperOf('Repeat the password')).toBe('The two passwords are not the same.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the token with the organisation, its brand and the administrator', async () => {
    reply = { status: 403, body: { errorCode: 'SETUP_TOKEN_INVALID', message: '' } }
    renderPage('?token=the-token-of-the-link')
    fillValid()
    submit()
    expect(await screen.findByText(errorMessages.en.SETUP_TOKEN_INVALID)).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/setup')
    expect(JSON.parse(init.body as string)).toEqual({
      token: 'the-token-of-the-link',
      group: { name: 'Les Coccinelles' },
      brand: {
        name: 'Coccinelles',
        primaryColor: '#1A6B54',
        secondaryColor: '#F2A541',
        defaultLanguage: 'en',
      },
      admin: {
        firstname: 'Ana',
        lastname: 'Martin',
        email: 'ana@example.org',
        password: 'a long enough password',
      },
    })
  })

  it('welcomes the administrator once the install is claimed', async () => {
    reply = { status: 200, body: me }
    renderPage('?token=the-token-of-the-link')
    fillValid()
    submit()
    expect((await screen.findByRole('status')).textContent).toContain('Welcome, Ana')
    expect(screen.getByRole('link', { name: 'Open Nido' }).getAttribute('href')).toBe('/')
  })

  it("shows the server's field errors on their fields", async () => {
    reply = {
      status: 400,
      body: {
        errorCode: 'VALIDATION_ERROR',
        message: '',
        details: [{ path: 'body.admin.email', message: 'Invalid email address' }],
      },
    }
    renderPage('?token=the-token-of-the-link')
    fillValid()
    submit()
    await waitFor(() => expect(helperOf('E-mail address')).toBe('The server did not accept this value.'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each(languages.filter((l) => l !== 'en'))(
    'speaks %s: title, labels and field errors',
    async (language) => {
      await setLanguage(language)
      renderPage('?token=the-token-of-the-link')
      const t = i18n.getFixedT(toBcp47(language), 'setup')
      expect(await screen.findByRole('heading', { level: 1, name: t('title') })).toBeTruthy()
      fill(t('password'), 'short')
      fill(t('confirm'), 'other')
      fill(t('primaryColor'), 'green')
      fireEvent.click(screen.getByRole('button', { name: t('submit') }))
      await waitFor(() => expect(helperOf(t('confirm'))).toBe(t('errors.mismatch')))
      expect(helperOf(t('primaryColor'))).toBe(t('errors.color'))
      // Neither an English text nor a bare key.
      expect(t('errors.mismatch')).not.toBe('The two passwords are not the same.')
      expect(t('errors.mismatch')).not.toMatch(/^errors\./)
      expect(fetchMock).not.toHaveBeenCalled()
    },
  )
})
