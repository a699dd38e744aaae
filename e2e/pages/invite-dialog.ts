import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/invitations/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/invitations/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/invitations/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/invitations/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/invitations/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/invitations/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/invitations/i18n/pt.json' with { type: 'json' }
import { shellMessages } from './shell'
import { fill } from './test-files'

// The invite dialog (spec 001 §2 "Invite dialog", §5, §8; docs/invitations.md), opened from the
// avatar menu's "invite a relative" entry (spec 000 §2), found by role and accessible name in the
// page's language.

export type InvitationsMessages = typeof en
const byTag: Record<string, InvitationsMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

// i18next placeholders, `{{name, de}}` (French elision) included: the shared filler.
export { fill }

export class InviteDialog {
  constructor(private readonly page: Page) {}

  async messages(): Promise<InvitationsMessages> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`The page is in ${tag}, which has no invitations translation file`)
    return messages
  }

  async dialog(childFirstname: string): Promise<Locator> {
    return this.page.getByRole('dialog', {
      name: fill((await this.messages()).titleFor, { name: childFirstname }),
    })
  }

  /** Opens the avatar menu of `userName` and its "invite a relative" entry. */
  async openFromAccountMenu(userName: string, childFirstname: string): Promise<Locator> {
    const shell = await shellMessages(this.page)
    await this.page.getByRole('button', { name: fill(shell.account.menu, { name: userName }) }).click()
    const menu = this.page.getByRole('menu')
    await menu.getByRole('menuitem', { name: shell.account.inviteRelative }).click()
    await expect(menu).toBeHidden()
    const dialog = await this.dialog(childFirstname)
    await expect(dialog).toBeVisible()
    return dialog
  }

  async sendEmail(dialog: Locator, email: string): Promise<void> {
    const m = await this.messages()
    const send = dialog.getByRole('button', { name: m.sendEmail })
    await expect(send).toBeDisabled()
    await dialog.getByRole('textbox', { name: m.email }).fill(email)
    await send.click()
  }

  async expectToast(which: 'emailSuccess', detail: string): Promise<void> {
    const m = await this.messages()
    await expect(this.page.getByText(fill(m[which], { detail }))).toBeVisible()
  }
}
