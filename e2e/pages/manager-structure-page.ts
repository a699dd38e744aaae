import { expect, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/manager-structure/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/manager-structure/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/manager-structure/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/manager-structure/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/manager-structure/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/manager-structure/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/manager-structure/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// The manager's structure and pricing pages (docs/manager.md), in the language the page shows.

export type ManagerStructureMessages = typeof en
const byTag: Record<string, ManagerStructureMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class ManagerStructurePages {
  constructor(private readonly page: Page) {}

  async messages(): Promise<ManagerStructureMessages> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`The page is in ${tag}, which has no manager-structure texts`)
    return messages
  }

  /** The structure's places, in its first section (the time slots have places of their own). */
  async capacityField() {
    const m = await this.messages()
    return this.page
      .getByRole('region')
      .first()
      .getByRole('spinbutton', { name: m.structure.capacity, exact: true })
  }

  /** Changes the places of the structure and saves; waits for the saved toast. */
  async setCapacity(places: number): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByRole('heading', { level: 1, name: m.structure.title })).toBeVisible()
    const field = await this.capacityField()
    await field.fill(String(places))
    await this.page.getByRole('button', { name: m.save, exact: true }).click()
    await expect(this.page.getByText(m.structure.saved)).toBeVisible()
  }

  /** Adds a childcare service option at a daily price. */
  async addServiceOption(name: string, price: string): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: m.pricing.add }).click()
    const dialog = this.page.getByRole('dialog', { name: m.pricing.newTitle })
    await dialog.getByRole('textbox', { name: m.pricing.name }).fill(name)
    await dialog.getByRole('textbox', { name: m.pricing.price }).fill(price)
    await dialog.getByRole('button', { name: m.save, exact: true }).click()
    await expect(this.page.getByText(m.pricing.created)).toBeVisible()
    await expect(this.page.getByRole('rowheader', { name })).toBeVisible()
  }
}

export { fill }
