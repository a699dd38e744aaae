import { z } from 'zod'
import { zChildId, zMediaId, zSchoolIdOut, zSectionId } from '../ids'
import { zPage, zPageQuery } from './common'
import { zBoardDocument, zBoardPerson, zIdParams } from './boards-common'
import { defineRoute } from './define'

// Spec 000 §2 /postal-cards; §6 postal cards need the postal-card flag plus communication and
// exclude sponsors; §7 notification counts (omitPostalCardCount). A postal card is a photo with a
// short message sent by a guardian to the section of one of their children; the section's staff
// see it, with a per-person read mark.

export const zPostalCard = z.object({
  id: z.string(),
  schoolId: zSchoolIdOut,
  message: z.string(),
  child: zBoardPerson,
  section: z.object({ id: z.string(), name: z.string() }),
  owner: zBoardPerson.nullable(),
  photo: zBoardDocument.nullable(),
  createdAt: z.string(),
  /** Staff: the actor has opened it. The sender: always true. */
  read: z.boolean(),
})
export type PostalCard = z.infer<typeof zPostalCard>

export const zPostalCardInput = z.object({
  childId: zChildId,
  /** One of the child's sections; the first one (by name) when omitted. */
  sectionId: zSectionId.optional(),
  message: z.string().trim().min(1).max(1000),
  /** An uploaded image (kind postal-card). */
  mediaId: zMediaId,
})
export type PostalCardInput = z.input<typeof zPostalCardInput>

/** The children a guardian may send a card for, with their sections. */
export const zPostalCardRecipient = z.object({
  child: zBoardPerson,
  sections: z.array(z.object({ id: z.string(), name: z.string() })),
})

export const postalCardsContract = {
  list: defineRoute({
    action: 'postalCards.list',
    method: 'GET',
    path: '/api/v1/postal-cards',
    summary: 'Staff: the cards sent to their sections; guardians: the cards they sent. Newest first',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zPostalCard),
  }),
  unreadCount: defineRoute({
    action: 'postalCards.unreadCount',
    method: 'GET',
    path: '/api/v1/postal-cards/unread-count',
    summary: 'How many cards to the actor’s sections they have not opened yet',
    auth: 'session',
    response: z.object({ count: z.number().int() }),
  }),
  recipients: defineRoute({
    action: 'postalCards.recipients',
    method: 'GET',
    path: '/api/v1/postal-cards/recipients',
    summary: 'The guardian’s children and their sections, to address a card',
    auth: 'session',
    response: z.object({ items: z.array(zPostalCardRecipient) }),
  }),
  get: defineRoute({
    action: 'postalCards.get',
    method: 'GET',
    path: '/api/v1/postal-cards/:id',
    summary: 'One postal card',
    auth: 'session',
    params: zIdParams,
    response: zPostalCard,
  }),
  create: defineRoute({
    action: 'postalCards.create',
    method: 'POST',
    path: '/api/v1/postal-cards',
    summary: 'Send a photo with a message to the section of one of the guardian’s children',
    auth: 'session',
    body: zPostalCardInput,
    response: zPostalCard,
    successStatus: 201,
  }),
  markRead: defineRoute({
    action: 'postalCards.markRead',
    method: 'PUT',
    path: '/api/v1/postal-cards/:id/read',
    summary: 'Mark a card as read by the actor (staff of its section)',
    auth: 'session',
    params: zIdParams,
    response: zPostalCard,
  }),
}
