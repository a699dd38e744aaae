import type { ActorScope } from './actor'

// Spec 000 §2 scope selector: "guardians pick a child and staff pick a school (only when more than
// one school). Guardians also get an add-new-child link. Its search ignores case and accents and
// matches first name, last name and section ids."

export interface ScopeSearchEntry {
  firstname: string
  lastname: string
  sectionIds: readonly string[]
}

/** Lower case without diacritics: "Élodie" → "elodie". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Every word of the query must appear in the first name, the last name or a section id, so
 * "elodie mar" finds Élodie Martin. An empty query matches everything.
 */
export function matchesScopeSearch(entry: ScopeSearchEntry, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  const fields = [entry.firstname, entry.lastname, ...entry.sectionIds].map(foldForSearch)
  return words.every((word) => fields.some((field) => field.includes(word)))
}

export type ScopeSelectorKind = 'child' | 'school'

/** What the selector lets the actor pick, or null when it is not shown. */
export function scopeSelectorKind(actor: ActorScope): ScopeSelectorKind | null {
  const profile = actor.userPermission.profileType
  if (profile === 'GUARDIAN') return 'child'
  // A child is their own scope (query scope "by self"); there is nothing to pick.
  if (profile === 'CHILD') return null
  return actor.structureTreeScope.schoolIds.length > 1 ? 'school' : null
}

export function scopeSelectorShown(actor: ActorScope): boolean {
  return scopeSelectorKind(actor) !== null
}

/** Spec 000 §2: "Guardians also get an add-new-child link." */
export function addChildLinkShown(actor: ActorScope): boolean {
  return actor.userPermission.profileType === 'GUARDIAN'
}
