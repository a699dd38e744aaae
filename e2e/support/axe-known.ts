// The serious or critical axe violations known and not fixed yet (docs/accessibility.md "Known
// violations"). The accessibility spec fails on any violation not listed here, so a new one cannot
// slip in; remove an entry when its fix lands.

export interface KnownViolation {
  /** The axe rule id (https://dequeuniversity.com/rules/axe/). */
  rule: string
  /** The path the violation shows on, as the side menu links to it. */
  page: string
  /** Why it is not fixed yet, and what fixing it takes. */
  reason: string
}

export const knownViolations: KnownViolation[] = []

export function isKnown(rule: string, page: string): boolean {
  return knownViolations.some((known) => known.rule === rule && known.page === page)
}
