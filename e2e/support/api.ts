import { expect, type APIRequestContext } from '@playwright/test'
import { zMe, type Me } from '../../packages/domain/src/contracts/me'

/** Signs in through the API (its own cookie jar, not the page's) and returns the user it answers. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Me> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } })
  expect(response.status(), `${email} signs in`).toBe(200)
  return zMe.parse(await response.json())
}
