// Spec 001 §3, §4, §8 and §9: chat enumerations.

/**
 * Spec 001 §4 "Availability: enabled, disabled by scope, disabled and locked, or unusable"; the
 * three refusals are the error codes of §8 (answered as 403 by the chat user scope call).
 */
export const chatAvailabilities = [
  'ENABLED',
  'CHAT_NOT_ENABLED_BY_SCOPE',
  'CHAT_DISABLED_AND_LOCKED',
  'CANNOT_USE_CHAT',
] as const
export type ChatAvailability = (typeof chatAvailabilities)[number]

/** Spec 001 §9 "Chat colour options: ten." The web maps each name to a palette colour. */
export const chatColors = [
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'pink',
  'teal',
  'yellow',
  'brown',
  'grey',
] as const
export type ChatColor = (typeof chatColors)[number]

/** Spec 001 §9: chat message page size. */
export const chatMessagePageSize = 25
