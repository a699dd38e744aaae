import { expect, type Page } from '@playwright/test'
import type { Messages } from '../support/locales'
import { pageMessages } from './page-language'
import { shellMessages } from './shell'

/** The signed-in landing page; it speaks the signed-in user's language. */
export class HomePage {
  constructor(private readonly page: Page) {}

  async expectSignedInAs(name: string, profileType: keyof Messages['profileTypes']): Promise<void> {
    // The name reads the same in every language; once it shows, the page speaks the user's language.
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
    const messages = await pageMessages(this.page)
    const heading = messages.home.signedInAs.replace('{{name}}', name)
    await expect(this.page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    await expect(
      this.page.getByRole('definition').filter({ hasText: messages.profileTypes[profileType] }),
    ).toBeVisible()
  }

  /** Signs out from the account menu of the top bar (desktop). */
  async signOut(name: string): Promise<void> {
    const m = await shellMessages(this.page)
    await this.page.getByRole('button', { name: m.account.menu.replace('{{name}}', name) }).click()
    await this.page.getByRole('menuitem', { name: m.account.logout }).click()
  }
}
