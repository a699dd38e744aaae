import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import type { AllowedToBring } from '../../packages/domain/src/contracts/daily'
import type { ManagerChildItem } from '../../packages/domain/src/contracts/manager-children'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'
import { tinyPdf } from '../pages/test-files'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/manager-children.md: London's director (manager module on) opens a child from the manager
// menu, edits the file, adds a person allowed to pick up, records an authorization and a guardian's
// household resources; the check-in departure picker's list then names the new person (spec 001
// §6). Each page is scanned with axe as the accessibility spec does (docs/accessibility.md).

test('the director of London keeps a child file, its pick-up persons, authorizations and resources', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  const director = await signInAndAcceptTerms(page, 'director.london@nido.demo', demoPassword)
  await new Shell(page).open(director, '/manager/admin/dashboard/occupation')
  const m = await shellMessages(page)
  const menu = page.getByRole('navigation', { name: m.topBar.mainMenu })
  await menu
    .getByRole('listitem')
    .filter({ hasText: /^Children$/ })
    .click()
  await expect(page).toHaveURL(/\/manager\/admin\/children$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  await expectNoSeriousViolation(page)

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Oliver')
  await page.getByRole('link', { name: 'Oliver Clarke' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Oliver Clarke' })).toBeVisible({
    timeout: 30_000,
  })

  // The file: a change saved survives a reload.
  const allergies = `Peanuts, kiwi ${Date.now()}`
  await page.getByRole('textbox', { name: 'Allergies' }).fill(allergies)
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Anna Clarke')
  await page.getByRole('textbox', { name: "Emergency contact's phone" }).fill('+44 7911 123456')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The file is saved.')).toBeVisible({ timeout: 30_000 })
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Allergies' })).toHaveValue(allergies, { timeout: 30_000 })

  // A person allowed to pick up.
  const firstname = `Nora${Date.now() % 100_000}`
  await page.getByRole('button', { name: 'Add a person' }).click()
  const dialog = page.getByRole('dialog', { name: 'New person allowed to pick up' })
  await dialog.getByRole('textbox', { name: 'First name' }).fill(firstname)
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Wells')
  await dialog.getByRole('textbox', { name: 'Relationship' }).fill('Neighbour')
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+44 7911 123457')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('rowheader', { name: `${firstname} Wells` })).toBeVisible()
  await expectNoSeriousViolation(page)

  // An authorization given on paper.
  await page
    .getByRole('navigation', { name: "Sections of the child's file" })
    .getByRole('link', { name: 'Authorizations' })
    .click()
  await expect(page).toHaveURL(/\/authorizations$/)
  const care = page.getByRole('region', { name: 'Care' })
  await care
    .getByRole('radiogroup', { name: 'Answer for Care' })
    .getByRole('radio', { name: 'Granted' })
    // The choice shows once the server answered (a controlled radio), hence click, not check.
    .click()
  await expect(page.getByText('The answer is saved.')).toBeVisible()
  await expect(care.getByText(`${director.user.firstname} ${director.user.lastname},`)).toBeVisible()
  await expectNoSeriousViolation(page)

  // The authorizations table lists the answer.
  await page.goto('/manager/admin/authorizations')
  await expect(page.getByRole('heading', { level: 1, name: 'Authorizations' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Oliver')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Oliver Clarke' }) })
  await expect(row.getByRole('cell').nth(2)).toHaveText('Granted')
  await expectNoSeriousViolation(page)

  // Household resources of a guardian: typed in euros, kept in cents, shown in euros.
  await page
    .getByRole('navigation', { name: "Children's files" })
    .getByRole('link', { name: 'Guardians' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guardians' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Clarke')
  await page
    .getByRole('button', { name: /^Household resources of / })
    .first()
    .click()
  const history = page.getByRole('dialog', { name: /^Household resources of / })
  await history.getByRole('button', { name: 'Record resources' }).click()
  const add = page.getByRole('dialog', { name: 'New household resources' })
  const day = String((Date.now() % 28) + 1).padStart(2, '0')
  await add.getByLabel('Valid from').fill(`2025-03-${day}`)
  await add.getByRole('textbox', { name: 'Monthly resources (€)' }).fill('2816,75')
  await add.getByRole('spinbutton', { name: 'Children in charge' }).fill('2')
  // The proof: a PDF uploaded at once, attached with the row, listed and downloadable by name.
  const proofName = `tax-notice-${day}.pdf`
  await add
    .locator('input[type=file]')
    .setInputFiles({ name: proofName, mimeType: 'application/pdf', buffer: tinyPdf })
  await expect(add.getByRole('list', { name: 'Proof files' }).getByText(proofName)).toBeVisible()
  await expect(add.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 30_000 })
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add).toHaveCount(0)
  await expect(history.getByRole('cell', { name: '€2,816.75' }).first()).toBeVisible()
  await expect(history.getByRole('button', { name: proofName })).toBeVisible()
  await expectNoSeriousViolation(page)
  await history.getByRole('button', { name: 'Close' }).click()

  // The check-in departure picker's list (spec 001 §6) names the new person under the allowed.
  const children = (await (await page.request.get('/api/v1/manager/children?q=Oliver&file=all')).json()) as {
    items: ManagerChildItem[]
  }
  const oliver = children.items.find((c) => c.firstname === 'Oliver')
  expect(oliver).toBeDefined()
  const people = (await (
    await page.request.get(`/api/v1/daily/children/${oliver!.id}/allowed-to-bring`)
  ).json()) as AllowedToBring
  expect(people.allowedToBringChild.map((p) => p.firstname)).toContain(firstname)
})
