import { expect, type Page } from '@playwright/test'
import type { Post } from '../../packages/domain/src/contracts/posts'
import { postMessages } from './post-messages'
import { uiMessages } from './ui-messages'

// The post editor (spec 000 §2 /posts/edit/{id}): found by role and accessible name.

/** A valid 8×8 PNG, small enough to inline. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
)

export class PostEditPage {
  constructor(private readonly page: Page) {}

  async openNew(): Promise<void> {
    await this.page.goto('/posts/edit/new')
    const m = await postMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.edit.titleNew })).toBeVisible()
  }

  async write(text: string): Promise<void> {
    const m = await postMessages(this.page)
    const editor = this.page.getByRole('textbox', { name: m.edit.content })
    await editor.click()
    await this.page.keyboard.type(text)
    await expect(editor).toContainText(text)
  }

  async bold(): Promise<void> {
    const m = await postMessages(this.page)
    await this.page.getByRole('button', { name: m.editor.bold }).click()
  }

  async attachPhoto(name = 'sandpit.png'): Promise<void> {
    const m = await postMessages(this.page)
    await this.page
      .getByTestId('post-file-input')
      .setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng })
    const u = await uiMessages(this.page)
    const list = this.page.getByRole('list', { name: m.edit.attachments })
    await expect(list.getByText(name)).toBeVisible()
    // Uploaded: the progress bar gives way to the file's type (ui/upload/documents-field.tsx).
    const item = list.getByRole('listitem').filter({ hasText: name })
    await expect(item.getByText(u.mediaTypes.IMAGE)).toBeVisible({ timeout: 20_000 })
  }

  /** Chooses a school, section or person in the share-targets field (ui/share-targets-field.tsx). */
  async shareWith(label: string): Promise<void> {
    const u = await uiMessages(this.page)
    await this.page.getByRole('combobox', { name: u.targets.label }).click()
    await this.page.getByRole('option', { name: label, exact: true }).click()
    await this.page.keyboard.press('Escape')
  }

  /** Publishes and returns the saved post, as the server answered it. */
  async publish(): Promise<Post> {
    const m = await postMessages(this.page)
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/posts') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: m.edit.publish, exact: true }).click()
    const response = await saved
    expect(response.status()).toBe(201)
    return (await response.json()) as Post
  }
}
