import { expect, type Locator, type Page } from '@playwright/test'
import { notificationsMessages } from './notifications-messages'
import { fill, literal } from './post-messages'
import { shellMessages } from './shell'

// The top bar's notification button and the notification panel (spec 000 §2, §4).

export class NotificationPanel {
  constructor(private readonly page: Page) {}

  async button(): Promise<Locator> {
    const m = await shellMessages(this.page)
    // The name carries the count: "Notifications (3 waiting)".
    const prefix = m.topBar.notifications_other.split('(')[0]!.trim()
    return this.page.getByRole('banner').getByRole('button', { name: literal(prefix) })
  }

  async expectCount(count: number): Promise<void> {
    const m = await shellMessages(this.page)
    const name = fill(count === 1 ? m.topBar.notifications_one : m.topBar.notifications_other, { count })
    await expect(this.page.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 15_000 })
  }

  async open(): Promise<void> {
    await (await this.button()).click()
    const m = await notificationsMessages(this.page)
    // The panel is a chunk of its own, fetched on the first click: slow machines need longer.
    await expect(this.page.getByRole('heading', { name: m.panel.title })).toBeVisible({ timeout: 30_000 })
  }

  /** The panel card of an item whose text contains `text`. */
  item(text: string): Locator {
    return this.page.getByRole('presentation').getByRole('listitem').filter({ hasText: text })
  }

  async approve(text: string): Promise<void> {
    const m = await notificationsMessages(this.page)
    await this.item(text).getByRole('button', { name: m.moderation.approve }).click()
    await expect(this.page.getByText(m.moderation.approved)).toBeVisible()
    await expect(this.item(text)).toHaveCount(0)
  }
}
