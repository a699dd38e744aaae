import { execFileSync } from 'node:child_process'

// Debian's Chromium, never a browser downloaded by a test tool (brief: "This machine"). Shared by
// the e2e suite and the bench's bundle-weight step.
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || '/usr/bin/chromium'
  } catch {
    return '/usr/bin/chromium'
  }
}

/** The network is closed here: no sandbox helper, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
