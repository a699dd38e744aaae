import { expect, type Locator, type Page } from '@playwright/test'
import type { UiMessages } from './ui-messages'
import de from '../../apps/web/src/features/galleries/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/galleries/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/galleries/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/galleries/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/galleries/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/galleries/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/galleries/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// Albums and "photos of my child" (docs/galleries.md), found by role and accessible name in the
// language the page shows (demo users each have their own).

export type GalleryMessages = typeof en
const byTag: Record<string, GalleryMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

// i18next placeholders, `{{name, de}}` (French elision) included: the shared filler.
export { fill }

export class GalleriesPage {
  /** `language`: the signed-in user's (me.user.language), which the page switches to after loading. */
  constructor(
    readonly page: Page,
    private readonly language: string,
  ) {}

  private get tag(): string {
    return this.language.replace('_', '-')
  }

  async messages(): Promise<GalleryMessages> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.tag)
    const messages = byTag[this.tag]
    if (!messages) throw new Error(`The page is in ${this.tag}, which has no galleries translation file`)
    return messages
  }

  async openList(): Promise<GalleryMessages> {
    await this.page.goto('/galleries')
    const m = await this.messages()
    await expect(this.page.getByRole('heading', { level: 1, name: m.list.title })).toBeVisible()
    return m
  }

  /** Creates an album from the list page: title, one section, files; returns to its edit page. */
  async createAlbum(options: {
    title: string
    section: string
    files: Array<{ name: string; mimeType: string; buffer: Buffer }>
  }): Promise<void> {
    const m = await this.openList()
    await this.page.getByRole('link', { name: m.list.new }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: m.edit.newTitle })).toBeVisible()
    await this.page.getByRole('textbox', { name: m.edit.title }).fill(options.title)
    await this.page.getByRole('checkbox', { name: fill(m.edit.section, { name: options.section }) }).check()
    await this.page.locator('input[type="file"]').setInputFiles(options.files)
    const count = options.files.length
    await expect(
      this.page.getByText(fill(m.upload.overall, { done: count, count, percent: 100 })),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(this.items(m)).toHaveCount(count)
    await this.page.getByRole('button', { name: m.edit.create }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: m.edit.editTitle })).toBeVisible()
    await expect(this.page).toHaveURL(/\/galleries\/edit\/[0-9a-f-]{36}$/)
  }

  items(m: GalleryMessages): Locator {
    return this.page.getByRole('list', { name: m.view.items }).getByRole('listitem')
  }

  async tagChild(fileName: string, child: string): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: fill(m.edit.tagNamed, { name: fileName }) }).click()
    const dialog = this.page.getByRole('dialog', { name: fill(m.tags.title, { name: fileName }) })
    await dialog.getByRole('checkbox', { name: child }).check()
    await dialog.getByRole('button', { name: m.tags.save }).click()
    await expect(dialog).toBeHidden()
  }

  /** The viewer dialog (ui/media-viewer.tsx, namespace 'ui'), named "position of count: file name". */
  viewer(m: UiMessages, position: number, count: number, name: string): Locator {
    return this.page.getByRole('dialog', { name: fill(m.viewer.title, { position, count, name }) })
  }
}
