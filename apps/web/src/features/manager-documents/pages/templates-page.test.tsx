// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { mergeFields } from '@nido/domain/manager/documents/merge'
import '@/i18n/index'
import { renderPage } from '@/test/render-page'
import TemplatesPage, { ContractTemplatesPage } from './templates-page'
import { director, template } from './test-data'

// /manager/admin/templates and /manager/admin/contract-templates (spec 000 §2, §3 template
// modes): the form lists the merge fields beside the text, inserts one at the cursor, refuses an
// unknown one before asking the server, and sends the contract's body.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const slow = { timeout: 15_000 }
let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (method === 'POST') return Response.json(template(body as object), { status: 201 })
      const contract = url.includes('kind=contract')
      return Response.json({
        items: [
          contract
            ? template({ kind: 'contract', mode: null, name: 'Conditions 2026', isDefault: true })
            : template(),
        ],
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const posts = () => calls.filter((c) => c.method === 'POST')

describe('the templates page', { timeout: 60_000 }, () => {
  it('lists the templates and writes one with a merge field inserted at the cursor', async () => {
    renderPage(<TemplatesPage />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Document templates of the nursery' }, slow)
    expect(within(table).getByText('Welcome letter')).toBeTruthy()
    expect(within(table).getByText('Sent to the family')).toBeTruthy()
    expect(calls[0]?.url).toBe('/api/v1/manager/templates?kind=document')

    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New document template' })
    const fields = within(dialog).getByRole('list', { name: 'Fields' })
    expect(within(fields).getAllByRole('button')).toHaveLength(mergeFields.length)

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Certificate of attendance' },
    })
    const body = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' })
    fireEvent.change(body, { target: { value: 'Hello , see you soon.' } })
    body.setSelectionRange(6, 6)
    fireEvent.click(within(fields).getByRole('button', { name: /\{\{child\.firstname\}\}/ }))
    await waitFor(() => expect(body.value).toBe('Hello {{child.firstname}}, see you soon.'))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          method: 'POST',
          url: '/api/v1/manager/templates',
          body: {
            kind: 'document',
            name: 'Certificate of attendance',
            mode: 'OutputOnly',
            body: 'Hello {{child.firstname}}, see you soon.',
            instructions: null,
            isDefault: false,
          },
        },
      ]),
    )
    expect(toast.success).toHaveBeenCalledWith('Template saved')
  })

  it('refuses an unknown field before asking the server', async () => {
    renderPage(<TemplatesPage />, { me: director() })
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'New document template' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Letter' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Dear {{child.nickname}}' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(/These fields do not exist: child\.nickname/)).toBeTruthy()
    expect(posts()).toEqual([])
  })

  it('asks the family with instructions and no text for an InputOnly template', async () => {
    renderPage(<TemplatesPage />, { me: director() })
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'New document template' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Vaccination record' },
    })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Use' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Asked of the family' }))
    expect(within(dialog).queryByRole('textbox', { name: 'Text' })).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What the family must provide' }), {
      target: { value: 'A copy of the vaccination pages.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(posts()[0]?.body).toEqual({
        kind: 'document',
        name: 'Vaccination record',
        mode: 'InputOnly',
        body: '',
        instructions: 'A copy of the vaccination pages.',
        isDefault: false,
      }),
    )
  })

  it('writes a default contract template, without a mode', async () => {
    renderPage(<ContractTemplatesPage />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Contract templates of the nursery' }, slow)
    expect(within(table).getByText('Printed on contracts')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New contract template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New contract template' })
    expect(within(dialog).queryByRole('combobox', { name: 'Use' })).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Conditions 2027' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Between {{school.name}} and {{guardians}}.' },
    })
    fireEvent.click(
      within(dialog).getByRole('switch', { name: "Print these conditions on the nursery's contracts" }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(posts()[0]?.body).toEqual({
        kind: 'contract',
        name: 'Conditions 2027',
        mode: null,
        body: 'Between {{school.name}} and {{guardians}}.',
        instructions: null,
        isDefault: true,
      }),
    )
  })

  it('shows no control to an observer', async () => {
    renderPage(<TemplatesPage />, { me: director({ observer: true }) })
    await screen.findByRole('table', { name: 'Document templates of the nursery' }, slow)
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit Welcome letter' })).toBeNull()
  })
})
