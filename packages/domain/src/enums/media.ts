// Spec 000 §3: media types and attachment kinds, in the order the spec lists them.

export const mediaTypes = ['VIDEO', 'IMAGE', 'DOCUMENT', 'AUDIO'] as const
export type MediaType = (typeof mediaTypes)[number]

export const mediaKinds = [
  'post',
  'postal-card',
  'folder',
  'gallery',
  'user',
  'section',
  'group',
  'school',
  'chat-message',
  'data-protection-export',
  'manager-absence',
  'supervisor-absence',
  'inscription-template',
  'input-document',
  'output-document',
  'contract',
  'contract-template',
  'invoice',
  'school-public-image',
  'notebook-item',
  'photobook',
  'company-invoice',
  'company-bed-order',
  // The audio message of a care-log entry (attached to the entry's batch; docs/daily-log.md).
  'daily-entry',
  // The proof of a household's resources (a tax notice, the CAF consultation), attached to the
  // resource row (docs/manager-children.md "Resources").
  'household-resource',
] as const
export type MediaKind = (typeof mediaKinds)[number]

/** Spec 000 §3: avatar sizes and JPEG/WebP quality. */
export const avatarSizes = [
  { size: 50, quality: 90 },
  { size: 75, quality: 90 },
  { size: 150, quality: 95 },
] as const
