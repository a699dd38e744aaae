import { expect, type APIRequestContext, type Page } from '@playwright/test'
import de from '../../apps/web/src/i18n/session/de.json' with { type: 'json' }
import en from '../../apps/web/src/i18n/session/en.json' with { type: 'json' }
import es from '../../apps/web/src/i18n/session/es.json' with { type: 'json' }
import fr from '../../apps/web/src/i18n/session/fr.json' with { type: 'json' }
import it from '../../apps/web/src/i18n/session/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/i18n/session/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/i18n/session/pt.json' with { type: 'json' }
import type { Me } from '../../packages/domain/src/contracts/me'

// The session's dialogs (spec 000 §4, spec 001 §4): terms of use, in-app messages, session destroyed,
// found by role and accessible name in the language the page shows.

export type SessionMessages = typeof en
const byTag: Record<string, SessionMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function sessionMessages(page: Page): Promise<SessionMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no session translation file`)
  return messages
}

/**
 * Accepts the terms of use (the user's and, for a guardian, each child's) and dismisses every
 * in-app message through the API, for journeys that are about something else.
 */
export async function settleSessionThroughApi(request: APIRequestContext, me: Me): Promise<void> {
  expect((await request.put('/api/v1/terms/acceptance')).status()).toBe(200)
  if (me.meta.userPermission.profileType === 'GUARDIAN')
    for (const childId of me.meta.familyScope.childIds)
      expect((await request.put(`/api/v1/children/${childId}/terms/acceptance`)).status()).toBe(200)
  await dismissInAppMessagesThroughApi(request)
}

export async function dismissInAppMessagesThroughApi(request: APIRequestContext): Promise<void> {
  const messages = await request.get('/api/v1/in-app-messages')
  expect(messages.status()).toBe(200)
  for (const { id } of (await messages.json()).items as { id: string }[])
    expect((await request.post(`/api/v1/in-app-messages/${id}/dismissals`)).status()).toBe(204)
}

export class SessionOverlays {
  constructor(private readonly page: Page) {}

  async termsDialog() {
    const m = await sessionMessages(this.page)
    return this.page.getByRole('dialog', { name: m.terms.title })
  }

  /**
   * Accepts the terms of use. `parentalAuthority`: the user is a referent guardian of the current
   * child, so the dialog asks them to confirm it (spec 001 §2, §4); others are not asked.
   */
  async acceptTerms({ parentalAuthority }: { parentalAuthority: boolean }): Promise<void> {
    // The page's language is the user's once a dialog shows; read the texts after that.
    await expect(this.page.getByRole('dialog').first()).toBeVisible()
    const m = await sessionMessages(this.page)
    const dialog = await this.termsDialog()
    await expect(dialog).toBeVisible()
    const accept = dialog.getByRole('button', { name: m.terms.accept })
    await expect(accept).toBeDisabled()
    await dialog.getByRole('checkbox', { name: m.terms.read }).check()
    const authority = dialog.getByRole('checkbox', { name: m.terms.authority })
    if (parentalAuthority) {
      // Spec 001 §4: the parental-authority confirmation must not be false.
      await expect(authority).toBeVisible()
      await expect(accept).toBeDisabled()
      await authority.check()
    } else {
      await expect(authority).toHaveCount(0)
    }
    await expect(accept).toBeEnabled()
    await accept.click()
    await expect(dialog).toBeHidden()
  }
}
