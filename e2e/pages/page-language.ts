import type { Page } from '@playwright/test'
import { messagesFor, type Messages } from '../support/locales'

/** The texts of the language the page currently shows (`<html lang>`, set by the web's i18n). */
export async function pageMessages(page: Page): Promise<Messages> {
  return messagesFor((await page.locator('html').getAttribute('lang')) ?? 'en')
}
