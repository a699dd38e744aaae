import type { NewsType } from '../enums/content'
import type { ProfileType } from '../enums/people'
import { actionRules, type ActionName } from './actions'

// Spec 000 §6 menu rules: "albums, folders and postal cards exclude sponsors". Their items are
// news items too, so the rule that keeps a profile out of a module's pages keeps its items out of
// that profile's feed, its news-by-id and its media URLs: a news type is readable by the profiles
// of its module's read action, and by everyone for the types that have no module of their own.
const readActionOf: Partial<Record<NewsType, ActionName>> = {
  Gallery: 'galleries.read',
  Folder: 'folders.get',
  PostalCard: 'postalCards.get',
}

/** May a user of `profile` read news items of `type`? */
export function mayReadNewsType(profile: ProfileType, type: NewsType): boolean {
  const action = readActionOf[type]
  return action === undefined || (actionRules[action].profiles as readonly ProfileType[]).includes(profile)
}

/** Of `types`, those a user of `profile` may read (the feed's type filter goes through it). */
export function readableNewsTypes(profile: ProfileType, types: readonly NewsType[]): NewsType[] {
  return types.filter((type) => mayReadNewsType(profile, type))
}
