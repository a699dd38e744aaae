// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { TeamMember } from '@nido/domain/contracts/team'
import '@/i18n/index'
import { TeamForm } from './team-form'

// The one form of /team/teacher|director/new|edit (docs/team.md, docs/forms.md): the contract's
// rules, the body it sends, what an edit keeps, and the ReadOnly team access view.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const schoolA = '0190a000-0000-7000-8000-0000000000a1'
const schoolB = '0190a000-0000-7000-8000-0000000000a2'
const sectionA = '0190a000-0000-7000-8000-0000000000b1'
const schools = [{ id: schoolA, name: 'Les Pins' }]

const member: TeamMember = {
  id: '0190a000-0000-7000-8000-0000000000c1',
  profile: 'TEACHER',
  firstname: 'Anna',
  lastname: 'Martin',
  gender: 'Female',
  email: 'anna@example.test',
  phone: null,
  jobTitle: 'Puéricultrice',
  status: 'Active',
  isModerator: false,
  moderated: true,
  observer: false,
  activated: true,
  assignments: [
    {
      id: 'x1',
      schoolId: schoolA,
      schoolName: 'Les Pins',
      sectionId: sectionA,
      sectionName: 'Lions',
      sectionArchived: false,
      groupId: null,
      childAccess: 'All',
      teamAccess: 'ReadOnly',
      sectionAccess: 'All',
      manageable: true,
    },
    {
      id: 'x2',
      schoolId: schoolB,
      schoolName: 'Les Chênes',
      sectionId: null,
      sectionName: null,
      sectionArchived: false,
      groupId: null,
      childAccess: 'All',
      teamAccess: 'All',
      sectionAccess: 'All',
      manageable: false,
    },
  ],
}

type Reply = { status: number; body: unknown }
let replies: Record<string, Reply>
let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  replies = {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (method === 'GET' && url.startsWith('/api/v1/sections'))
        return new Response(
          JSON.stringify({
            items: [
              {
                id: sectionA,
                schoolId: schoolA,
                name: 'Lions',
                archivedAt: null,
                staffCount: 1,
                childCount: 3,
              },
            ],
            nextCursor: null,
          }),
          { status: 200 },
        )
      const reply = replies[`${method} ${url}`] ?? {
        status: 404,
        body: { errorCode: 'NOT_FOUND', message: '' },
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function open(props: { member: TeamMember | null; profile?: 'TEACHER' | 'DIRECTOR'; readOnly?: boolean }) {
  const onSaved = vi.fn()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <TeamForm
            userId="u1"
            profile={props.profile ?? props.member?.profile ?? 'TEACHER'}
            member={props.member}
            schools={schools}
            defaultSchoolId={schoolA}
            readOnly={props.readOnly ?? false}
            onSaved={onSaved}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return onSaved
}

const posted = () => calls.filter((c) => c.method !== 'GET')

describe('TeamForm (spec 000 §2 /team/*; docs/team.md)', { timeout: 20_000 }, () => {
  it('refuses empty names and a bad e-mail without calling the server', async () => {
    open({ member: null })
    const form = await screen.findByRole('form', { name: 'Staff member' })
    fireEvent.change(within(form).getByRole('textbox', { name: /E-mail/ }), { target: { value: 'not-mail' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect((await within(form).findAllByText('Required')).length).toBeGreaterThanOrEqual(2)
    expect(posted()).toEqual([])
  })

  it('creates a director with a school assignment and the three levels', async () => {
    replies['POST /api/v1/team'] = { status: 201, body: { ...member, profile: 'DIRECTOR' } }
    const onSaved = open({ member: null, profile: 'DIRECTOR' })
    const form = await screen.findByRole('form', { name: 'Staff member' })
    fireEvent.change(within(form).getByRole('textbox', { name: /First name/ }), { target: { value: 'Paul' } })
    fireEvent.change(within(form).getByRole('textbox', { name: /Last name/ }), {
      target: { value: 'Durand' },
    })
    fireEvent.change(within(form).getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'paul@example.test' },
    })
    fireEvent.click(within(form).getByRole('checkbox', { name: /Observer/ }))
    // A director is assigned to schools: no section choice.
    expect(within(form).queryByRole('combobox', { name: 'Section' })).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(posted()).toEqual([
      {
        method: 'POST',
        url: '/api/v1/team',
        body: {
          profile: 'DIRECTOR',
          firstname: 'Paul',
          lastname: 'Durand',
          gender: null,
          email: 'paul@example.test',
          phone: null,
          jobTitle: null,
          isModerator: false,
          moderated: false,
          observer: true,
          assignments: [{ schoolId: schoolA, childAccess: 'All', teamAccess: 'All', sectionAccess: 'All' }],
        },
      },
    ])
  })

  it('edits only the assignments inside the actor’s schools and shows the others as kept', async () => {
    replies[`PATCH /api/v1/team/${member.id}`] = { status: 200, body: member }
    const onSaved = open({ member })
    const form = await screen.findByRole('form', { name: 'Staff member' })
    expect(within(form).getByText(/kept as it is: Les Chênes/)).toBeTruthy()
    expect(within(form).getAllByRole('group', { name: /Assignment/ })).toHaveLength(1)
    fireEvent.change(within(form).getByRole('textbox', { name: /Job title/ }), { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const [call] = posted()
    expect(call).toMatchObject({
      method: 'PATCH',
      body: {
        jobTitle: null,
        moderated: true,
        assignments: [
          { sectionId: sectionA, childAccess: 'All', teamAccess: 'ReadOnly', sectionAccess: 'All' },
        ],
      },
    })
  })

  it('toasts an e-mail already used', async () => {
    replies[`PATCH /api/v1/team/${member.id}`] = {
      status: 409,
      body: { errorCode: 'EMAIL_ALREADY_USED', message: '' },
    }
    open({ member })
    const form = await screen.findByRole('form', { name: 'Staff member' })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.apiError).toHaveBeenCalled())
  })

  it('only shows under ReadOnly team access: no save, no add, fields disabled', async () => {
    open({ member, readOnly: true })
    const form = await screen.findByRole('form', { name: 'Staff member' })
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull()
    expect(within(form).queryByRole('button', { name: /Add a school/ })).toBeNull()
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /First name/ }).disabled).toBe(true)
  })
})
