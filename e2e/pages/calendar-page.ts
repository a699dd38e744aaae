import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/calendar/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/calendar/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/calendar/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/calendar/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/calendar/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/calendar/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/calendar/i18n/pt.json' with { type: 'json' }
import type { CalendarEvent } from '../../packages/domain/src/contracts/calendar'

// /calendar (spec 000 §2; spec 001 §4): found by role and accessible name in the page's language.
// FullCalendar's month grid gives no role to a day, so a drop target is its `data-date` cell.

export type CalendarMessages = typeof en
const byTag: Record<string, CalendarMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function calendarMessages(page: Page): Promise<CalendarMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no calendar translation file`)
  return messages
}

export class CalendarPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(): Promise<CalendarMessages> {
    const m = await calendarMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
    // A month grid, or on a phone a list (docs/phones.md).
    await expect(this.page.locator('.fc-daygrid-day, .fc-list').first()).toBeVisible()
    return m
  }

  /** Creation in steps (spec 001 §4): title and times, then the options with the sharing list. */
  async create(o: { title: string; start: string; end: string; shareWith: string }): Promise<CalendarEvent> {
    const m = await calendarMessages(this.page)
    await this.page.getByRole('button', { name: m.newEvent }).click()
    const dialog = this.page.getByRole('dialog', { name: m.form.newTitle })
    await dialog.getByRole('textbox', { name: m.form.title }).fill(o.title)
    await dialog.getByLabel(m.form.start).fill(o.start)
    await dialog.getByLabel(m.form.end).fill(o.end)
    await dialog.getByRole('button', { name: m.form.next }).click()
    await dialog.getByRole('combobox', { name: m.form.sharing }).click()
    await this.page.getByRole('option', { name: o.shareWith, exact: true }).click()
    // No Escape here: with the list closed it would close the dialog.
    await expect(dialog.getByRole('button', { name: o.shareWith })).toBeVisible()
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/calendar/events') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: m.form.save }).click()
    const response = await saved
    expect(response.status()).toBe(201)
    await expect(dialog).toBeHidden()
    return (await response.json()) as CalendarEvent
  }

  event(title: string): Locator {
    return this.page.locator('.fc-event').filter({ hasText: title })
  }

  day(date: string): Locator {
    return this.page.locator(`td.fc-daygrid-day[data-date="${date}"]`)
  }

  /** Drags an event onto a day of the month grid with the mouse, in small steps as a hand would. */
  async drag(title: string, date: string): Promise<void> {
    // The calendar re-renders its events after each save or re-fetch: wait until both boxes stand.
    const boxes = async () => {
      const from = await this.event(title)
        .first()
        .boundingBox({ timeout: 1000 })
        .catch(() => null)
      const to = await this.day(date)
        .boundingBox({ timeout: 1000 })
        .catch(() => null)
      return from && to ? { from, to } : null
    }
    await expect.poll(async () => (await boxes()) !== null).toBe(true)
    const found = await boxes()
    if (!found) throw new Error('event or day not on screen')
    const { from, to } = found
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await this.page.mouse.down()
    await this.page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 })
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
    await this.page.mouse.up()
  }
}
