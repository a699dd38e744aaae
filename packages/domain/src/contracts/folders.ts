import { z } from 'zod'
import { zMediaId, zSchoolIdOut } from '../ids'
import { mediaAudiences } from '../enums/content'
import { zPage, zPageQuery } from './common'
import {
  zBoardDocument,
  zBoardNewsStatus,
  zBoardPerson,
  zBoardTarget,
  zIdParams,
  zTitle,
} from './boards-common'
import { defineRoute } from './define'

// Spec 000 §2 /folders, /folders/new, /folders/edit/{id}; §3 media audience and media types; §6
// folders need communication and exclude sponsors; §7 DELETE folder by id. A folder is a titled set
// of documents shared with sections, schools or users, and seen by families only when its audience
// lets them (GuardianOnly, ChildOnly, GuardianAndChild); staff always see it.

export const zFolder = z.object({
  id: z.string(),
  schoolId: zSchoolIdOut,
  title: z.string(),
  description: z.string(),
  audience: z.enum(mediaAudiences),
  owner: zBoardPerson.nullable(),
  status: zBoardNewsStatus,
  targets: z.array(zBoardTarget),
  documents: z.array(zBoardDocument),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The actor may edit and delete it (its author, or a director or coordinator of its school). */
  canEdit: z.boolean(),
})
export type Folder = z.infer<typeof zFolder>

export const zFolderInput = z.object({
  title: zTitle,
  description: z.string().trim().max(5000).default(''),
  audience: z.enum(mediaAudiences),
  targets: z.array(zBoardTarget).max(500),
  /** Uploaded media (kind folder), in the order shown; any media type. */
  mediaIds: z.array(zMediaId).max(50),
})
export type FolderInput = z.input<typeof zFolderInput>

export const foldersContract = {
  list: defineRoute({
    action: 'folders.list',
    method: 'GET',
    path: '/api/v1/folders',
    summary: 'Folders the actor may see in the current school, newest first',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zFolder),
  }),
  get: defineRoute({
    action: 'folders.get',
    method: 'GET',
    path: '/api/v1/folders/:id',
    summary: 'One folder with its documents',
    auth: 'session',
    params: zIdParams,
    response: zFolder,
  }),
  create: defineRoute({
    action: 'folders.create',
    method: 'POST',
    path: '/api/v1/folders',
    summary: 'Create a folder in the current school and share it',
    auth: 'session',
    body: zFolderInput,
    response: zFolder,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'folders.update',
    method: 'PUT',
    path: '/api/v1/folders/:id',
    summary: 'Change a folder: title, description, audience, targets and documents',
    auth: 'session',
    params: zIdParams,
    body: zFolderInput,
    response: zFolder,
  }),
  delete: defineRoute({
    action: 'folders.delete',
    method: 'DELETE',
    path: '/api/v1/folders/:id',
    summary: 'Delete a folder, its documents and its news item (spec 000 §7)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
}
