import { z } from 'zod'
import { newsStatuses, shareTargetTypes } from '../enums/content'
import { profileTypes } from '../enums/people'
import { zDateTime, zMediaId, zNewsIdOut, zSchoolId, zSchoolIdOut, zUserIdOut } from '../ids'
import { zPage } from './common'
import { defineRoute } from './define'
import { zMediaSummary } from './media'

// Spec 000 §2 /posts/edit/{id}, /publicities (docs/posts-and-moderation.md): posts with rich text,
// attachments, sharing targets and delayed publication; sponsor news.

/** Spec 000 §3 share target. */
export const zShareTarget = z.object({
  targetType: z.enum(shareTargetTypes),
  targetId: z.uuid(),
})
export type ShareTargetInput = z.infer<typeof zShareTarget>

/** A post as its author (or a director/coordinator of its school) edits it. */
export const zPost = z.object({
  id: z.string(),
  schoolId: zSchoolIdOut,
  ownerId: zUserIdOut.nullable(),
  /** Sanitised HTML (a strict allow-list, see docs/posts-and-moderation.md). */
  contentHtml: z.string(),
  sponsored: z.boolean(),
  status: z.enum(newsStatuses),
  refusalReason: z.string().nullable(),
  publishAt: zDateTime,
  createdAt: zDateTime,
  updatedAt: zDateTime,
  targets: z.array(zShareTarget),
  attachments: z.array(zMediaSummary),
})
export type Post = z.infer<typeof zPost>

/** 100 kB of HTML is far beyond any real post, and well under the 1 MB body limit. */
export const postContentMaxLength = 100_000
export const postAttachmentsMax = 50
export const postTargetsMax = 500

export const zPostInput = z
  .object({
    contentHtml: z.string().max(postContentMaxLength),
    targets: z.array(zShareTarget).max(postTargetsMax),
    mediaIds: z.array(zMediaId).max(postAttachmentsMax).default([]),
    /** Delayed publication; absent or null means now. */
    publishAt: zDateTime.nullable().optional(),
    /** The school the post belongs to; default the current school. */
    schoolId: zSchoolId.optional(),
  })
  .strict()
export type PostInput = z.input<typeof zPostInput>

const zNamed = z.object({ id: z.string(), name: z.string() })

/** What the targets picker offers (only what the actor may choose). */
export const zShareTargetOptions = z.object({
  schoolId: zSchoolIdOut.nullable(),
  targetTypes: z.array(z.enum(shareTargetTypes)),
  schools: z.array(zNamed),
  sections: z.array(zNamed.extend({ schoolId: zSchoolIdOut })),
  users: z.array(
    z.object({
      id: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      profileType: z.enum(profileTypes),
    }),
  ),
})
export type ShareTargetOptions = z.infer<typeof zShareTargetOptions>

/** An item of /publicities: a published sponsored post the actor may read. */
export const zSponsorNews = z.object({
  id: z.string(),
  newsId: zNewsIdOut,
  schoolId: zSchoolIdOut,
  contentHtml: z.string(),
  publishAt: zDateTime,
  owner: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  attachments: z.array(zMediaSummary),
})
export type SponsorNews = z.infer<typeof zSponsorNews>

const zPostParams = z.object({ postId: z.uuid() })

export const postsContract = {
  get: defineRoute({
    action: 'posts.read',
    method: 'GET',
    path: '/api/v1/posts/:postId',
    summary: 'A post for its editor (the owner, or a director or coordinator of its school)',
    auth: 'session',
    params: zPostParams,
    response: zPost,
  }),
  create: defineRoute({
    action: 'posts.create',
    method: 'POST',
    path: '/api/v1/posts',
    summary: 'Publish a post (pending when the author is moderated; delayed with publishAt)',
    auth: 'session',
    body: zPostInput,
    response: zPost,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'posts.update',
    method: 'PUT',
    path: '/api/v1/posts/:postId',
    summary: 'Edit a post: text, attachments, targets, publication date',
    auth: 'session',
    params: zPostParams,
    body: zPostInput,
    response: zPost,
  }),
  delete: defineRoute({
    action: 'posts.delete',
    method: 'DELETE',
    path: '/api/v1/posts/:postId',
    summary: 'Delete a post, its news item and its attachments',
    auth: 'session',
    params: zPostParams,
    response: z.null(),
    successStatus: 204,
  }),
  targets: defineRoute({
    action: 'posts.targets',
    method: 'GET',
    path: '/api/v1/share-targets',
    summary: 'The schools, sections and users the actor may share with (targets picker)',
    auth: 'session',
    query: z.object({ schoolId: zSchoolId.optional() }),
    response: zShareTargetOptions,
  }),
  sponsorNews: defineRoute({
    action: 'posts.sponsorNews',
    method: 'GET',
    path: '/api/v1/publicities',
    summary: 'Sponsor news (spec 000 §2 /publicities): published sponsored posts, newest first',
    auth: 'session',
    query: z.object({
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: zPage(zSponsorNews),
  }),
}
