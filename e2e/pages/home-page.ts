import { expect, type Page } from '@playwright/test'
import { fill, newsMessages } from './post-messages'
import { shellMessages } from './shell'

/** The signed-in landing page; it speaks the signed-in user's language. */
export class HomePage {
  constructor(private readonly page: Page) {}

  /**
   * The feed greets the user by first name; who is signed in is the top bar's account menu
   * (desktop), which names the user in full.
   */
  async expectSignedInAs(user: { firstname: string; lastname: string }): Promise<void> {
    const name = `${user.firstname} ${user.lastname}`
    const shell = await shellMessages(this.page)
    await expect(this.page.getByRole('button', { name: fill(shell.account.menu, { name }) })).toBeVisible()
    const news = await newsMessages(this.page)
    await expect(
      this.page.getByText(fill(news.greeting, { name: user.firstname }), { exact: true }),
    ).toBeVisible()
  }

  /** Signs out from the account menu of the top bar (desktop). */
  async signOut(name: string): Promise<void> {
    const m = await shellMessages(this.page)
    await this.page.getByRole('button', { name: m.account.menu.replace('{{name}}', name) }).click()
    await this.page.getByRole('menuitem', { name: m.account.logout }).click()
  }
}
