// oidc-provider ships no types; only what the test provider (external-identity.test-provider.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Account {
    accountId: string
    claims: (use: string, scope: string) => Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string }
      provider: Provider
    }
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    Grant: new (input: { clientId: string; accountId: string }) => GrantInstance
    proxy: boolean
  }
}
