import { z } from 'zod'
import { zUserIdOut } from '../ids'
import { zName } from './text'
import { newsStatuses, shareTargetTypes } from '../enums/content'
import { zMediaSummary, type MediaSummary } from './media'

// Shapes shared by the folders, polls and postal-cards contracts (docs/folders-polls-postal-cards.md).

/** Spec 000 §3 share target: target_type (User, Section or School) and target_id. */
export const zBoardTarget = z.object({
  targetType: z.enum(shareTargetTypes),
  targetId: z.uuid(),
})
export type BoardTarget = z.infer<typeof zBoardTarget>

/** A person named on a card: the author, a voter, a child. */
export const zBoardPerson = z.object({
  id: zUserIdOut,
  firstname: z.string(),
  lastname: z.string(),
})
export type BoardPerson = z.infer<typeof zBoardPerson>

/**
 * An attached file (media.attach.ts `mediaSummaries`); its URL comes from the media routes
 * (url, download), which check the same visibility as the item it hangs on.
 */
export const zBoardDocument = zMediaSummary
export type BoardDocument = MediaSummary

/** The state of the item's row in the news index (moderation, spec 000 §4). */
export const zBoardNewsStatus = z.enum(newsStatuses)

export const zIdParams = z.object({ id: z.uuid() })

/** Titles and short texts: trimmed, never empty. */
export const zTitle = zName(200)
