import { expect, type Page } from '@playwright/test'
import identityEn from '../../apps/web/src/features/external-identity/i18n/en.json' with { type: 'json' }

/** The external-identity pages (spec 000 §2), in English (the e2e browser's locale is en-GB). */
export class ExternalIdentityPages {
  constructor(private readonly page: Page) {}

  readonly text = identityEn

  /** The redirect URI the provider sends the browser back to, with its answer in the query. */
  async openValidate(query: Record<string, string>, mode?: 'mobile'): Promise<void> {
    const search = new URLSearchParams(query).toString()
    await this.page.goto(`/external-identity/validate${mode ? `/${mode}` : ''}${search ? `?${search}` : ''}`)
  }

  async openMobileRedirect(provider?: string): Promise<void> {
    await this.page.goto(`/external-identity/redirect${provider ? `?provider=${provider}` : ''}`)
  }

  async expectFailure(message: string): Promise<void> {
    const alert = this.page.getByRole('alert')
    await expect(alert).toContainText(this.text.validate.failed)
    await expect(alert).toContainText(message)
  }

  async backToSignIn(): Promise<void> {
    await this.page.getByRole('link', { name: this.text.validate.backToLogin }).click()
  }
}
