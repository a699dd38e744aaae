import { z } from 'zod'
import { defineRoute } from './define'

// Spec 000 §7 and §9: server-side limits, fetched at start. The values live in domain/limits.ts;
// this schema is their wire shape, so a new limit shows up here as well.
const zCount = z.number().int().positive()

export const zLimits = z.object({
  advisor: z.object({ commentMaxLength: zCount }),
  contactForm: z.object({
    nameMaxLength: zCount,
    objectMaxLength: zCount,
    contentMaxLength: zCount,
    emailMaxLength: zCount,
  }),
  invitation: z.object({ phoneMaxLength: zCount }),
  daily: z.object({
    bottleQuantityMaxMl: zCount,
    pickupNameMaxLength: zCount,
    morningWordCommentMaxLength: zCount,
  }),
  media: z.object({
    uploadMaxBytes: z.object({ IMAGE: zCount, VIDEO: zCount, AUDIO: zCount, DOCUMENT: zCount }),
    quotaBytesPerUser: zCount,
    quotaBytesPerSchool: zCount,
    uploadsPerHour: zCount,
  }),
  chat: z.object({ messageMaxLength: zCount, pageSize: zCount }),
  posts: z.object({ textMaxLength: zCount }),
  scopeMetadata: z.object({ maxIds: zCount }),
  notifications: z.object({ pageSize: zCount }),
})
export type LimitsResponse = z.infer<typeof zLimits>

export const limitsContract = {
  get: defineRoute({
    action: 'limits.read',
    method: 'GET',
    path: '/api/v1/limits',
    summary: 'Server-side limits (maximum lengths, sizes, page sizes), public (spec 000 §7, §9)',
    auth: 'public',
    response: zLimits,
  }),
}
