import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type ProviderContext } from 'oidc-provider'

// A REAL OpenID provider for the tests (oidc-provider, the certified implementation), on a random
// local port: one public client (PKCE) whose redirect URIs are Nido's validate routes, an account
// store the test fills, devInteractions for the login form, and consent granted up front.

export interface TestAccount {
  email?: string
  email_verified?: boolean
  name?: string
}

export interface TestProvider {
  issuer: string
  clientId: string
  /** Accounts by subject; a test adds or changes them at will. */
  accounts: Map<string, TestAccount>
  close(): Promise<void>
}

export async function startTestProvider(options: {
  redirectUris: string[]
  postLogoutRedirectUris: string[]
  /** Default: a free port. */
  port?: number
  /** Development: any login typed in the form is an account whose verified e-mail is that login. */
  anyLoginIsVerifiedEmail?: boolean
}): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>()
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'nido-test'

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const account =
        accounts.get(sub) ??
        (options.anyLoginIsVerifiedEmail ? { email: sub, email_verified: true } : undefined)
      if (!account) return undefined
      return { accountId: sub, claims: () => ({ sub, ...account }) }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims of the requested scopes go into the ID token itself (Nido reads no userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // Consent is not what is under test: every client gets its scopes.
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session, provider: p } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  })
  server.on('request', provider.callback())

  return {
    issuer,
    clientId,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
