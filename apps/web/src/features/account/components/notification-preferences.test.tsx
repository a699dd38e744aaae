// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { defaultAccountSettings, type Account, type AccountSettings } from '@nido/domain/contracts/account'
import { defaultPushSwitches, type PushDevice } from '@nido/domain/contracts/push'
import type { ProfileType } from '@nido/domain/enums/people'
import '@/i18n/index'
import shellEn from '@/i18n/en.json'
import { meQuery } from '@/session/session'
import { testGuardian } from '@/test/me'
import { testId } from '@/test/ids'
import en from '../i18n/en.json'
import AccountPage from '../pages/account-page'

// One place for notification preferences on /account (docs/notifications.md "Preferences"): the
// table shows only kinds the person can receive, never the settings of modules not built yet,
// every e-mail switch saves its spec 001 §3 setting, push switches are this device's, "—" is
// spoken, and quiet hours save as a pair.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const userId = '0190a000-0000-7000-8000-0000000000e1'
const deviceId = '0190a000-0000-7000-8000-0000000000f1'
const endpoint = 'https://push.example.test/send/abc'
const names = en.preferences.kinds

let settings: AccountSettings
let devices: PushDevice[]
let calls: Array<{ method: string; url: string; body: unknown }>

const account = (): Account => ({
  profile: {
    id: userId,
    firstname: 'Gina',
    lastname: 'Martin',
    jobTitle: null,
    email: 'gina@example.test',
    phoneNumber: null,
    language: 'en',
    avatarMediaId: null,
    termsAcceptedAt: null,
    emailValidatedAt: null,
  },
  settings,
})

const device = (): PushDevice => ({
  id: testId(deviceId),
  endpoint,
  label: 'Chrome · Linux',
  switches: { ...defaultPushSwitches },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSuccessAt: null,
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A browser that can receive push; `subscribed` says whether this one already is. */
function stubPush(subscribed: boolean) {
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key-0123456789', auth: 'auth-key-0123456789' } }),
    unsubscribe: vi.fn(async () => true),
  }
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
      subscribe: vi.fn(async () => {
        subscribed = true
        return subscription
      }),
    },
  }
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    configurable: true,
  })
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true })
  Object.defineProperty(window, 'Notification', {
    value: { requestPermission: vi.fn(async () => 'granted') },
    configurable: true,
  })
  return registration
}

beforeEach(() => {
  settings = { ...defaultAccountSettings, quietHoursStart: '22:00', quietHoursEnd: '07:00' }
  devices = []
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      calls.push({ method, url, body })
      if (url === '/api/v1/account') return json(account())
      if (url === '/api/v1/account/settings' && method === 'PUT') {
        settings = { ...settings, ...(body as Partial<AccountSettings>) }
        return json(account())
      }
      if (url.startsWith('/api/v1/push/devices') && method === 'GET')
        return json({ items: devices, nextCursor: null })
      if (url === '/api/v1/push/devices' && method === 'POST') {
        devices = [device()]
        return json(devices[0], 201)
      }
      if (url === `/api/v1/push/devices/${deviceId}` && method === 'PATCH') {
        const d = devices[0]!
        devices = [{ ...d, switches: { ...d.switches, ...(body as object) } }]
        return json(devices[0])
      }
      if (url === '/api/v1/push/public-key')
        return json({ publicKey: 'BElqZ0hP9Kx0Tr5UeEqCV9xZ0nHk7GmQrVb3Xn8Yx4cA' })
      return new Response(null, { status: 204 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(window, 'PushManager')
  Reflect.deleteProperty(window, 'Notification')
})

function show(who: { profileType?: ProfileType; moderator?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const me = testGuardian({ id: userId, firstname: 'Gina', lastname: 'Martin', email: 'gina@example.test' })
  me.meta.userPermission = {
    profileType: who.profileType ?? 'GUARDIAN',
    isModerator: who.moderator ?? false,
    moderated: false,
  }
  client.setQueryData(meQuery.queryKey, me)
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

async function table() {
  return screen.findByRole('table', { name: en.preferences.caption })
}

const rowHeaders = (t: HTMLElement) =>
  within(t)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('p')?.textContent)

describe('notification preferences on /account', { timeout: 20_000 }, () => {
  it("a guardian sees a guardian's kinds, with what each means; no hidden setting anywhere", async () => {
    show()
    const t = await table()
    expect(rowHeaders(t)).toEqual([
      names.news.name,
      names.chat.name,
      names.careLog.name,
      names.events.name,
      names.weekly.name,
      names.birthdays.name,
      names.newGuardian.name,
    ])
    expect(within(t).getByRole('rowheader', { name: new RegExp(names.weekly.name) }).textContent).toContain(
      names.weekly.help,
    )
    // Modules not built yet: their settings stay stored but never show (nor does moderation for a
    // non-moderator, nor staff-only postal cards).
    const page = document.body.textContent ?? ''
    for (const text of [
      shellEn.account.settings.newNotebookItemNotifications,
      shellEn.account.settings.newManagerSuggestionNotifications,
      names.moderation.name,
      names.postalCards.name,
    ])
      expect(page).not.toContain(text)
    // Chat's e-mail on a new message is in the table, not twice.
    expect(page).not.toContain(shellEn.account.settings.sendEmailOnMessage)
  })

  it('a moderating director sees moderation and postal cards, not the guardian-only kinds', async () => {
    show({ profileType: 'DIRECTOR', moderator: true })
    const t = await table()
    expect(rowHeaders(t)).toEqual([
      names.chat.name,
      names.events.name,
      names.birthdays.name,
      names.postalCards.name,
      names.moderation.name,
    ])
    expect(within(t).getByRole('switch', { name: `${names.moderation.name}: e-mail` })).toBeTruthy()
    expect(document.body.textContent).not.toContain(shellEn.account.settings.newNotebookItemNotifications)
  })

  it('each e-mail switch saves its own setting and shows the saved value', async () => {
    show()
    const t = await table()
    const cases = [
      [names.weekly.name, 'weeklyNotifications'],
      [names.birthdays.name, 'birthdayNotifications'],
      [names.newGuardian.name, 'newGuardianOnReferentChildNotifications'],
      [names.chat.name, 'sendEmailOnMessage'],
    ] as const
    for (const [name, key] of cases) {
      const toggle = within(t).getByRole<HTMLInputElement>('switch', { name: `${name}: e-mail` })
      // The defaults: every notification e-mail on, chat's e-mail off (chat's own default).
      const before = defaultAccountSettings[key]
      expect(toggle.checked).toBe(before)
      fireEvent.click(toggle)
      await waitFor(() => expect(toggle.checked).toBe(!before))
      expect(calls.filter((c) => c.method === 'PUT').at(-1)).toEqual({
        method: 'PUT',
        url: '/api/v1/account/settings',
        body: { [key]: !before },
      })
      expect(settings[key]).toBe(!before)
    }
  })

  it('a channel that does not apply is "—" with a spoken name', async () => {
    show()
    const t = await table()
    const weekly = within(t)
      .getByRole('rowheader', { name: new RegExp(names.weekly.name) })
      .closest('tr')!
    const cells = within(weekly).getAllByRole('cell')
    expect(cells[1]!.textContent).toBe(`—${names.weekly.name}: no push for this kind`)
    expect(cells[2]!.textContent).toBe(`—${names.weekly.name}: not shown in the app`)
    expect(within(cells[1]!).getByText('—').getAttribute('aria-hidden')).toBe('true')
    const news = within(t)
      .getByRole('rowheader', { name: new RegExp(names.news.name) })
      .closest('tr')!
    expect(within(news).getAllByRole('cell')[0]!.textContent).toBe(
      `—${names.news.name}: no e-mail for this kind`,
    )
  })

  it('without a subscription here, push says Off and offers to turn it on; turning on subscribes', async () => {
    const registration = stubPush(false)
    show()
    const t = await table()
    expect(within(t).queryAllByRole('switch', { name: /push on this device/ })).toHaveLength(0)
    expect(t.textContent).toContain(`${names.news.name}: push is off on this device`)
    fireEvent.click(await screen.findByRole('button', { name: shellEn.account.push.turnOn }))
    await waitFor(() =>
      expect(within(t).getByRole('switch', { name: `${names.news.name}: push on this device` })).toBeTruthy(),
    )
    expect(registration.pushManager.subscribe).toHaveBeenCalledOnce()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.url).toBe('/api/v1/push/devices')
    expect(post?.body).toMatchObject({ endpoint, keys: { p256dh: 'p256dh-key-0123456789' } })
  })

  it("this device's push switches save through its subscription", async () => {
    stubPush(true)
    devices = [device()]
    show()
    const t = await table()
    const careLog = await within(t).findByRole<HTMLInputElement>('switch', {
      name: `${names.careLog.name}: push on this device`,
    })
    expect(careLog.checked).toBe(true)
    fireEvent.click(careLog)
    await waitFor(() => expect(careLog.checked).toBe(false))
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `/api/v1/push/devices/${deviceId}`,
      body: { careLog: false },
    })
    expect(screen.queryByRole('button', { name: shellEn.account.push.turnOn })).toBeNull()
  })

  it('quiet hours save as a pair, and turning them off saves none', async () => {
    show()
    const form = await screen.findByRole('form', { name: en.quietHours.title })
    expect(form.textContent).toContain("school's time zone")
    const start = within(form).getByLabelText<HTMLInputElement>(new RegExp(`^${en.quietHours.start}`))
    expect(start.value).toBe('22:00')
    fireEvent.change(start, { target: { value: '21:30' } })
    fireEvent.click(within(form).getByRole('button', { name: en.quietHours.save }))
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)).toEqual({
        method: 'PUT',
        url: '/api/v1/account/settings',
        body: { quietHoursStart: '21:30', quietHoursEnd: '07:00' },
      }),
    )
    fireEvent.click(within(form).getByRole('switch', { name: en.quietHours.on }))
    fireEvent.click(within(form).getByRole('button', { name: en.quietHours.save }))
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        quietHoursStart: null,
        quietHoursEnd: null,
      }),
    )
    expect(settings.quietHoursStart).toBeNull()
  })
})
