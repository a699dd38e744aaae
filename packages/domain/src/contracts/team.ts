import { z } from 'zod'
import { accessLevels, genders, userStatuses } from '../enums/people'
import { zDateTime, zSchoolId, zSectionId, zUserId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zName, zOptionalName, zTextQuery } from './text'

// Spec 000 §2 /team, /team/teacher/new|edit/{id}, /team/director/new|edit/{id} and §6 "Team
// manager, groups and invitations: coordinator, director" (docs/team.md). Directors and
// coordinators (group admins too, over their groups' schools) list, create and edit the teachers,
// directors and sponsors of their schools; team access governs every route (docs/access-levels.md).

/** The profiles the team pages create: a teacher or a director (sponsors are listed and edited). */
export const teamCreatableProfiles = ['TEACHER', 'DIRECTOR'] as const
export type TeamCreatableProfile = (typeof teamCreatableProfiles)[number]
/** The profiles the team list shows. */
export const teamProfiles = ['TEACHER', 'DIRECTOR', 'SPONSOR'] as const
export type TeamProfile = (typeof teamProfiles)[number]

export const teamNameMax = 100
export const teamEmailMax = 254
export const teamPhoneMax = 40

const zLevel = z.enum(accessLevels)

/** One assignment as the form sends it: a school or a section, with the three access levels. */
export const zTeamAssignmentInput = z.union([
  z
    .object({
      schoolId: zSchoolId,
      childAccess: zLevel,
      teamAccess: zLevel,
      sectionAccess: zLevel,
    })
    .strict(),
  z
    .object({
      sectionId: zSectionId,
      childAccess: zLevel,
      teamAccess: zLevel,
      sectionAccess: zLevel,
    })
    .strict(),
])
export type TeamAssignmentInput = z.infer<typeof zTeamAssignmentInput>

/** The fields of the form, shared by create and edit. */
export const zTeamMemberFields = z
  .object({
    firstname: zName(teamNameMax),
    lastname: zName(teamNameMax),
    gender: z.enum(genders).nullable(),
    email: z.string().trim().pipe(z.email().max(teamEmailMax)),
    /** Any format the country-aware check accepts (default region FR); empty or null: none. */
    phone: z.string().trim().max(teamPhoneMax).nullable(),
    jobTitle: zOptionalName(teamNameMax).nullable(),
    isModerator: z.boolean(),
    moderated: z.boolean(),
    observer: z.boolean(),
    /** At least one; a director's are schools, a teacher's schools or sections (docs/team.md). */
    assignments: z.array(zTeamAssignmentInput).min(1).max(50),
  })
  .strict()
export type TeamMemberFields = z.infer<typeof zTeamMemberFields>

export const zTeamMemberCreate = zTeamMemberFields.extend({ profile: z.enum(teamCreatableProfiles) }).strict()
export type TeamMemberCreate = z.infer<typeof zTeamMemberCreate>
export const zTeamMemberUpdate = zTeamMemberFields
export type TeamMemberUpdate = z.infer<typeof zTeamMemberUpdate>

export const zTeamAssignment = z.object({
  id: z.string(),
  /** The school the assignment reaches (a section's school for a section); null for a group. */
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  sectionId: z.string().nullable(),
  sectionName: z.string().nullable(),
  sectionArchived: z.boolean(),
  groupId: z.string().nullable(),
  childAccess: zLevel,
  teamAccess: zLevel,
  sectionAccess: zLevel,
  /** Inside the actor's schools: the form may change it; otherwise it is shown and kept. */
  manageable: z.boolean(),
})
export type TeamAssignment = z.infer<typeof zTeamAssignment>

export const zTeamMember = z.object({
  id: z.string(),
  profile: z.enum(teamProfiles),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(genders).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: z.enum(userStatuses),
  isModerator: z.boolean(),
  moderated: z.boolean(),
  observer: z.boolean(),
  /** Whether they set a password (activated their account). */
  activated: z.boolean(),
  assignments: z.array(zTeamAssignment),
})
export type TeamMember = z.infer<typeof zTeamMember>

export const zTeamQuery = zPageQuery.extend({
  schoolId: zSchoolId.optional(),
  sectionId: zSectionId.optional(),
  profile: z.enum(teamProfiles).optional(),
  q: zTextQuery(100).optional(),
})
export type TeamQuery = z.input<typeof zTeamQuery>

export const zTeamInvitation = z.object({
  id: z.string(),
  profile: z.enum(teamProfiles),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  /** When the last activation mail was sent; null when none was. */
  lastSentAt: zDateTime.nullable(),
  /** When its link stops working; null when none was sent. */
  expiresAt: zDateTime.nullable(),
  expired: z.boolean(),
})
export type TeamInvitation = z.infer<typeof zTeamInvitation>

export const zTeamInvitationsQuery = zPageQuery.extend({ schoolId: zSchoolId.optional() })

const zMemberParams = z.object({ id: zUserId })

export const teamContract = {
  list: defineRoute({
    action: 'team.list',
    method: 'GET',
    path: '/api/v1/team',
    summary: 'The teachers, directors and sponsors of my schools, by name, with their assignments',
    auth: 'session',
    query: zTeamQuery,
    response: zPage(zTeamMember),
  }),
  invitations: defineRoute({
    action: 'team.invitations',
    method: 'GET',
    path: '/api/v1/team/invitations',
    summary: 'Staff of my schools who have not activated their account, with their last activation mail',
    auth: 'session',
    query: zTeamInvitationsQuery,
    response: zPage(zTeamInvitation),
  }),
  get: defineRoute({
    action: 'team.get',
    method: 'GET',
    path: '/api/v1/team/:id',
    summary: 'One staff member of my schools, as the edit form shows them',
    auth: 'session',
    params: zMemberParams,
    response: zTeamMember,
  }),
  create: defineRoute({
    action: 'team.create',
    method: 'POST',
    path: '/api/v1/team',
    summary: 'Create a teacher or a director in my schools and send them the activation mail',
    auth: 'session',
    body: zTeamMemberCreate,
    response: zTeamMember,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'team.update',
    method: 'PATCH',
    path: '/api/v1/team/:id',
    summary: 'Edit a staff member; their assignments in my schools are replaced, the others kept',
    auth: 'session',
    params: zMemberParams,
    body: zTeamMemberUpdate,
    response: zTeamMember,
  }),
}
