import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/chat/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/chat/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/chat/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/chat/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/chat/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/chat/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/chat/i18n/pt.json' with { type: 'json' }
import type { ChatChannel } from '../../packages/domain/src/contracts/chat'
import { fill } from './test-files'

// /chat (spec 001 §2 chat screen), found by role and accessible name in the language the page
// shows (each demo user has their own).

export type ChatMessages = typeof en
const byTag: Record<string, ChatMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function chatMessages(page: Page): Promise<ChatMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no chat translation file`)
  return messages
}

// i18next placeholders, `{{name, de}}` (French elision) included, filled as the page does.
export { fill }

export class ChatPage {
  private m: ChatMessages = en

  constructor(private readonly page: Page) {}

  /** Waits for the screen (its title and the conversation list) in the page's language. */
  async expectVisible(): Promise<void> {
    this.m = await chatMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: this.m.title, exact: true })).toBeVisible()
    await expect(this.page.getByRole('navigation', { name: this.m.list.label })).toBeVisible()
  }

  newChannelButton(): Locator {
    return this.page.getByRole('button', { name: this.m.actions.newChannel })
  }

  /** Spec 001 §4 creation in steps: participants first, then options; answers the channel made. */
  async createOneToOne(search: string, person: string): Promise<ChatChannel> {
    await this.newChannelButton().click()
    const dialog = this.page.getByRole('dialog', { name: this.m.form.createTitle })
    const next = dialog.getByRole('button', { name: this.m.form.next })
    // Step 1: nothing chosen yet, so the next step is disabled.
    await expect(next).toBeDisabled()
    await dialog.getByRole('combobox', { name: this.m.form.participants }).fill(search)
    await this.page.getByRole('option', { name: person }).click()
    await next.click()
    await expect(dialog.getByRole('textbox', { name: this.m.form.title })).toBeVisible()
    const created = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/chat/channels') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: this.m.form.create, exact: true }).click()
    const response = await created
    expect([200, 201]).toContain(response.status())
    await expect(dialog).toBeHidden()
    return (await response.json()) as ChatChannel
  }

  /** Opens the creation form and answers the names offered for a search (step 1), then cancels. */
  async recipientsFor(search: string): Promise<string[]> {
    await this.newChannelButton().click()
    const dialog = this.page.getByRole('dialog', { name: this.m.form.createTitle })
    const answered = this.page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/chat/recipients') && r.url().includes(`q=${encodeURIComponent(search)}`),
    )
    await dialog.getByRole('combobox', { name: this.m.form.participants }).fill(search)
    await answered
    const listbox = this.page.getByRole('listbox')
    const noOption = this.page.getByText(this.m.form.noRecipient, { exact: true })
    await expect(listbox.or(noOption)).toBeVisible()
    const names = (await listbox.isVisible()) ? await listbox.getByRole('option').allInnerTexts() : []
    await dialog.getByRole('button', { name: this.m.actions.cancel }).click()
    await expect(dialog).toBeHidden()
    return names
  }

  async openSettings(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.m.actions.settings }).click()
    const dialog = this.page.getByRole('dialog', { name: this.m.settings.title })
    await expect(dialog).toBeVisible()
    return dialog
  }

  channelEntry(name: string): Locator {
    return this.page.getByRole('navigation', { name: this.m.list.label }).getByRole('button', { name })
  }

  async openChannel(name: string): Promise<void> {
    await this.channelEntry(name).click()
    await expect(this.conversation(name)).toBeVisible()
  }

  conversation(name: string): Locator {
    return this.page.getByRole('region', { name: fill(this.m.conversation.messages, { name }) })
  }

  message(channel: string, text: string): Locator {
    return this.conversation(channel).getByRole('listitem').filter({ hasText: text })
  }

  async send(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.m.composer.label }).fill(text)
    await this.page.getByRole('button', { name: this.m.composer.send }).click()
  }

  /** Spec 001 §9 picker: adds (or, if it is mine, takes back) a reaction to a message. */
  async react(message: Locator, reaction: 'heart' | 'thumbsUp' | 'smile'): Promise<void> {
    await message.getByRole('button', { name: this.m.message.addReaction }).click()
    await this.page
      .getByRole('menuitem', { name: fill(this.m.message.react, { reaction: this.m.reactions[reaction] }) })
      .click()
  }

  /** The toggle of a given reaction under a message, named with its count. */
  reaction(message: Locator, reaction: 'heart' | 'thumbsUp' | 'smile', count: number): Locator {
    return message.getByRole('button', {
      name: fill(this.m.message.reactionCount, { reaction: this.m.reactions[reaction], count }),
    })
  }

  async edit(message: Locator, text: string): Promise<void> {
    await message.getByRole('button', { name: this.m.message.actions }).click()
    await this.page.getByRole('menuitem', { name: this.m.message.edit }).click()
    await this.page.getByRole('textbox', { name: this.m.composer.editLabel }).fill(text)
    await this.page.getByRole('button', { name: this.m.composer.save, exact: true }).click()
    await expect(this.page.getByRole('textbox', { name: this.m.composer.label })).toBeVisible()
  }

  async delete(message: Locator): Promise<void> {
    await message.getByRole('button', { name: this.m.message.actions }).click()
    await this.page.getByRole('menuitem', { name: this.m.message.delete }).click()
    const dialog = this.page.getByRole('dialog', { name: this.m.message.confirmDeleteTitle })
    await dialog.getByRole('button', { name: this.m.actions.delete }).click()
    await expect(dialog).toBeHidden()
  }

  /** Attaches a file through the composer's file input and waits until it is uploaded. */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('chat-file-input').setInputFiles(file)
    await expect(
      this.page.getByRole('button', { name: fill(this.m.composer.removeAttachment, { name: file.name }) }),
    ).toBeVisible()
    await expect(this.page.getByRole('progressbar')).toHaveCount(0)
  }

  get texts(): ChatMessages {
    return this.m
  }
}
