import { expect, type Locator, type Page } from '@playwright/test'
import { fill, literal, newsMessages, type NewsMessages } from './post-messages'

// The newsfeed at `/` and an item at `/news/{id}` (docs/news-feed.md), in the page's language.
export class NewsfeedPage {
  constructor(private readonly page: Page) {}

  private messages(): Promise<NewsMessages> {
    return newsMessages(this.page)
  }

  /** The card whose text contains `text`. */
  card(text: string): Locator {
    return this.page.getByRole('article').filter({ hasText: text })
  }

  async expectHeading(): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible()
  }

  /** Opens the filter panel, searches for `text` and applies. */
  async search(text: string): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: literal(m.filter.button) }).click()
    const panel = this.page.getByRole('dialog', { name: m.filter.title })
    await panel.getByLabel(m.filter.content).fill(text)
    await panel.getByRole('button', { name: m.filter.apply }).click()
    await expect(panel).toBeHidden()
  }

  /** Back to the default filters. */
  async resetFilters(): Promise<void> {
    const m = await this.messages()
    await this.page.getByRole('button', { name: literal(m.filter.button) }).click()
    const panel = this.page.getByRole('dialog', { name: m.filter.title })
    await panel.getByRole('button', { name: m.filter.reset }).click()
    await panel.getByRole('button', { name: m.filter.apply }).click()
    await expect(panel).toBeHidden()
  }

  /** The heart button of a card and its count, read from its accessible name. */
  async heart(card: Locator): Promise<{ button: Locator; count: number }> {
    const m = await this.messages()
    const button = card.getByRole('button', { name: literal(m.reactions.heart) }).first()
    const label = (await button.getAttribute('aria-label')) ?? ''
    const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 'NaN')
    return { button, count }
  }

  async expectHeart(card: Locator, count: number, pressed: boolean): Promise<void> {
    const m = await this.messages()
    const button = card.getByRole('button', {
      name: fill(m.reactions.react, { reaction: m.reactions.heart, count }),
    })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-pressed', String(pressed))
  }

  /** Follows the card's link to /news/{id}. */
  async open(card: Locator, author: string): Promise<void> {
    const m = await this.messages()
    await card.getByRole('link', { name: fill(m.openItem, { name: author }) }).click()
  }
}
