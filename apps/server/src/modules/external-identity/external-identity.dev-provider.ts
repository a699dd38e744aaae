import { startTestProvider } from './external-identity.test-provider'

// A development OpenID provider (docs/external-identity.md "Trying it locally"): the test provider
// on a fixed port, where any login typed in its form is an account whose verified e-mail is that
// login (type a demo account's e-mail). Never for production: no real users, no real keys.
//
//   OIDC_DEV_PORT=3900 NIDO_ORIGINS=http://localhost:3000 \
//     node --import tsx apps/server/src/modules/external-identity/external-identity.dev-provider.ts
const port = Number(process.env.OIDC_DEV_PORT ?? 3900)
const origins = (process.env.NIDO_ORIGINS ?? 'http://localhost:3000').split(',').map((o) => o.trim())

const provider = await startTestProvider({
  port,
  anyLoginIsVerifiedEmail: true,
  redirectUris: origins.flatMap((o) => [
    `${o}/external-identity/validate`,
    `${o}/external-identity/validate/mobile`,
  ]),
  postLogoutRedirectUris: origins.map((o) => `${o}/login`),
})
console.log(`Development OpenID provider: issuer ${provider.issuer}, client id ${provider.clientId}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)))
