import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/contacts/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/contacts/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/contacts/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/contacts/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/contacts/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/contacts/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/contacts/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// /contacts (spec 000 §2, docs/contacts.md), found by role and accessible name in the page's language.

export type ContactsMessages = typeof en
const byTag: Record<string, ContactsMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class ContactsPage {
  constructor(private readonly page: Page) {}

  async messages(): Promise<ContactsMessages> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`The page is in ${tag}, which has no contacts translation file`)
    return messages
  }

  async expectTitle(): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
  }

  /** A school's block (its heading names it). */
  school(name: string): Locator {
    return this.page.getByRole('region', { name })
  }

  /** A list of a block: the school team, a section team or its families. */
  async list(block: Locator, which: 'schoolTeam' | 'sectionTeam' | 'families'): Promise<Locator> {
    const m = await this.messages()
    return block.getByRole('list', { name: m[which] })
  }

  /** A section's block inside a school, by its section name. */
  section(school: Locator, sectionName: string): Locator {
    return school.getByRole('region', { name: new RegExp(`^${sectionName} \\(`) })
  }

  contact(list: Locator, name: string): Locator {
    return list.getByRole('listitem', { name, exact: true })
  }

  async phoneLink(contact: Locator, name: string, phone: string): Promise<Locator> {
    const m = await this.messages()
    return contact.getByRole('link', { name: fill(m.callTo, { name, phone }) })
  }

  async anyPhoneLink(contact: Locator): Promise<Locator> {
    return contact.locator('a[href^="tel:"]')
  }

  async messageLink(contact: Locator, name: string): Promise<Locator> {
    const m = await this.messages()
    return contact.getByRole('link', { name: fill(m.messageTo, { name }) })
  }

  async search(text: string): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('searchbox', { name: m.search }).fill(text)
  }
}
