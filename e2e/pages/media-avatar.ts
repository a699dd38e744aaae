import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/media/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/media/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/media/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/media/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/media/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/media/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/media/i18n/pt.json' with { type: 'json' }

// The profile picture part of /account (features/media/components/avatar-upload.tsx), found by
// role and label in the language the page shows.

type Messages = typeof en
const byTag: Record<string, Messages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export class AvatarUploadSection {
  constructor(private readonly page: Page) {}

  async messages(): Promise<Messages['avatar']> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`No media translations for ${tag}`)
    return messages.avatar
  }

  async section(): Promise<Locator> {
    return this.page.getByRole('region', { name: (await this.messages()).title })
  }

  /** Chooses a file through the "Choose a picture" (or "Change the picture") control. */
  async choose(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const m = await this.messages()
    const section = await this.section()
    await section.getByLabel(new RegExp(`^(${m.choose}|${m.change})$`)).setInputFiles(file)
  }

  async progressOf(fileName: string): Promise<Locator> {
    const m = await this.messages()
    return this.page.getByRole('progressbar', { name: m.uploading.replace('{{name}}', fileName) })
  }

  async picture(): Promise<Locator> {
    return (await this.section()).getByRole('img', { name: (await this.messages()).alt })
  }

  async initials(name: string): Promise<Locator> {
    return (await this.section()).getByRole('img', {
      name: (await this.messages()).initials.replace('{{name}}', name),
    })
  }

  async expectSaved(): Promise<void> {
    await expect(this.page.getByText((await this.messages()).saved)).toBeVisible()
  }
}
