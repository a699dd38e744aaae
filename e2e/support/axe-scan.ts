import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { isKnown } from './axe-known'

// The one axe scan of the e2e specs (docs/accessibility.md): WCAG 2.0/2.1 A and AA rules, serious
// and critical findings only, known ones (support/axe-known.ts) left out. A toast caught while it
// fades in reads as low contrast to axe and is never the page under test, so toasts are left out;
// the scan asks for reduced motion, so nothing else is caught mid-transition.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface AxeScanOptions {
  /** Scan only inside this selector (a dialog, a section). */
  include?: string
  /** The page the known violations are listed for; the URL's path when absent. */
  knownAs?: string
}

/** The serious and critical violations of the page as it is, each with its first three nodes. */
export async function seriousViolations(page: Page, options: AxeScanOptions = {}): Promise<string[]> {
  // The page as someone who asks for less motion sees it: no colour caught halfway through a
  // transition (a chip turning green reads as low contrast mid-way; ui/theme.ts honours it).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  let builder = new AxeBuilder({ page }).withTags(wcagTags).exclude('.notistack-SnackbarContainer')
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const knownAs = options.knownAs ?? new URL(page.url()).pathname
  return violations
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !isKnown(v.id, knownAs))
    .map((v) => {
      // Axe's own words for the first nodes (e.g. the colours and ratio of a contrast failure).
      const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
      return `${knownAs} ${v.id} (${v.impact}, ${v.nodes.length}): ${nodes.join(' | ')}`
    })
}

/** Waits for the page to settle, then fails on any serious or critical violation. */
export async function expectNoSeriousViolation(page: Page, options: AxeScanOptions = {}): Promise<void> {
  await page.waitForLoadState('networkidle')
  const found = await seriousViolations(page, options)
  expect(found, found.join('\n')).toEqual([])
}
