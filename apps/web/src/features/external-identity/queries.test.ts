import { describe, expect, it } from 'vitest'
import { providerAnswer } from './queries'

// Spec 000 §7 external identity validate: the web forwards the provider's answer as it came
// (RFC 6749 §4.1.2 code and state, RFC 9207 iss, errors, Entra's session_state) and nothing else.
describe('external identity: the provider answer forwarded to validate', () => {
  it('keeps the known parameters and drops the rest', () => {
    const search = new URLSearchParams('code=c&state=s&iss=https%3A%2F%2Fid.test&session_state=x&foo=bar')
    expect(providerAnswer(search)).toEqual({
      state: 's',
      code: 'c',
      iss: 'https://id.test',
      error: undefined,
      error_description: undefined,
      session_state: 'x',
    })
  })

  it('carries a refusal', () => {
    expect(providerAnswer(new URLSearchParams('error=access_denied&state=s'))).toMatchObject({
      error: 'access_denied',
      code: undefined,
    })
  })
})
