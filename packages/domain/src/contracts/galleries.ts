import { z } from 'zod'
import { zName } from './text'
import { newsStatuses, shareTargetTypes } from '../enums/content'
import { mediaTypes } from '../enums/media'
import { zChildId, zChildIdOut, zMediaId, zMediaIdOut, zSchoolId, zSchoolIdOut, zUserId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'

// Albums (spec 000 §2 /galleries, /galleries/edit/{id}; §3 news item type Gallery; §7 DELETE gallery
// by id) and children in photos (docs/galleries.md): tags, a guardian's "photos of my child"
// view with its archive, and the photo consent that the referent guardians set.

/** Our choices where the spec is silent (docs/galleries.md). */
export const galleryLimits = {
  titleMax: 200,
  descriptionMax: 5000,
  /** Photos and videos in one album. */
  itemsMax: 1000,
  targetsMax: 200,
} as const

export const zShareTarget = z.object({ targetType: z.enum(shareTargetTypes), targetId: z.uuid() })

export const zPerson = z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })
export type Person = z.infer<typeof zPerson>

/** A photo or video of an album (or of a post, in the child's view), in album order. */
export const zGalleryItem = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  fileName: z.string(),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The capture date read from the file's metadata, when it had one. */
  takenAt: z.string().nullable(),
  position: z.number().int(),
  /** Children tagged in it that the actor may see (a guardian sees only their own). */
  children: z.array(zPerson),
})
export type GalleryItem = z.infer<typeof zGalleryItem>

export const zGallerySummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  schoolId: zSchoolIdOut,
  owner: zPerson.nullable(),
  /** The news index status (a moderated author's album waits as pending, spec 000 §4). */
  status: z.enum(newsStatuses),
  itemCount: z.number().int(),
  /** The first photo, for the list's thumbnail. */
  coverMediaId: zMediaIdOut.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The actor may edit and delete it (the UI hides what the server would refuse). */
  canEdit: z.boolean(),
})
export type GallerySummary = z.infer<typeof zGallerySummary>

export const zGallery = zGallerySummary.extend({
  targets: z.array(zShareTarget),
  items: z.array(zGalleryItem),
})
export type Gallery = z.infer<typeof zGallery>

export const zGalleryInput = z
  .object({
    title: zName(galleryLimits.titleMax),
    description: z.string().trim().max(galleryLimits.descriptionMax).default(''),
    /** The album's school; the actor's current school when left out. */
    schoolId: zSchoolId.optional(),
    targets: z.array(zShareTarget).max(galleryLimits.targetsMax),
    /** Uploaded media in album order; an id left out of an update is removed from the album. */
    mediaIds: z.array(zMediaId).max(galleryLimits.itemsMax),
  })
  .strict()
export type GalleryInput = z.input<typeof zGalleryInput>

/** A child a staff member may tag, with whether their guardians withheld consent. */
export const zTagCandidate = zPerson.extend({ consentWithheld: z.boolean() })
export const zTagCandidates = z.object({
  candidates: z.array(zTagCandidate),
  tagged: z.array(zPerson),
})
export type TagCandidates = z.infer<typeof zTagCandidates>

/** A photo or video in which the child is tagged, with what it belongs to. */
export const zChildPhoto = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  fileName: z.string(),
  mimeType: z.string(),
  takenAt: z.string().nullable(),
  createdAt: z.string(),
  source: z.object({ type: z.enum(['Gallery', 'Post']), id: z.string(), title: z.string() }),
})
export type ChildPhoto = z.infer<typeof zChildPhoto>

export const zPhotoConsent = z.object({
  childId: zChildIdOut,
  withheld: z.boolean(),
  /** Only a referent guardian changes it. */
  canChange: z.boolean(),
})
export type PhotoConsent = z.infer<typeof zPhotoConsent>

/** A zip archive, streamed (application/zip); not JSON. */
export const zArchive = z.unknown().describe('application/zip')

const zIdParams = z.object({ id: z.uuid() })
const zMediaParams = z.object({ mediaId: zMediaId })
const zChildParams = z.object({ childId: zChildId })

export const galleriesContract = {
  list: defineRoute({
    action: 'galleries.list',
    method: 'GET',
    path: '/api/v1/galleries',
    summary: 'Albums the actor may see, newest first (keyset pages)',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zGallerySummary),
  }),
  create: defineRoute({
    action: 'galleries.create',
    method: 'POST',
    path: '/api/v1/galleries',
    summary: 'Create an album with its photos and videos and share it',
    auth: 'session',
    body: zGalleryInput,
    response: zGallery,
    successStatus: 201,
  }),
  read: defineRoute({
    action: 'galleries.read',
    method: 'GET',
    path: '/api/v1/galleries/:id',
    summary: 'One album with its photos and videos in order',
    auth: 'session',
    params: zIdParams,
    response: zGallery,
  }),
  update: defineRoute({
    action: 'galleries.update',
    method: 'PUT',
    path: '/api/v1/galleries/:id',
    summary: 'Change an album: title, description, targets, photos and their order',
    auth: 'session',
    params: zIdParams,
    body: zGalleryInput,
    response: zGallery,
  }),
  delete: defineRoute({
    action: 'galleries.delete',
    method: 'DELETE',
    path: '/api/v1/galleries/:id',
    summary: 'Delete an album, its photos and its news item (spec 000 §7)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  archive: defineRoute({
    action: 'galleries.download',
    method: 'GET',
    path: '/api/v1/galleries/:id/archive',
    summary: 'The whole album as a zip; entry dates are the capture dates',
    auth: 'session',
    params: zIdParams,
    response: zArchive,
  }),
  tagCandidates: defineRoute({
    action: 'galleries.tagCandidates',
    method: 'GET',
    path: '/api/v1/photo-tags/:mediaId',
    summary: 'Children the staff member may tag in a photo or video, and those tagged',
    auth: 'session',
    params: zMediaParams,
    response: zTagCandidates,
  }),
  tagChildren: defineRoute({
    action: 'galleries.tagChildren',
    method: 'PUT',
    path: '/api/v1/photo-tags/:mediaId',
    summary: 'Set the children who appear in a photo or video (of an album or a post)',
    auth: 'session',
    params: zMediaParams,
    body: z.object({ childIds: z.array(zUserId).max(200) }).strict(),
    response: zTagCandidates,
  }),
  childPhotos: defineRoute({
    action: 'galleries.childPhotos',
    method: 'GET',
    path: '/api/v1/children/:childId/photos',
    summary: 'Photos and videos of albums and posts in which the child is tagged, newest first',
    auth: 'session',
    params: zChildParams,
    query: zPageQuery,
    response: zPage(zChildPhoto),
  }),
  childPhotosArchive: defineRoute({
    action: 'galleries.childPhotosDownload',
    method: 'GET',
    path: '/api/v1/children/:childId/photos/archive',
    summary: 'Every photo and video of the child as one zip, named and dated by capture date',
    auth: 'session',
    params: zChildParams,
    response: zArchive,
  }),
  photoConsent: defineRoute({
    action: 'galleries.photoConsentRead',
    method: 'GET',
    path: '/api/v1/children/:childId/photo-consent',
    summary: 'Whether the guardians withheld photo consent for the child',
    auth: 'session',
    params: zChildParams,
    response: zPhotoConsent,
  }),
  setPhotoConsent: defineRoute({
    action: 'galleries.photoConsentUpdate',
    method: 'PUT',
    path: '/api/v1/children/:childId/photo-consent',
    summary: 'Withhold or give photo consent for the child (referent guardians)',
    auth: 'session',
    params: zChildParams,
    body: z.object({ withheld: z.boolean() }).strict(),
    response: zPhotoConsent,
  }),
}
