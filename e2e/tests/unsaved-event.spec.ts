import { expect, test, type Page } from '@playwright/test'
import formDe from '../../apps/web/src/ui/form/i18n/de.json' with { type: 'json' }
import formEn from '../../apps/web/src/ui/form/i18n/en.json' with { type: 'json' }
import formEs from '../../apps/web/src/ui/form/i18n/es.json' with { type: 'json' }
import formFr from '../../apps/web/src/ui/form/i18n/fr.json' with { type: 'json' }
import formIt from '../../apps/web/src/ui/form/i18n/it.json' with { type: 'json' }
import formNlBE from '../../apps/web/src/ui/form/i18n/nl-BE.json' with { type: 'json' }
import formPt from '../../apps/web/src/ui/form/i18n/pt.json' with { type: 'json' }
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { messagesFor } from '../support/locales'
import { CalendarPage } from '../pages/calendar-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// docs/phones.md "Unsaved changes": Escape in the new-event dialog (meant to close a dropdown)
// no longer throws the form away. With a title typed, Escape asks first (ui/form/unsaved-changes);
// Cancel keeps the form and its title, Discard closes it. At phone size, where it was met.

const formByTag: Record<string, typeof formEn> = {
  en: formEn,
  fr: formFr,
  'nl-BE': formNlBE,
  de: formDe,
  it: formIt,
  pt: formPt,
  es: formEs,
}

async function texts(page: Page) {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const form = formByTag[tag]
  if (!form) throw new Error(`The page is in ${tag}, which has no form translation file`)
  return { form, ui: messagesFor(tag) }
}

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(90_000)

test('Escape in a new event with a title asks before discarding it', async ({ page }) => {
  const director = await signInAndAcceptTerms(page, 'director@nido.demo', demoPassword)
  await new Shell(page).open(director, '/calendar')
  const m = await new CalendarPage(page).expectLoaded()
  const { form, ui } = await texts(page)

  await page.getByRole('button', { name: m.newEvent }).click()
  const dialog = page.getByRole('dialog', { name: m.form.newTitle })
  const title = dialog.getByRole('textbox', { name: m.form.title })
  await title.fill('Sortie au parc')

  await page.keyboard.press('Escape')
  const ask = page.getByRole('dialog', { name: form.unsaved.title })
  await expect(ask).toBeVisible()

  // Cancel: the question goes, the form stays with what was typed.
  await ask.getByRole('button', { name: ui.actions.cancel }).click()
  await expect(ask).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(title).toHaveValue('Sortie au parc')

  // Escape again, then Discard: the form closes.
  await title.focus()
  await page.keyboard.press('Escape')
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: form.unsaved.discard }).click()
  await expect(ask).toBeHidden()
  await expect(dialog).toBeHidden()

  // A form nobody touched closes at once.
  await page.getByRole('button', { name: m.newEvent }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(ask).toBeHidden()
})
