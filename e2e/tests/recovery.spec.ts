import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { LoginPage } from '../pages/login-page'
import { DataProtectionSection } from '../pages/data-protection-section'
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/recovery-pages'
import { linkPath, waitForMail } from '../support/smtp'

// Account recovery in Chromium: a forgotten password is reset from the mail the server really
// sent (through SMTP to the global setup's peer), then the user downloads their data from
// /account. teacher.observer is used by no other spec: its password changes here and is put
// back at the end, the same way, through the mail.

const email = 'teacher.observer@nido.demo'
const newPassword = 'a fresh passphrase for Tiago'

/** Resets the password through the API and the mail, as a person would through the pages. */
async function resetThroughMail(request: APIRequestContext, password: string): Promise<void> {
  const since = Date.now()
  const asked = await request.post('/api/v1/auth/password/ask-reset', { data: { email } })
  expect(asked.status()).toBe(200)
  const mail = await waitForMail(email, { since })
  const token = new URL(linkPath(mail, '/password/reset'), 'http://x').searchParams.get('token')
  const reset = await request.post('/api/v1/auth/password/reset', { data: { token, password } })
  expect(reset.status()).toBe(200)
}

test('a teacher resets a forgotten password from the mail, signs in with it and downloads their data', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const since = Date.now()
  try {
    // Forgot password: the answer never says whether the account exists.
    const forgot = new ForgotPasswordPage(page)
    await forgot.goto()
    await forgot.askReset(email)

    // The mail arrives in the account's language (Portuguese), with a link to this server.
    const mail = await waitForMail(email, { since, subject: /palavra-passe/ })
    expect(mail.subject).toBe('Redefina a sua palavra-passe Nido')
    expect(mail.text).toContain('Olá Tiago,')
    expect(mail.html).toContain('Escolher uma nova palavra-passe')
    const link = linkPath(mail, '/password/reset')

    // The link sets the new password once.
    const reset = new ResetPasswordPage(page)
    await reset.open(link)
    await reset.choose(newPassword)
    await reset.expectDone()
    await reset.goToSignIn()

    // The old password no longer works; the new one does.
    const login = new LoginPage(page)
    await login.signIn(email, demoPassword, { settleSession: false })
    await expect(page.getByRole('alert')).toBeVisible()
    await login.signIn(email, newPassword)
    await expect(page).not.toHaveURL(/\/login/)

    // A second use of the link is refused.
    const again = await page.request.post('/api/v1/auth/password/reset', {
      data: { token: new URL(link, 'http://x').searchParams.get('token'), password: 'whatever else 1' },
    })
    expect(again.status()).toBe(400)

    // Download my data from /account: a zip with the JSON files of the account.
    await page.goto('/account')
    const section = new DataProtectionSection(page)
    await section.expectVisible()
    const download = await section.downloadMyData()
    expect(download.suggestedFilename()).toMatch(/^nido-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 2).toString()).toBe('PK')
    // Entry names are stored as plain text in the zip's directory.
    // Each module's tables under the person's folder (docs/data-protection.md).
    expect(bytes.includes('me/account/users.json')).toBe(true)
    expect(bytes.includes('me/auth/sessions.csv')).toBe(true)
    expect(bytes.includes('README.txt')).toBe(true)
  } finally {
    await resetThroughMail(page.request, demoPassword)
  }
})
