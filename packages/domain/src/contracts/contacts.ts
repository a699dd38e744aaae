import { z } from 'zod'
import { zMediaIdOut, zSchoolId, zSchoolIdOut, zSectionId } from '../ids'
import { zTextQuery } from './text'
import { profileTypes } from '../enums/people'
import { zPage, zPageQuery } from './common'
import { defineRoute, type RouteDef } from './define'

// Spec 000 §2 /contacts, §6 "Contacts: guardian (and child if the brand allows)" and "contacts need
// communication enabled"; spec 001 §1 brand variants, §3 user settings (showPhoneNumberInContacts)
// and chat user options (otherFamilyCanContactMe / meCanContactOtherFamily). Listed (docs/contacts.md):
// the staff of the children's schools and sections and, where both sides allow it, the other
// families; phone numbers only when the person chose to show them; start a chat from a contact.

/** A place contacts are grouped by: one of my children's schools, or one of their sections. */
export const zContactGroup = z.object({
  /** The school id (type school) or the section id (type section). */
  id: z.string(),
  type: z.enum(['school', 'section']),
  name: z.string(),
  schoolId: zSchoolIdOut,
  schoolName: z.string(),
  /** My children in this school or section (a signed-in child: themself). */
  children: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
})
export type ContactGroup = z.infer<typeof zContactGroup>

export const zContactGroups = z.object({ groups: z.array(zContactGroup) })
export type ContactGroups = z.infer<typeof zContactGroups>

export const contactKinds = ['staff', 'family'] as const
export type ContactKind = (typeof contactKinds)[number]

export const zContact = z.object({
  id: z.string(),
  kind: z.enum(contactKinds),
  profileType: z.enum(profileTypes),
  firstname: z.string(),
  lastname: z.string(),
  /** Staff only. */
  jobTitle: z.string().nullable(),
  /** Staff only: families' addresses stay private (docs/contacts.md). */
  email: z.string().nullable(),
  /** E.164, and only when the person's showPhoneNumberInContacts setting is on (spec 001 §3). */
  phone: z.string().nullable(),
  avatarMediaId: zMediaIdOut.nullable(),
  /** Families: their children in this section. Staff: empty. */
  children: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
  /** The chat rule (access/chat.ts mayStartChat) lets me start a conversation with this person. */
  canMessage: z.boolean(),
})
export type Contact = z.infer<typeof zContact>

export const zContactsQuery = zPageQuery
  .extend({
    /** A school group: the staff of the school (assigned to the school or its group). */
    schoolId: zSchoolId.optional(),
    /** A section group: its teachers (kind staff) or its other families (kind family). */
    sectionId: zSectionId.optional(),
    kind: z.enum(contactKinds).default('staff'),
    /** Ignores case and accents; every word must match the first or last name. */
    q: zTextQuery(100).optional(),
  })
  .refine((q) => (q.schoolId ? 1 : 0) + (q.sectionId ? 1 : 0) === 1, {
    message: 'Exactly one of schoolId and sectionId',
  })
  .refine((q) => !(q.schoolId && q.kind === 'family'), {
    message: 'Families are listed by section',
  })
export type ContactsQuery = z.input<typeof zContactsQuery>

export const contactsContract = {
  groups: defineRoute({
    action: 'contacts.groups',
    method: 'GET',
    path: '/api/v1/contacts/groups',
    summary: 'The schools and sections of my children, by which contacts are grouped',
    auth: 'session',
    response: zContactGroups,
  }),
  list: defineRoute({
    action: 'contacts.list',
    method: 'GET',
    path: '/api/v1/contacts',
    summary: 'One page of the contacts of one of my groups (staff, or other families of a section)',
    auth: 'session',
    query: zContactsQuery,
    response: zPage(zContact),
  }),
} satisfies Record<string, RouteDef>
