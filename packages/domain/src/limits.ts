import type { MediaType } from './enums/media'

// Server-side limits (spec 000 §9: "fetched at start; their values are not shown"). This is the one
// table of every value the specs leave to "limits": the server validates with it, and the web gets
// it from GET /api/v1/limits to show counters and maxima. Where the spec gives no number, the value
// is our choice and the comment says why.

const mib = 1024 * 1024
const gib = 1024 * mib

export const limits = {
  advisor: {
    // Spec 000 §5 and 001 §5 "Advisor comment: at most the advisor answer maximum length (value not
    // shown)". A short paragraph of feedback; longer texts make reports hard to read.
    commentMaxLength: 1000,
  },
  contactForm: {
    // Spec 001 §5 "Maximum lengths for name, object, content and e-mail come from limits".
    // A full name, with room for compound and double-barrelled names.
    nameMaxLength: 100,
    // A subject line: one line of text.
    objectMaxLength: 150,
    // A letter-length message; anything longer belongs in an attachment.
    contentMaxLength: 5000,
    // RFC 5321: a forward path is at most 256 octets including the angle brackets, so 254.
    emailMaxLength: 254,
  },
  invitation: {
    // Spec 001 §5 "maximum phone length comes from limits (not shown)". E.164 numbers have at most
    // 15 digits plus '+'; the rest leaves room for the spaces, dots or dashes people type.
    phoneMaxLength: 25,
  },
  daily: {
    // Spec 001 §5 "Bottle quantity: number, step 10, min 0, max from limits (not shown)", in mL.
    // Infant feeds rarely exceed 250–300 mL; 500 leaves headroom and still catches typos (1500).
    bottleQuantityMaxMl: 500,
    // Spec 001 §5 "Pickup name and comment maximum lengths come from limits (not shown)".
    // A person's name, or a short free-text description ("grandmother, with the red car").
    pickupNameMaxLength: 100,
    // Spec 001 §5 (same line): the comment of a morning-word item (health, note, treatment).
    morningWordCommentMaxLength: 1000,
  },
  media: {
    // Spec 000 §7 "pre-signed upload, multipart create and complete"; sizes are not shown.
    // Phone photos (HEIC/JPEG) are 3–12 MB; a few minutes of 1080p phone video fit in 500 MiB and
    // go through multipart upload; scanned PDFs and presentations rarely pass 50 MiB.
    uploadMaxBytes: {
      IMAGE: 20 * mib,
      VIDEO: 500 * mib,
      AUDIO: 50 * mib,
      DOCUMENT: 50 * mib,
    } satisfies Record<MediaType, number>,
    // Not in the specs: stored files per user (ready and pending uploads, owned by them) and per
    // school (files uploaded while it was the current school), docs/media.md "Quotas". 10 GiB is
    // a year of a busy teacher's albums (about 3 000 photos at 3 MB); 500 GiB is fifty of them.
    quotaBytesPerUser: 10 * gib,
    quotaBytesPerSchool: 500 * gib,
    // Uploads started per user within an hour: a class album of a few hundred photos fits; a script
    // filling the storage does not.
    uploadsPerHour: 1000,
  },
  chat: {
    // Not shown in spec 001; a message is conversation, not a document. 5000 covers long
    // explanations to a family while keeping a page of 25 messages light.
    messageMaxLength: 5000,
    // Spec 001 §9 "Chat message page size 25".
    pageSize: 25,
  },
  posts: {
    // Not shown in the specs; a newsfeed post can be a long announcement (a term's programme,
    // a menu), so more room than chat, but bounded so a feed page stays small.
    textMaxLength: 20000,
  },
  scopeMetadata: {
    // Spec 000 §7 and §9 "Scope metadata batches at most 7500 ids" (in total per request).
    maxIds: 7500,
  },
  notifications: {
    // Spec 000 §9 "Notification page size 20".
    pageSize: 20,
  },
} as const

export type Limits = typeof limits
