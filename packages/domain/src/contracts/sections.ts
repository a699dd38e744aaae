import { z } from 'zod'
import { zChildId, zDateTime, zSchoolId, zSectionId, zUserId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zName, zTextQuery } from './text'

// Spec 000 §2 "/sections" and §6 "Management section" (docs/sections.md): directors and
// coordinators create, rename and archive the sections of their schools and assign teachers and
// children to them. An archived section keeps its members and its history, takes no new members
// and is no longer offered as a share target.

/** Spec 000 §3 Section: a name within its school. */
export const sectionNameMax = 80
export const zSectionName = zName(sectionNameMax)

export const sectionStatuses = ['active', 'archived'] as const
export type SectionStatus = (typeof sectionStatuses)[number]

export const zSectionItem = z.object({
  id: z.string(),
  schoolId: z.string(),
  name: z.string(),
  /** Null while the section is in use. */
  archivedAt: zDateTime.nullable(),
  staffCount: z.number().int(),
  childCount: z.number().int(),
})
export type SectionItem = z.infer<typeof zSectionItem>

export const zSectionsQuery = zPageQuery.extend({
  /** The school whose sections are listed; the current school (scope selector) by default. */
  schoolId: zSchoolId.optional(),
  status: z.enum(sectionStatuses).default('active'),
})

export const zSectionCreate = z.object({ schoolId: zSchoolId, name: zSectionName }).strict()
export type SectionCreate = z.input<typeof zSectionCreate>
export const zSectionRename = z.object({ name: zSectionName }).strict()

const zMember = z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })
export const zSectionMembers = z.object({
  section: zSectionItem,
  staff: z.array(zMember.extend({ jobTitle: z.string().nullable(), observer: z.boolean() })),
  children: z.array(zMember.extend({ birthDate: z.string().nullable() })),
})
export type SectionMembers = z.infer<typeof zSectionMembers>

export const sectionMemberKinds = ['staff', 'children'] as const
export const zSectionCandidatesQuery = z.object({
  kind: z.enum(sectionMemberKinds),
  q: zTextQuery(100).optional(),
})
export const zSectionCandidates = z.object({ items: z.array(zMember) })
export type SectionCandidate = z.infer<typeof zMember>

const zSectionParams = z.object({ sectionId: zSectionId })
const zStaffParams = zSectionParams.extend({ userId: zUserId })
const zChildParams = zSectionParams.extend({ childId: zChildId })

export const sectionsContract = {
  list: defineRoute({
    action: 'sections.list',
    method: 'GET',
    path: '/api/v1/sections',
    summary: 'Sections of a school I manage, by name, active or archived, with their member counts',
    auth: 'session',
    query: zSectionsQuery,
    response: zPage(zSectionItem),
  }),
  create: defineRoute({
    action: 'sections.create',
    method: 'POST',
    path: '/api/v1/sections',
    summary: 'Create a section in a school I manage; SECTION_NAME_TAKEN when an active one has the name',
    auth: 'session',
    body: zSectionCreate,
    response: zSectionItem,
    successStatus: 201,
  }),
  rename: defineRoute({
    action: 'sections.rename',
    method: 'PATCH',
    path: '/api/v1/sections/:sectionId',
    summary: 'Rename a section; SECTION_ARCHIVED once archived',
    auth: 'session',
    params: zSectionParams,
    body: zSectionRename,
    response: zSectionItem,
  }),
  archive: defineRoute({
    action: 'sections.archive',
    method: 'POST',
    path: '/api/v1/sections/:sectionId/archive',
    summary: 'Archive a section: its members and history stay, it takes no new members',
    auth: 'session',
    params: zSectionParams,
    response: zSectionItem,
  }),
  members: defineRoute({
    action: 'sections.members',
    method: 'GET',
    path: '/api/v1/sections/:sectionId/members',
    summary: 'The teachers and children of a section',
    auth: 'session',
    params: zSectionParams,
    response: zSectionMembers,
  }),
  candidates: defineRoute({
    action: 'sections.candidates',
    method: 'GET',
    path: '/api/v1/sections/:sectionId/candidates',
    summary: 'Teachers or children of the school who may be added to the section, by name (50 at most)',
    auth: 'session',
    params: zSectionParams,
    query: zSectionCandidatesQuery,
    response: zSectionCandidates,
  }),
  assignStaff: defineRoute({
    action: 'sections.assignStaff',
    method: 'PUT',
    path: '/api/v1/sections/:sectionId/staff/:userId',
    summary: 'Assign a teacher of the school to the section',
    auth: 'session',
    params: zStaffParams,
    response: z.null(),
    successStatus: 204,
  }),
  unassignStaff: defineRoute({
    action: 'sections.unassignStaff',
    method: 'DELETE',
    path: '/api/v1/sections/:sectionId/staff/:userId',
    summary: 'Take a teacher out of the section',
    auth: 'session',
    params: zStaffParams,
    response: z.null(),
    successStatus: 204,
  }),
  assignChild: defineRoute({
    action: 'sections.assignChild',
    method: 'PUT',
    path: '/api/v1/sections/:sectionId/children/:childId',
    summary: 'Put a child of the school in the section',
    auth: 'session',
    params: zChildParams,
    response: z.null(),
    successStatus: 204,
  }),
  unassignChild: defineRoute({
    action: 'sections.unassignChild',
    method: 'DELETE',
    path: '/api/v1/sections/:sectionId/children/:childId',
    summary: 'Take a child out of the section',
    auth: 'session',
    params: zChildParams,
    response: z.null(),
    successStatus: 204,
  }),
}
