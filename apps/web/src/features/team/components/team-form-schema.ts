import { z } from 'zod'
import {
  teamNameMax,
  teamPhoneMax,
  zTeamMemberFields,
  type TeamMember,
  type TeamMemberUpdate,
} from '@nido/domain/contracts/team'
import { zName, zOptionalName } from '@nido/domain/contracts/text'
import { accessLevels, genders } from '@nido/domain/enums/people'
import { zSchoolId, zSectionId } from '@nido/domain/ids'

// The team form's values (docs/team.md, docs/forms.md): the contract's rules per field, with the
// shapes inputs hold (empty text for "none", a section id or '' for "the whole school"); `toBody`
// turns them into the contract's body.

const zLevel = z.enum(accessLevels)

export const zTeamAssignmentForm = z.object({
  schoolId: z.string().min(1),
  /** '' assigns the whole school. */
  sectionId: z.string(),
  childAccess: zLevel,
  teamAccess: zLevel,
  sectionAccess: zLevel,
})
export type TeamAssignmentForm = z.infer<typeof zTeamAssignmentForm>

export const zTeamForm = z.object({
  firstname: zName(teamNameMax),
  lastname: zName(teamNameMax),
  gender: z.enum(genders).or(z.literal('')),
  email: zTeamMemberFields.shape.email,
  phone: z.string().trim().max(teamPhoneMax),
  jobTitle: zOptionalName(teamNameMax),
  isModerator: z.boolean(),
  moderated: z.boolean(),
  observer: z.boolean(),
  assignments: z.array(zTeamAssignmentForm).min(1),
})
export type TeamForm = z.infer<typeof zTeamForm>

export const newAssignment = (schoolId: string): TeamAssignmentForm => ({
  schoolId,
  sectionId: '',
  childAccess: 'All',
  teamAccess: 'All',
  sectionAccess: 'All',
})

/** The form's first values: the member's, or empty with one assignment in `schoolId`. */
export function teamFormValues(member: TeamMember | null, schoolId: string): TeamForm {
  if (!member)
    return {
      firstname: '',
      lastname: '',
      gender: '',
      email: '',
      phone: '',
      jobTitle: '',
      isModerator: false,
      moderated: false,
      observer: false,
      assignments: [newAssignment(schoolId)],
    }
  return {
    firstname: member.firstname,
    lastname: member.lastname,
    gender: member.gender ?? '',
    email: member.email ?? '',
    phone: member.phone ?? '',
    jobTitle: member.jobTitle ?? '',
    isModerator: member.isModerator,
    moderated: member.moderated,
    observer: member.observer,
    // Only those inside the actor's schools are the form's; the others are shown and kept.
    assignments: member.assignments
      .filter((a) => a.manageable && a.schoolId !== null)
      .map((a) => ({
        schoolId: a.schoolId ?? '',
        sectionId: a.sectionId ?? '',
        childAccess: a.childAccess,
        teamAccess: a.teamAccess,
        sectionAccess: a.sectionAccess,
      })),
  }
}

export function toBody(values: TeamForm): TeamMemberUpdate {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    gender: values.gender === '' ? null : values.gender,
    email: values.email,
    phone: values.phone.trim() === '' ? null : values.phone,
    jobTitle: values.jobTitle.trim() === '' ? null : values.jobTitle,
    isModerator: values.isModerator,
    moderated: values.moderated,
    observer: values.observer,
    assignments: values.assignments.map(({ schoolId, sectionId, ...levels }) =>
      sectionId
        ? { sectionId: zSectionId.parse(sectionId), ...levels }
        : { schoolId: zSchoolId.parse(schoolId), ...levels },
    ),
  }
}
