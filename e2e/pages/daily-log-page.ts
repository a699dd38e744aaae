import { expect, type Page } from '@playwright/test'
import type { Board, DailyEntry } from '../../packages/domain/src/contracts/daily-log'
import { fill } from './test-files'
import de from '../../apps/web/src/features/daily-log/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/daily-log/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/daily-log/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/daily-log/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/daily-log/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/daily-log/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/daily-log/i18n/pt.json' with { type: 'json' }

// The care log at /daily (docs/daily-log.md), found by role and accessible name in the page's language.

export type DailyLogMessages = typeof en
const byTag: Record<string, DailyLogMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function dailyLogMessages(page: Page): Promise<DailyLogMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no daily-log translation file`)
  return messages
}

export class DailyLogPage {
  constructor(private readonly page: Page) {}

  /** The board the page shows (the same call the page makes), for names and ids. */
  async board(): Promise<Board> {
    const sections = await this.page.request.get('/api/v1/daily-log/sections')
    const { items } = (await sections.json()) as { items: Array<{ id: string }> }
    const res = await this.page.request.get(`/api/v1/daily-log/board?sectionId=${items[0]!.id}`)
    expect(res.status()).toBe(200)
    return (await res.json()) as Board
  }

  async expectHeading(): Promise<void> {
    const m = await dailyLogMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
  }

  async select(names: string[]): Promise<void> {
    const m = await dailyLogMessages(this.page)
    for (const name of names)
      await this.page.getByRole('checkbox', { name: fill(m.selectChild, { name }) }).check()
    await expect(
      this.page.getByRole('status').filter({ hasText: fill(m.selected_other, { count: names.length }) }),
    ).toBeVisible()
  }

  /** Opens the entry dialog for the selected children, fills it and saves; returns the entries. */
  async add(
    kind: keyof DailyLogMessages['kinds'],
    fields: (dialog: ReturnType<Page['getByRole']>, m: DailyLogMessages) => Promise<void>,
  ): Promise<DailyEntry[]> {
    const m = await dailyLogMessages(this.page)
    await this.page.getByRole('button', { name: m.addEntry }).click()
    // A child who has not arrived yet is logged for after a confirmation (decision 0041).
    const notArrived = this.page.getByRole('dialog', { name: m.notArrivedConfirm.title })
    const kindField = this.page.getByRole('dialog').getByRole('combobox', { name: m.dialog.kind })
    await expect(notArrived.or(kindField)).toBeVisible()
    if (await notArrived.isVisible())
      await notArrived.getByRole('button', { name: m.notArrivedConfirm.confirm }).click()
    const dialog = this.page.getByRole('dialog')
    // On a slow machine the first click can land while the dialog is still entering and the list
    // does not open: click the field again until its options show.
    const option = this.page.getByRole('option', { name: m.kinds[kind], exact: true })
    await expect(async () => {
      if (!(await option.isVisible())) await dialog.getByRole('combobox', { name: m.dialog.kind }).click()
      await expect(option).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await option.click()
    await fields(dialog, m)
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/daily-log/entries') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: m.save }).click()
    const response = await saved
    expect(response.status()).toBe(201)
    await expect(dialog).toBeHidden()
    return ((await response.json()) as { items: DailyEntry[] }).items
  }

  /** The entries listed under a child on the board. */
  entriesOf(name: string, m: DailyLogMessages) {
    return this.page.getByRole('list', { name: fill(m.entriesOf, { name }) })
  }
}
