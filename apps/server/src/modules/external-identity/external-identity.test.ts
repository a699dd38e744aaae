import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { brands, users } from '../../db/schema/index'
import type { ExternalIdentitySettings } from '../../db/schema/structure'
import { cookieHeader, createTestApp, type TestApp } from '../../test/app'
import { clearProviderCache } from './external-identity.client'
import { applyDemoProvider } from './external-identity.demo'
import { completeExternalLogin } from './external-identity.login'
import { externalIdentityLimits, redirectUriFor } from './external-identity.service'
import { startTestProvider, type TestProvider } from './external-identity.test-provider'

// Spec 000 §2 and §7 Auth: the whole round trip against a real OpenID provider
// (oidc-provider on a local port). The "browser" below follows redirects by hand and keeps the
// provider's cookies; Nido is reached through inject like every other module test.

let t: TestApp
let idp: TestProvider
let brandId: string
let groupId: string
let schoolId: string
const providerKey = 'test-idp'
/** inject's requests come to Host localhost:80: the redirect URIs are built from the page's origin. */
const origin = 'http://localhost'

beforeAll(async () => {
  t = await createTestApp()
  idp = await startTestProvider({
    redirectUris: [redirectUriFor(origin, 'desktop'), redirectUriFor(origin, 'mobile')],
    postLogoutRedirectUris: [`${origin}/login`],
  })
  clearProviderCache()
  const world = await t.make.world()
  groupId = world.groupId
  schoolId = world.schoolId
  const [brand] = await t.database.db
    .update(brands)
    .set({
      externalIdentity: {
        key: providerKey,
        kind: 'oidc',
        name: 'Test IdP',
        issuer: idp.issuer,
        clientId: idp.clientId,
        mobileRedirectUri: 'nido-test://external-identity',
      } satisfies ExternalIdentitySettings,
    })
    .where(eq(brands.groupId, world.groupId))
    .returning({ id: brands.id })
  brandId = brand!.id
})

afterAll(async () => {
  await idp?.close()
  await t?.close()
})

/** A browser's cookie jar for the provider's host (paths ignored: one host, one test). */
class Jar {
  private cookies = new Map<string, string>()
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (!value || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/**
 * Goes from the authorization URL through the provider's login form (devInteractions) until the
 * provider sends the browser back to Nido; answers that URL.
 */
async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new Jar()
  let url = new URL(authorizationUrl)
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.take(res)
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url)
      if (url.origin === origin) return url
      continue
    }
    const html = await res.text()
    if (res.status !== 200 || !url.pathname.startsWith('/interaction/'))
      throw new Error(`provider answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`)
    const prompt = html.includes('value="consent"') ? 'consent' : 'login'
    const submit = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login: accountId, password: 'any' }).toString(),
    })
    jar.take(submit)
    if (submit.status < 300 || submit.status >= 400)
      throw new Error(
        `interaction ${prompt} answered ${submit.status}: ${(await submit.text()).slice(0, 300)}`,
      )
    url = new URL(submit.headers.get('location')!, url)
  }
  throw new Error('too many redirects at the provider')
}

interface Flow {
  authorizationUrl: string
  /** The binding cookie Nido set on initiate. */
  cookie: string
}

async function initiate(mode: 'desktop' | 'mobile' = 'desktop', ip = '203.0.113.1'): Promise<Flow> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/external-identity/initiate',
    query: { brandId, provider: providerKey, mode },
    remoteAddress: ip,
  })
  expect(res.statusCode, res.body).toBe(200)
  return {
    authorizationUrl: res.json<{ authorizationUrl: string }>().authorizationUrl,
    cookie: cookieHeader(res),
  }
}

function validate(callback: URL, cookie: string, ip = '203.0.113.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/external-identity/validate${callback.search}`,
    headers: { cookie },
    remoteAddress: ip,
  })
}

/** Initiate → provider → validate; answers the validate response. */
async function roundTrip(accountId: string, mode: 'desktop' | 'mobile' = 'desktop') {
  const flow = await initiate(mode)
  const callback = await signInAtProvider(flow.authorizationUrl, accountId)
  return { flow, callback, res: await validate(callback, flow.cookie) }
}

async function loginWithState(state: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { state, language: 'en' } })
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
  return row!
}

describe('external identity: providers of the brand', () => {
  it('lists the brand providers for the login page, without secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/external-identity/providers' })
    expect(res.statusCode).toBe(200)
    // The default brand is the first by name; every test brand is called "Test brand".
    const body = res.json<{ brandId: string; providers: unknown[] }>()
    expect(body.brandId).toBeTruthy()
    expect(JSON.stringify(body)).not.toContain('secret')
  })

  it('initiate answers the provider authorization URL with PKCE, state and nonce', async () => {
    const { authorizationUrl, cookie } = await initiate()
    const url = new URL(authorizationUrl)
    expect(url.origin).toBe(idp.issuer)
    expect(url.searchParams.get('client_id')).toBe(idp.clientId)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toBeTruthy()
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUriFor(origin, 'desktop'))
    expect(cookie).toMatch(/^nido_oidc=/)
  })

  it('an unknown provider or brand is NOT_FOUND', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/external-identity/initiate',
      query: { brandId, provider: 'nope' },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('external identity: sign-in round trip against a real provider', () => {
  it('first sign-in links the account by its verified e-mail, then the login state opens a session', async () => {
    const teacher = await t.make.staff('TEACHER', { schoolId }, { email: 'Ada.Teacher@example.test' })
    idp.accounts.set('ada', { email: 'ada.teacher@example.test', email_verified: true, name: 'Ada' })

    const { res } = await roundTrip('ada')
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json<{ state: string; mode: string; appRedirectUrl: string | null }>()
    expect(result).toMatchObject({ mode: 'desktop', appRedirectUrl: null })

    const linked = await userRow(teacher.id)
    expect(linked.externalIdentityId).toBe(`${idp.issuer}|ada`)
    expect(linked.emailValidatedAt).not.toBeNull()

    const login = await loginWithState(result.state)
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json<{ user: { id: string; externalIdentityId: string } }>().user).toMatchObject({
      id: teacher.id,
      externalIdentityId: `${idp.issuer}|ada`,
    })
    expect(login.cookies.some((c) => c.name === 'nido_session')).toBe(true)

    // Single use: the same login state never opens a second session.
    const again = await loginWithState(result.state)
    expect(again.statusCode).toBe(400)
    expect(again.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_STATE_INVALID')
  })

  it('a later sign-in finds the account by the stored identity, whatever the e-mail says now', async () => {
    const guardian = await t.make.guardianOf([(await t.make.child((await t.make.world()).sectionIds[0])).id])
    await t.database.db
      .update(users)
      .set({ externalIdentityId: `${idp.issuer}|grace` })
      .where(eq(users.id, guardian.id))
    // No verified e-mail, and not the account's e-mail: the stored identity is what counts.
    idp.accounts.set('grace', { email: 'someone.else@example.test', email_verified: false })

    const { res } = await roundTrip('grace')
    expect(res.statusCode, res.body).toBe(200)
    const { userId } = await completeExternalLogin(t.deps, { state: res.json<{ state: string }>().state })
    expect(userId).toBe(guardian.id)
  })

  it('an unverified e-mail is refused on a first sign-in and links nothing', async () => {
    const director = await t.make.staff('DIRECTOR', { schoolId }, { email: 'unverified@example.test' })
    idp.accounts.set('unverified', { email: 'unverified@example.test', email_verified: false })
    const { res } = await roundTrip('unverified')
    expect(res.statusCode).toBe(401)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED')
    expect((await userRow(director.id)).externalIdentityId).toBeNull()
  })

  it('an unknown user is refused', async () => {
    idp.accounts.set('stranger', { email: 'nobody.here@example.test', email_verified: true })
    const { res } = await roundTrip('stranger')
    expect(res.statusCode).toBe(401)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_NO_ACCOUNT')
  })

  it("a verified e-mail of another group's user is refused: a brand's provider vouches only for its group", async () => {
    const other = await t.make.world()
    const outsider = await t.make.staff(
      'TEACHER',
      { schoolId: other.schoolId },
      { email: 'outsider@example.test' },
    )
    idp.accounts.set('outsider', { email: 'outsider@example.test', email_verified: true })
    const { res } = await roundTrip('outsider')
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_NO_ACCOUNT')
    expect((await userRow(outsider.id)).externalIdentityId).toBeNull()
  })

  it('an inactive account is refused', async () => {
    await t.make.staff('TEACHER', { groupId }, { email: 'gone@example.test', status: 'Inactive' })
    idp.accounts.set('gone', { email: 'gone@example.test', email_verified: true })
    const { res } = await roundTrip('gone')
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_NO_ACCOUNT')
  })

  it('a provider answer is spent once: replaying the callback is refused', async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'replay@example.test' })
    idp.accounts.set('replay', { email: 'replay@example.test', email_verified: true })
    const { flow, callback, res } = await roundTrip('replay')
    expect(res.statusCode, res.body).toBe(200)
    const replay = await validate(callback, flow.cookie)
    expect(replay.statusCode).toBe(400)
    expect(replay.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_STATE_INVALID')
  })

  it('an expired request is refused', async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'slow@example.test' })
    idp.accounts.set('slow', { email: 'slow@example.test', email_verified: true })
    const flow = await initiate()
    const callback = await signInAtProvider(flow.authorizationUrl, 'slow')
    t.clock.advance(externalIdentityLimits.requestTtlMs + 1000)
    try {
      const res = await validate(callback, flow.cookie)
      expect(res.statusCode).toBe(400)
      expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_STATE_INVALID')
    } finally {
      t.clock.advance(-(externalIdentityLimits.requestTtlMs + 1000))
    }
  })

  it('an expired login state is refused', async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'late@example.test' })
    idp.accounts.set('late', { email: 'late@example.test', email_verified: true })
    const { res } = await roundTrip('late')
    t.clock.advance(externalIdentityLimits.loginStateTtlMs + 1000)
    try {
      const login = await loginWithState(res.json<{ state: string }>().state)
      expect(login.statusCode).toBe(400)
    } finally {
      t.clock.advance(-(externalIdentityLimits.loginStateTtlMs + 1000))
    }
  })

  it('a callback in another browser (without the binding cookie) is refused', async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'csrf@example.test' })
    idp.accounts.set('csrf', { email: 'csrf@example.test', email_verified: true })
    const flow = await initiate()
    const callback = await signInAtProvider(flow.authorizationUrl, 'csrf')
    const res = await validate(callback, 'nido_oidc=someone-elses-browser-cookie-value-000000000000000')
    expect(res.statusCode).toBe(400)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_STATE_INVALID')
  })

  it('an ID token with another nonce is refused', async () => {
    const teacher = await t.make.staff('TEACHER', { schoolId }, { email: 'nonce@example.test' })
    idp.accounts.set('nonce', { email: 'nonce@example.test', email_verified: true })
    const flow = await initiate()
    const tampered = new URL(flow.authorizationUrl)
    tampered.searchParams.set('nonce', 'a-nonce-nido-never-asked-for')
    const callback = await signInAtProvider(tampered.href, 'nonce')
    const res = await validate(callback, flow.cookie)
    expect(res.statusCode).toBe(401)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_REJECTED')
    expect((await userRow(teacher.id)).externalIdentityId).toBeNull()
  })

  it('a refusal at the provider (access_denied) is refused with its own code', async () => {
    const flow = await initiate()
    const state = new URL(flow.authorizationUrl).searchParams.get('state')!
    const callback = new URL(`${redirectUriFor(origin, 'desktop')}?error=access_denied&state=${state}`)
    const res = await validate(callback, flow.cookie)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('EXTERNAL_IDENTITY_REJECTED')
  })

  it('mobile mode hands the login state to the app by its deep link', async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'mobile@example.test' })
    idp.accounts.set('mobile', { email: 'mobile@example.test', email_verified: true })
    const flow = await initiate('mobile')
    expect(new URL(flow.authorizationUrl).searchParams.get('redirect_uri')).toBe(
      redirectUriFor(origin, 'mobile'),
    )
    const callback = await signInAtProvider(flow.authorizationUrl, 'mobile')
    expect(callback.pathname).toBe('/external-identity/validate/mobile')
    const res = await validate(callback, flow.cookie)
    const body = res.json<{ state: string; mode: string; appRedirectUrl: string }>()
    expect(body.mode).toBe('mobile')
    expect(body.appRedirectUrl).toBe(`nido-test://external-identity?state=${body.state}`)
  })
})

describe('external identity: global logout (spec 000 §2)', () => {
  it("gives the provider's end-session URL with the ID token hint, back to /login", async () => {
    await t.make.staff('TEACHER', { schoolId }, { email: 'bye@example.test' })
    idp.accounts.set('bye', { email: 'bye@example.test', email_verified: true })
    const { res } = await roundTrip('bye')
    const login = await loginWithState(res.json<{ state: string }>().state)
    expect(login.statusCode, login.body).toBe(200)
    const cookie = cookieHeader(login)

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/v1/external-identity/logout-url',
      headers: { cookie },
    })
    expect(out.statusCode, out.body).toBe(200)
    const url = new URL(out.json<{ url: string }>().url)
    expect(url.origin).toBe(idp.issuer)
    expect(url.searchParams.get('id_token_hint')).toBeTruthy()
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/login`)

    // The provider accepts it: its logout confirmation page, not an error.
    const page = await fetch(url, { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(await page.text()).not.toMatch(/error/i)
  })

  it('is null for a user who signed in with a password', async () => {
    const teacher = await t.make.staff('TEACHER', { schoolId })
    const cookie = await t.login(teacher.email!)
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/v1/external-identity/logout-url',
      headers: { cookie },
    })
    expect(out.json()).toEqual({ url: null })
  })
})

describe('external identity: rate limits per address', () => {
  it('answers TOO_MANY_REQUESTS past the limit on initiate and on validate', async () => {
    const ip = '203.0.113.99'
    const ask = (path: string, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/v1/external-identity/${path}`, query, remoteAddress: ip })
    for (let i = 0; i < externalIdentityLimits.maxPerIp; i++)
      expect((await ask('validate', { state: `unknown-${i}` })).statusCode).toBe(400)
    const blocked = await ask('validate', { state: 'one-more' })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json<{ errorCode: string }>().errorCode).toBe('TOO_MANY_REQUESTS')

    for (let i = 0; i < externalIdentityLimits.maxPerIp; i++)
      await ask('initiate', { brandId, provider: 'nope' })
    expect((await ask('initiate', { brandId, provider: providerKey })).statusCode).toBe(429)
  })
})

describe('external identity: demo provider from the environment', () => {
  it('configures the demo brands only', async () => {
    const [demo] = await t.database.db
      .insert(brands)
      .values({
        domain: 'petitsnids.nido.demo',
        name: 'Zz demo',
        appName: 'Demo',
        primaryColor: '#000000',
        secondaryColor: '#ffffff',
        supportEmail: 'support@nido.demo',
      })
      .returning({ id: brands.id })
    await applyDemoProvider(t.database.db, { issuer: idp.issuer, clientId: idp.clientId, name: 'Demo IdP' })
    const rows = await t.database.db.select({ id: brands.id, settings: brands.externalIdentity }).from(brands)
    expect(rows.find((r) => r.id === demo!.id)?.settings).toMatchObject({ name: 'Demo IdP' })
    expect(rows.find((r) => r.id === brandId)?.settings).toMatchObject({ key: providerKey })
    await applyDemoProvider(t.database.db, null)
    const [after] = await t.database.db
      .select({ settings: brands.externalIdentity })
      .from(brands)
      .where(eq(brands.id, demo!.id))
    expect(after?.settings).toBeNull()
  })
})
