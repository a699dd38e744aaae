import { z } from 'zod'
import { deletionRequestStatuses } from '../enums/security'
import { profileTypes } from '../enums/people'
import { zOk, zPage, zPageQuery } from './common'
import { defineRoute } from './define'

// Data protection: a user downloads everything held about them (and, as a
// referent guardian, about their children) as a zip of JSON files and media; a user asks for the
// deletion of their account; a director or coordinator handles the requests of their schools.

export const zDataExport = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Where the owner downloads the zip (GET, the session cookie; 404 for anyone else). */
  downloadUrl: z.string(),
})
export type DataExport = z.infer<typeof zDataExport>

export const zDeletionRequest = z.object({
  id: z.string(),
  status: z.enum(deletionRequestStatuses),
  createdAt: z.string(),
  school: z.object({ id: z.string(), name: z.string() }).nullable(),
  user: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    profileType: z.enum(profileTypes),
  }),
  reason: z.string().nullable(),
  handledAt: z.string().nullable(),
})
export type DeletionRequest = z.infer<typeof zDeletionRequest>

export const zDeletionDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('done') }).strict(),
  z.object({ decision: z.literal('refused'), reason: z.string().trim().min(1).max(2000) }).strict(),
])
export type DeletionDecision = z.infer<typeof zDeletionDecision>

/** A child nobody is guardian of (after an erasure, or never linked): docs/security.md "Erasure". */
export const zChildWithoutGuardian = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  school: z.object({ id: z.string(), name: z.string() }),
  sections: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type ChildWithoutGuardian = z.infer<typeof zChildWithoutGuardian>

const zId = z.object({ id: z.uuid() })

export const dataProtectionContract = {
  createExport: defineRoute({
    action: 'dataProtection.createExport',
    method: 'POST',
    path: '/api/v1/data-protection/exports',
    summary: 'Build a zip of everything held about me (and my children when I am their referent)',
    auth: 'session',
    response: zDataExport,
    successStatus: 201,
  }),
  listExports: defineRoute({
    action: 'dataProtection.listExports',
    method: 'GET',
    path: '/api/v1/data-protection/exports',
    summary: 'My data exports, newest first',
    auth: 'session',
    response: z.object({ items: z.array(zDataExport) }),
  }),
  downloadExport: defineRoute({
    action: 'dataProtection.downloadExport',
    method: 'GET',
    path: '/api/v1/data-protection/exports/:id/download',
    summary: 'The bytes of one of my exports (application/zip); 404 for anyone but its owner',
    auth: 'session',
    params: zId,
    response: z.string().describe('application/zip'),
  }),
  askDeletion: defineRoute({
    action: 'dataProtection.askDeletion',
    method: 'POST',
    path: '/api/v1/data-protection/deletion-requests',
    summary:
      'Ask for the deletion of my account: status AskedDeletion (unusable until handled), one request per school',
    auth: 'session',
    response: zOk,
    successStatus: 201,
  }),
  listRequests: defineRoute({
    action: 'dataProtection.listRequests',
    method: 'GET',
    path: '/api/v1/data-protection/requests',
    summary: 'The deletion requests of my schools (open ones unless status is given), oldest first',
    auth: 'session',
    query: zPageQuery.extend({ status: z.enum(deletionRequestStatuses).default('open') }),
    response: zPage(zDeletionRequest),
  }),
  handleRequest: defineRoute({
    action: 'dataProtection.handleRequest',
    method: 'POST',
    path: '/api/v1/data-protection/requests/:id/decision',
    summary:
      'Done: anonymise the account and end its sessions; refused: with a reason, the account is active again',
    auth: 'session',
    params: zId,
    body: zDeletionDecision,
    response: zDeletionRequest,
  }),
  childrenWithoutGuardian: defineRoute({
    action: 'dataProtection.childrenWithoutGuardian',
    method: 'GET',
    path: '/api/v1/data-protection/children-without-guardian',
    summary:
      'The children of my schools nobody is guardian of, to link one again by invitation (docs/invitations.md)',
    auth: 'session',
    response: z.object({ items: z.array(zChildWithoutGuardian) }),
  }),
}
