import { z } from 'zod'
import { zGroupId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zName, zTextQuery } from './text'

// Administration, groups (docs/administration.md "Groups", spec 000 §3 structure): a super admin
// lists, creates and renames groups; a group admin reads their own group(s). A new group gets its
// brand at once (one brand per group), filled with defaults the brand page then edits.

export const groupNameMax = 120
export const zGroupName = zName(groupNameMax)

export const zGroupItem = z.object({
  id: z.string(),
  name: z.string(),
  brandId: z.string().nullable(),
  schoolCount: z.number().int(),
})
export type GroupItem = z.infer<typeof zGroupItem>

export const zGroupsQuery = zPageQuery.extend({ q: zTextQuery(100).optional() })
export const zGroupCreate = z.object({ name: zGroupName }).strict()
export const zGroupRename = z.object({ name: zGroupName }).strict()
const zGroupParams = z.object({ groupId: zGroupId })

export const groupsContract = {
  list: defineRoute({
    action: 'groups.list',
    method: 'GET',
    path: '/api/v1/groups',
    summary: 'Groups I administer, by name (a super admin: all of them)',
    auth: 'session',
    query: zGroupsQuery,
    response: zPage(zGroupItem),
  }),
  get: defineRoute({
    action: 'groups.get',
    method: 'GET',
    path: '/api/v1/groups/:groupId',
    summary: 'One group I administer',
    auth: 'session',
    params: zGroupParams,
    response: zGroupItem,
  }),
  create: defineRoute({
    action: 'groups.create',
    method: 'POST',
    path: '/api/v1/groups',
    summary: 'Create a group and its brand (super admin)',
    auth: 'session',
    body: zGroupCreate,
    response: zGroupItem,
    successStatus: 201,
  }),
  rename: defineRoute({
    action: 'groups.rename',
    method: 'PATCH',
    path: '/api/v1/groups/:groupId',
    summary: 'Rename a group (super admin)',
    auth: 'session',
    params: zGroupParams,
    body: zGroupRename,
    response: zGroupItem,
  }),
}
