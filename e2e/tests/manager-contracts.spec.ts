import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/manager-contracts.md: London's director writes a PSU contract for Oliver Clarke from his
// household's resources (the demo leaves him without one), reads the explained price and sends
// it for signature; his father, a contract holder, signs it in the app, and the signature keeps
// the SHA-256 of the PDF he can download. Each page is scanned with axe (docs/accessibility.md).

/** A Monday at least a month ahead, later for every later run: the family's newest contract. */
function startMonday(): string {
  const day = new Date(Date.now() + 30 * 86_400_000)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
}
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function pdfHashOf(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name }).first().getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  return sha256Of(await response.body())
}

test('a PSU contract is priced, sent for signature and signed by the family in the app', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await new Shell(page).open(director, '/manager/admin/children')
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Oliver')
  await page.getByRole('link', { name: 'Oliver Clarke' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Oliver Clarke' })).toBeVisible({
    timeout: 30_000,
  })
  await page
    .getByRole('navigation', { name: "Sections of the child's file" })
    .getByRole('link', { name: 'Contracts' })
    .click()
  await expect(page).toHaveURL(/\/children\/[^/]+\/contracts$/)
  await page.getByRole('link', { name: 'New contract' }).click()

  // The draft: PSU, Monday to Thursday 08:30–17:30 (36 h a week), half a year.
  const start = startMonday()
  await page.getByRole('combobox', { name: 'Tarification' }).click()
  await page.getByRole('option', { name: 'PSU (effort rate)' }).click()
  await page.getByLabel('Start date').fill(start)
  await page.getByLabel('End date').fill(plusDays(start, 181))
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
    await page.getByRole('checkbox', { name: `Present on ${day}` }).check()
    await page.getByLabel(`Arrival on ${day}`).fill('08:30')
    await page.getByLabel(`Departure on ${day}`).fill('17:30')
  }
  await expectNoSeriousViolation(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The draft contract was created.')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/)

  // The price, explained: hours × the household's hourly rate, the rate from the resources.
  await expect(page.getByText('Monthly amount').first()).toBeVisible()
  const lines = page.getByRole('table', { name: 'Priced lines' })
  await expect(lines).toBeVisible()
  await expect(lines.getByText(/\d\sh\s×\s.+\s=\s/).first()).toBeVisible()
  await expect(lines.getByText(/effort rate for \d+ child/).first()).toBeVisible()
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()
  await expectNoSeriousViolation(page)

  await page.getByRole('button', { name: 'Send for signature' }).click()
  const confirm = page.getByRole('dialog', { name: 'Send the contract for signature?' })
  await confirm.getByRole('button', { name: 'Send for signature' }).click()
  await expect(page.getByText('The contract was sent for signature.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Awaiting signature', { exact: true }).first()).toBeVisible()
  const sentHash = await pdfHashOf(page, 'Download the PDF')
  await expect(page.getByText(sentHash)).toBeVisible()
  const contractUrl = page.url()

  // The school's contracts waiting for a signature name Oliver's, which opens it again.
  await page.goto('/manager/admin/contracts')
  await page.getByRole('combobox', { name: 'Document' }).click()
  await page.getByRole('option', { name: 'Awaiting signature' }).click()
  const waiting = page.getByRole('table', { name: 'Contracts of the school' })
  await expect(waiting.getByRole('link', { name: 'Oliver Clarke' }).first()).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousViolation(page)
  await page.goto(contractUrl)

  // The father signs in the app.
  const family = await browser.newContext({ serviceWorkers: 'block' })
  const guardianPage = await family.newPage()
  await guardianPage.setViewportSize({ width: 1366, height: 800 })
  const guardian = await signInAndAcceptTerms(guardianPage, 'guardian.london@nido.demo', demoPassword)
  const shell = new Shell(guardianPage)
  await shell.open(guardian, '/')
  // Another spec may have made a second child his current one: the contract is Oliver's.
  const prefix = (await shellMessages(guardianPage)).scope.child.split('{{name}}')[0]!
  const label = (await guardianPage.getByRole('button', { name: prefix }).getAttribute('aria-label')) ?? ''
  if (!label.includes('Oliver Clarke'))
    await shell.switchScope('child', label.slice(prefix.length).trim(), 'Oliver', 'Oliver Clarke')
  await guardianPage.goto('/manager/guardian/contract')
  const sign = guardianPage.getByRole('region', { name: 'Sign the contract' })
  await expect(sign).toBeVisible({ timeout: 30_000 })
  expect(await pdfHashOf(guardianPage, 'Read the contract (PDF)')).toBe(sentHash)
  await expectNoSeriousViolation(guardianPage)
  const signButton = sign.getByRole('button', { name: 'Sign' })
  await expect(signButton).toBeDisabled()
  await sign.getByRole('textbox', { name: 'Type your full name' }).fill('James Clarke')
  await sign.getByRole('checkbox', { name: 'I have read this contract and I agree to it' }).check()
  await signButton.click()
  await expect(guardianPage.getByText('You signed the contract.')).toBeVisible({ timeout: 30_000 })
  await expect(guardianPage.getByText('Signed', { exact: true }).first()).toBeVisible()
  await expect(guardianPage.getByText(sentHash).first()).toBeVisible()
  await family.close()

  // The director sees the signature: who, the typed name, and the same hash.
  await page.goto(contractUrl)
  await expect(page.getByText('Signed', { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('James Clarke').first()).toBeVisible()
  await expect(page.getByText(sentHash).first()).toBeVisible()
})
