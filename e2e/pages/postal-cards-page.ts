import { expect, type Page } from '@playwright/test'
import { postalCardsMessages } from './postal-cards-messages'
import { fill, tinyPng } from './test-files'
import { uiMessages } from './ui-messages'

// /postal-cards (spec 000 §2), found by role and accessible name.
export class PostalCardsPage {
  constructor(private readonly page: Page) {}

  async send(message: string): Promise<string> {
    const m = await postalCardsMessages(this.page)
    const u = await uiMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 2, name: m.cards.send })).toBeVisible()
    await this.page.getByRole('textbox', { name: m.cards.message }).fill(message)
    await this.page
      .getByTestId('postal-card-file-input')
      .setInputFiles({ name: 'zee.png', mimeType: 'image/png', buffer: tinyPng })
    const list = this.page.getByRole('list', { name: u.documents.list })
    await expect(list.getByText(u.mediaTypes.IMAGE)).toBeVisible({ timeout: 20_000 })
    const sent = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/postal-cards') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: m.cards.sendButton, exact: true }).click()
    const response = await sent
    expect(response.status()).toBe(201)
    await expect(this.page.getByText(m.cards.sent)).toBeVisible()
    return ((await response.json()) as { id: string }).id
  }

  async card(read: boolean, child: string, from: string) {
    const m = await postalCardsMessages(this.page)
    return this.page.getByRole('button', {
      name: fill(read ? m.cards.openRead : m.cards.openUnread, { child, from }),
    })
  }
}
