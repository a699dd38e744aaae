import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'
import { tinyPdf } from '../pages/test-files'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/manager-documents.md: London's director writes two templates (a letter with merge fields,
// refused first for a field that does not exist, and a paper asked of families), generates
// Oliver Clarke's letter and sends it; his father downloads the very PDF, hands in the paper
// asked of him, and the director validates it from the documents to decide. Each template's name
// carries the run's stamp, so a second run starts from fresh requests.

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function downloadHash(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name }).first().getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  return sha256Of(await response.body())
}

async function writeTemplate(
  page: Page,
  fields: { name: string; mode: string; body?: string; instructions?: string },
) {
  await page.getByRole('button', { name: 'New template' }).click()
  const dialog = page.getByRole('dialog', { name: 'New document template' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.name)
  await dialog.getByRole('combobox', { name: 'Use' }).click()
  await page.getByRole('option', { name: fields.mode }).click()
  if (fields.body) await dialog.getByRole('textbox', { name: 'Text' }).fill(fields.body)
  if (fields.instructions)
    await dialog.getByRole('textbox', { name: 'What the family must provide' }).fill(fields.instructions)
  return dialog
}

const childTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: "Sections of the child's file" }).getByRole('link', { name })

test('a document is generated, sent and read by the family, who hands in a paper asked of them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const stamp = Date.now().toString(36)
  const letter = `Welcome letter ${stamp}`
  const paper = `Medical certificate ${stamp}`
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await new Shell(page).open(director, '/manager/admin/templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Document templates' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('cell', { name: 'Vaccination record' })).toBeVisible()

  // A field that does not exist is refused with its name; the fixed text is kept.
  let dialog = await writeTemplate(page, {
    name: letter,
    mode: 'Sent to the family',
    body: 'Dear {{guardians}}, welcome to {{child.name}}.',
  })
  await expectNoSeriousViolation(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText(/child\.name/).first()).toBeVisible({ timeout: 30_000 })
  await dialog
    .getByRole('textbox', { name: 'Text' })
    .fill('Dear {{guardians}},\n\nWelcome to {{child.firstname}} {{child.lastname}} at {{school.name}}.')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Template saved')).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toHaveCount(0)
  dialog = await writeTemplate(page, {
    name: paper,
    mode: 'Asked of the family',
    instructions: 'A certificate from your doctor that Oliver may attend the nursery.',
  })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByRole('cell', { name: paper })).toBeVisible()

  // Oliver's letter: generated (Available, the PDF checked), then sent.
  await page.goto('/manager/admin/children')
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Oliver')
  await page.getByRole('link', { name: 'Oliver Clarke' }).click()
  // The list's own "Documents" link (the school's documents) stays until the child's page has
  // rendered: wait for the page, then take the tab from the child's file.
  await expect(page.getByRole('heading', { level: 1, name: 'Oliver Clarke' })).toBeVisible({
    timeout: 30_000,
  })
  await childTab(page, 'Documents').click()
  await expect(page).toHaveURL(/\/children\/[^/]+\/documents$/)
  await page.getByRole('button', { name: 'Generate a document' }).click()
  const generate = page.getByRole('dialog', { name: 'Generate a document' })
  await generate.getByRole('combobox', { name: 'Template' }).click()
  await page.getByRole('option', { name: letter }).click()
  await generate.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Document generated')).toBeVisible({ timeout: 30_000 })
  const row = page.getByRole('row', { name: new RegExp(letter) })
  await expect(row.getByText('Available')).toBeVisible()
  const generatedHash = await downloadHash(page, `Download the PDF of ${letter}`)
  await expectNoSeriousViolation(page)
  await row.getByRole('button', { name: `Send ${letter} to the family` }).click()
  await expect(page.getByText('Document sent to the family')).toBeVisible({ timeout: 30_000 })
  await expect(row.getByText('Sent', { exact: true })).toBeVisible()

  // The father reads the same PDF and hands in the certificate.
  const family = await browser.newContext({ serviceWorkers: 'block' })
  const guardianPage = await family.newPage()
  await guardianPage.setViewportSize({ width: 1366, height: 800 })
  const guardian = await signInAndAcceptTerms(guardianPage, 'guardian.london@nido.demo', demoPassword)
  const shell = new Shell(guardianPage)
  await shell.open(guardian, '/')
  // Another spec may have made a second child his current one: the documents are Oliver's.
  const prefix = (await shellMessages(guardianPage)).scope.child.split('{{name}}')[0]!
  const label = (await guardianPage.getByRole('button', { name: prefix }).getAttribute('aria-label')) ?? ''
  if (!label.includes('Oliver Clarke'))
    await shell.switchScope('child', label.slice(prefix.length).trim(), 'Oliver', 'Oliver Clarke')
  await guardianPage.goto('/manager/guardian/documents')
  const sent = guardianPage.getByRole('list', { name: 'Documents from the nursery' })
  await expect(sent.getByText(letter)).toBeVisible({ timeout: 30_000 })
  expect(await downloadHash(guardianPage, `Download the PDF of ${letter}`)).toBe(generatedHash)
  const request = guardianPage.getByRole('article', { name: paper })
  await expect(request.getByText('Not provided yet')).toBeVisible()
  await expectNoSeriousViolation(guardianPage)
  await request
    .locator('input[type=file]')
    .setInputFiles({ name: `certificate-${stamp}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf })
  const handIn = request.getByRole('button', { name: 'Send to the nursery' })
  await expect(handIn).toBeEnabled({ timeout: 30_000 })
  await handIn.click()
  await expect(guardianPage.getByText('Document sent to the nursery')).toBeVisible({ timeout: 30_000 })
  await expect(request.getByText('Received')).toBeVisible()

  // The director validates it from the documents waiting for a decision.
  await page.goto('/manager/admin/children/documents')
  const toDecide = page.getByRole('row', { name: new RegExp(paper) })
  await expect(toDecide.getByRole('link', { name: 'Oliver Clarke' })).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousViolation(page)
  await toDecide.getByRole('button', { name: `Validate ${paper}` }).click()
  await expect(page.getByText('Document validated')).toBeVisible({ timeout: 30_000 })

  await guardianPage.reload()
  await expect(guardianPage.getByRole('article', { name: paper }).getByText('Validated')).toBeVisible({
    timeout: 30_000,
  })
  await family.close()
})
