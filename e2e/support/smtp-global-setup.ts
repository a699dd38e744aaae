import { startMailCatcher } from './smtp'

// Playwright global setup: the SMTP peer the e2e server sends its mail to (support/smtp.ts).
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher()
}
