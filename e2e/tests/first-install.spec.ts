import { expect, test, type Browser, type Page } from '@playwright/test'
import dailyLog from '../../apps/web/src/features/daily-log/i18n/en.json' with { type: 'json' }
import directory from '../../apps/web/src/features/directory/i18n/en.json' with { type: 'json' }
import news from '../../apps/web/src/features/news/i18n/en.json' with { type: 'json' }
import recovery from '../../apps/web/src/features/recovery/i18n/en.json' with { type: 'json' }
import schools from '../../apps/web/src/features/schools/i18n/en.json' with { type: 'json' }
import sections from '../../apps/web/src/features/sections/i18n/en.json' with { type: 'json' }
import settings from '../../apps/web/src/features/admin-settings/i18n/en.json' with { type: 'json' }
import setup from '../../apps/web/src/features/setup/i18n/en.json' with { type: 'json' }
import team from '../../apps/web/src/features/team/i18n/en.json' with { type: 'json' }
import { startEmptyInstall, type EmptyInstall } from '../support/empty-install'
import { linkPath, waitForMail } from '../support/smtp'
import { withDe } from '../pages/elision'

// README "Installing for your organisation", end to end from an empty database: the setup link,
// a school with two sections, a director and a teacher, 30 families imported from a CSV file (a
// bad row refused first), a parent and the teacher activating their accounts from the mails the
// SMTP peer received. Every step goes through the pages, as a nursery would.

const password = 'first install password'
const stamp = Date.now().toString(36)
const mailOf = (who: string) => `${who}.${stamp}@lutins.example.test`
/** A password field by its whole label (Chromium names it like a text field). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)(, de)?\}\}/g, (_, key: string, de?: string) => withDe(String(values[key]), de))

test.describe.configure({ mode: 'serial' })

let install: EmptyInstall
test.beforeAll(async () => {
  // Migrating a fresh PGlite and starting takes a while on a busy machine (the demo server and
  // the other workers run beside it).
  test.setTimeout(150_000)
  install = await startEmptyInstall()
})
test.afterAll(async () => {
  await install?.stop()
})

async function personOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: install.baseURL, locale: 'en-GB' })
  return context.newPage()
}

/** Opens the activation link of the latest mail to `email`, chooses the password, lands signed in. */
async function activate(page: Page, email: string, since: number): Promise<void> {
  const mail = await waitForMail(email, { since, subject: /account is ready/ })
  await page.goto(linkPath(mail, '/activate'))
  await field(page, recovery.reset.password).fill(password)
  await field(page, recovery.reset.confirm).fill(password)
  await page.getByRole('button', { name: recovery.activate.submit }).click()
  await expect(page).not.toHaveURL(/\/activate/)
}

function familiesCsv(badRow: boolean): string {
  const header =
    'school;section;child_ref;child_firstname;child_lastname;child_birth_date;child_gender;guardian_ref;guardian_firstname;guardian_lastname;guardian_email;guardian_phone;relationship;referent;parental_authority'
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    const section = i % 2 === 0 ? 'Little ones' : 'Big ones'
    const email = badRow && i === 6 ? 'not-an-address' : mailOf(`parent${n}`)
    return `Les Lutins;${section};c-${n};Child${n};Family${n};2024-03-${n};Female;g-${n};Parent${n};Family${n};${email};;Mother;yes;yes`
  })
  return [header, ...rows].join('\n') + '\n'
}

test('a nursery sets itself up from an empty database', async ({ browser }) => {
  test.setTimeout(240_000)
  const since = Date.now()

  // The operator opens the link the server printed and creates the organisation.
  const admin = await personOn(browser)
  await admin.goto(install.setupPath)
  await admin.getByRole('textbox', { name: setup.groupName }).fill('Les Lutins group')
  await admin.getByRole('textbox', { name: setup.brandName }).fill('Les Lutins')
  await admin.getByRole('textbox', { name: setup.firstname }).fill('Ada')
  await admin.getByRole('textbox', { name: setup.lastname }).fill('Admin')
  await admin.getByRole('textbox', { name: setup.email }).fill(mailOf('admin'))
  await field(admin, setup.password).fill(password)
  await field(admin, setup.confirm).fill(password)
  await admin.getByRole('button', { name: setup.submit }).click()
  await expect(admin.getByText(fill(setup.done, { name: 'Ada' }))).toBeVisible()

  // The school, its features, its first director.
  await admin.goto('/admin/schools/new')
  await admin.getByRole('textbox', { name: schools.form.name }).fill('Les Lutins')
  await admin.getByRole('button', { name: schools.form.save }).click()
  await expect(admin).toHaveURL(/\/admin\/schools\/[0-9a-f-]{36}/)
  const schoolUrl = new URL(admin.url()).pathname

  await admin.goto('/admin/features')
  await admin.getByRole('combobox', { name: settings.features.school }).fill('Les Lutins')
  await admin.getByRole('option', { name: /Les Lutins/ }).click()
  for (const key of ['management', 'daily']) {
    const group = admin.getByRole('group', { name: fill(settings.features.stateOf, { key }) })
    await group.getByRole('button', { name: settings.features.states.ACTIVE }).click()
    await expect(group.getByRole('button', { name: settings.features.states.ACTIVE })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }

  await admin.goto(`${schoolUrl}?tab=directors`)
  const directorForm = admin.getByRole('form', { name: schools.directors.add })
  await directorForm.getByRole('textbox', { name: schools.directors.firstname }).fill('Dora')
  await directorForm.getByRole('textbox', { name: schools.directors.lastname }).fill('Director')
  await directorForm.getByRole('textbox', { name: schools.directors.email }).fill(mailOf('director'))
  await directorForm.getByRole('button', { name: schools.directors.submit }).click()
  await expect(admin.getByRole('list', { name: schools.directors.list })).toContainText('Dora Director')

  // The director activates her account and builds the school: two sections, a teacher, families.
  const director = await personOn(browser)
  await activate(director, mailOf('director'), since)
  await director.goto('/sections')
  for (const name of ['Little ones', 'Big ones']) {
    await director.getByRole('button', { name: sections.new }).click()
    const dialog = director.getByRole('dialog', { name: sections.form.newTitle })
    await dialog.getByRole('textbox', { name: sections.form.name }).fill(name)
    await dialog.getByRole('button', { name: sections.form.save }).click()
    await expect(director.getByRole('list', { name: sections.list })).toContainText(name)
  }

  await director.goto('/team/teacher/new')
  await director.getByRole('textbox', { name: team.form.firstname }).fill('Theo')
  await director.getByRole('textbox', { name: team.form.lastname }).fill('Teacher')
  await director.getByRole('textbox', { name: team.form.email }).fill(mailOf('teacher'))
  await director.getByRole('combobox', { name: team.form.section, exact: true }).click()
  await director.getByRole('option', { name: 'Little ones' }).click()
  await director.getByRole('button', { name: team.form.save }).click()
  await expect(director.getByText(team.form.created)).toBeVisible()

  await director.goto('/directory')
  const upload = (csv: string) =>
    director.getByLabel(directory.choose).setInputFiles({
      name: 'families.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
  await upload(familiesCsv(true))
  await expect(director.getByText(directory.codes.INVALID_EMAIL)).toBeVisible()
  await expect(director.getByRole('button', { name: directory.import, exact: true })).toBeDisabled()
  await upload(familiesCsv(false))
  await expect(director.getByText(fill(directory.cleanPreview, { rows: 30 }))).toBeVisible()
  await director.getByRole('button', { name: directory.import, exact: true }).click()
  await expect(director.getByText(directory.imported)).toBeVisible()

  // A parent activates her account from the mail and reads the school's newsfeed.
  const parent = await personOn(browser)
  await activate(parent, mailOf('parent01'), since)
  await expect(parent.getByRole('heading', { level: 1, name: news.title })).toBeVisible()

  // The teacher sees the children of her section in the care log, and only those.
  const teacher = await personOn(browser)
  await activate(teacher, mailOf('teacher'), since)
  await teacher.goto('/daily')
  await expect(teacher.getByRole('heading', { level: 1, name: dailyLog.title })).toBeVisible()
  await expect(
    teacher.getByRole('checkbox', { name: fill(dailyLog.selectChild, { name: 'Child01 Family01' }) }),
  ).toBeVisible()
  await expect(
    teacher.getByRole('checkbox', { name: fill(dailyLog.selectChild, { name: 'Child02 Family02' }) }),
  ).toHaveCount(0)
})
