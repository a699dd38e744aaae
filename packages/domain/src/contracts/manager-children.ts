import { z } from 'zod'
import { authorizationKinds, resourceSources } from '../enums/manager-children'
import { guardianRelationships } from '../enums/people'
import { idOf, zChildId, zDate, zDateTime, zUserId } from '../ids'
import { zPage, zPageQuery } from './common'
import { zMediaSummary } from './media'
import { zRegularOpenings } from './openings'
import { defineRoute } from './define'
import { zName, zTextQuery } from './text'

// Manager child and guardian files (spec 000 §2 /manager/admin/children, guardians,
// authorizations and /manager/guardian/authorizations; §3 scope metadata; §6 manager menus;
// docs/manager-children.md, decision 0050). A file is extra data about a child the children
// module created: it never creates people of its own.

export const zPickupPersonId = idOf<'PickupPerson'>()

/** Spec 000 §9: a free text a person reads (notes), several lines allowed. */
const zNote = (max: number) => z.string().trim().max(max)
/** A phone as typed; the server checks it country-aware (rules/phone.ts, PHONE_NUMBER_INVALID). */
const zPhone = z.string().trim().min(1).max(40)

export const managerChildrenLimits = {
  noteMax: 2000,
  nameMax: 80,
  /** Persons allowed to pick a child up: a short list shown whole in the file and the picker. */
  pickupPersonsMax: 20,
  /** Spec 000 §9: a monthly amount above ten million euros is a typing error. */
  monthlyCentsMax: 1_000_000_000,
  childrenInChargeMax: 20,
  /** Proof files of one resource row: a tax notice's pages, a consultation's print. */
  proofFilesMax: 5,
} as const

// --- the child's file -------------------------------------------------------------------------

export const zChildFileFields = z
  .object({
    healthNotes: zNote(managerChildrenLimits.noteMax).nullable(),
    allergies: zNote(managerChildrenLimits.noteMax).nullable(),
    doctorName: zNote(managerChildrenLimits.nameMax).nullable(),
    doctorPhone: zPhone.nullable(),
    /** Who to call in an emergency when no guardian answers. */
    emergencyContactName: zNote(managerChildrenLimits.nameMax).nullable(),
    emergencyContactPhone: zPhone.nullable(),
  })
  .strict()
export type ChildFileFields = z.input<typeof zChildFileFields>

export const zChildFile = z.object({
  healthNotes: z.string().nullable(),
  allergies: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorPhone: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  updatedAt: zDateTime,
})
export type ChildFile = z.infer<typeof zChildFile>

export const zManagerChildItem = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  birthDate: z.string().nullable(),
  /** The child has a manager file (children/new lists those without one). */
  hasFile: z.boolean(),
})
export type ManagerChildItem = z.infer<typeof zManagerChildItem>

export const zManagerChildrenQuery = zPageQuery.extend({
  q: zTextQuery(100).optional(),
  file: z.enum(['all', 'with', 'without']).default('with'),
})

export const zFileGuardian = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  relationship: z.enum(guardianRelationships),
  /** Holds the child's contract (spec 000 §6 guardian manager menu, 001 §6 departure picker). */
  contractHolder: z.boolean(),
})
export type FileGuardian = z.infer<typeof zFileGuardian>

export const zPickupPersonFields = z
  .object({
    firstname: zName(managerChildrenLimits.nameMax),
    lastname: zName(managerChildrenLimits.nameMax),
    relationship: zName(managerChildrenLimits.nameMax),
    phone: zPhone.nullable(),
    /** How the person's identity is checked at the door (a card shown, a photo on file…). */
    identityCheckNote: zNote(500).nullable(),
  })
  .strict()
export type PickupPersonFields = z.input<typeof zPickupPersonFields>

export const zPickupPerson = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  relationship: z.string(),
  phone: z.string().nullable(),
  identityCheckNote: z.string().nullable(),
  position: z.number().int(),
})
export type PickupPerson = z.infer<typeof zPickupPerson>

export const zChildFileDetail = z.object({
  child: zManagerChildItem,
  /** Null until someone fills the file in. */
  file: zChildFile.nullable(),
  guardians: z.array(zFileGuardian),
  pickupPersons: z.array(zPickupPerson),
  /** The actor may change the file (observers read only): the UI is told, the server decides. */
  canEdit: z.boolean(),
})
export type ChildFileDetail = z.infer<typeof zChildFileDetail>

export const zContractHolderUpdate = z.object({ contractHolder: z.boolean() }).strict()

// --- authorizations ---------------------------------------------------------------------------

export const zAuthorizationAnswer = z.object({
  kind: z.enum(authorizationKinds),
  /** Null while nobody answered. */
  granted: z.boolean().nullable(),
  decidedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  decidedAt: zDateTime.nullable(),
})
export type AuthorizationAnswer = z.infer<typeof zAuthorizationAnswer>

export const zChildAuthorizations = z.object({
  child: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }),
  /** One per kind, in the order of authorizationKinds. */
  items: z.array(zAuthorizationAnswer),
  canEdit: z.boolean(),
})
export type ChildAuthorizations = z.infer<typeof zChildAuthorizations>

export const zAuthorizationDecision = z.object({ granted: z.boolean() }).strict()

export const zAuthorizationsQuery = zPageQuery.extend({ q: zTextQuery(100).optional() })

// --- guardians and household resources --------------------------------------------------------

export const zHouseholdResourceFields = z
  .object({
    /** The first day the figures apply; a later row replaces them from its own date. */
    validFrom: zDate,
    monthlyAmountCents: z.number().int().min(0).max(managerChildrenLimits.monthlyCentsMax),
    childrenInCharge: z.number().int().min(1).max(managerChildrenLimits.childrenInChargeMax),
    /** A child of the household receives AEEH: the next lower effort rate applies (PSU). */
    aeeh: z.boolean(),
    source: z.enum(resourceSources),
    /** What proves the figures (the CDAP consultation's date, the tax notice's reference…). */
    proofNote: zNote(500).nullable(),
    /** Uploaded proofs (kind household-resource: a PDF or a photo each), in display order. */
    proofMediaIds: z.array(z.uuid()).max(managerChildrenLimits.proofFilesMax).default([]),
  })
  .strict()
export type HouseholdResourceFields = z.input<typeof zHouseholdResourceFields>

export const zHouseholdResource = z.object({
  id: z.string(),
  validFrom: z.string(),
  monthlyAmountCents: z.number().int(),
  childrenInCharge: z.number().int(),
  aeeh: z.boolean(),
  source: z.enum(resourceSources),
  proofNote: z.string().nullable(),
  /** The proof files, each read through the media module's URL call. */
  proofs: z.array(zMediaSummary),
  recordedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  createdAt: zDateTime,
})
export type HouseholdResource = z.infer<typeof zHouseholdResource>

export const zManagerGuardianItem = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Their children the actor reaches in the current school. */
  children: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
  /** The row that applies today (in the school's zone), else the latest one, else null. */
  currentResource: zHouseholdResource.nullable(),
  canEdit: z.boolean(),
})
export type ManagerGuardianItem = z.infer<typeof zManagerGuardianItem>

export const zManagerGuardiansQuery = zPageQuery.extend({ q: zTextQuery(100).optional() })

// --- manager scope metadata (spec 000 §3, §7) --------------------------------------------------

/** Spec 000 §7: batches of at most 7 500 ids in total; the server refuses more (TOO_MANY_IDS). */
export const managerScopeMetadataMaxIds = 7500

export const zManagerScopeMetadataRequest = z
  .object({
    inscriptionIds: z.array(z.uuid()).optional(),
    contractHolderIds: z.array(zUserId).optional(),
  })
  .strict()

export const zManagerScopeMetadata = z.object({
  /** Pre-registrations do not exist yet: always empty (docs/manager-children.md). */
  inscriptions: z.array(z.object({ id: z.string() })),
  contractHolders: z.array(
    z.object({
      id: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      /** The children they hold a contract for, within the actor's scope. */
      childIds: z.array(z.string()),
    }),
  ),
})
export type ManagerScopeMetadata = z.infer<typeof zManagerScopeMetadata>

// --- the school's public page for its families (spec 000 §6 guardian manager menu "about") -----

export const zSchoolAbout = z.object({
  school: z.object({
    id: z.string(),
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    /** ISO 3166-1 alpha-2, or empty. */
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    timezone: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    /** The public page's image, shown through the media module's public URL call. */
    imageMediaId: z.string().nullable(),
  }),
  /** The regular opening hours, weekday 1 (Monday) to 7, as the openings module gives them. */
  weekdays: zRegularOpenings.shape.weekdays,
})
export type SchoolAbout = z.infer<typeof zSchoolAbout>

// --- routes -------------------------------------------------------------------------------------

const base = '/api/v1/manager'
const zChildParams = z.object({ childId: zChildId })
const zGuardianParams = z.object({ guardianId: zUserId })
const zPersonParams = zChildParams.extend({ personId: zPickupPersonId })
const zKindParams = zChildParams.extend({ kind: z.enum(authorizationKinds) })

export const managerChildrenContract = {
  list: defineRoute({
    action: 'managerChildren.list',
    method: 'GET',
    path: `${base}/children`,
    summary: 'Children of the current school in my scope, with or without a manager file, by name',
    auth: 'session',
    query: zManagerChildrenQuery,
    response: zPage(zManagerChildItem),
  }),
  get: defineRoute({
    action: 'managerChildren.get',
    method: 'GET',
    path: `${base}/children/:childId`,
    summary: "A child's manager file: health, doctor, emergency, guardians, persons allowed to pick up",
    auth: 'session',
    params: zChildParams,
    response: zChildFileDetail,
  }),
  saveFile: defineRoute({
    action: 'managerChildren.saveFile',
    method: 'PUT',
    path: `${base}/children/:childId/file`,
    summary: "Create or replace a child's manager file",
    auth: 'session',
    params: zChildParams,
    body: zChildFileFields,
    response: zChildFileDetail,
  }),
  setContractHolder: defineRoute({
    action: 'managerChildren.setContractHolder',
    method: 'PUT',
    path: `${base}/children/:childId/guardians/:guardianId/contract-holder`,
    summary: 'Say whether a guardian of the child holds the contract',
    auth: 'session',
    params: zChildParams.extend({ guardianId: zUserId }),
    body: zContractHolderUpdate,
    response: zChildFileDetail,
  }),
  addPickupPerson: defineRoute({
    action: 'managerChildren.addPickupPerson',
    method: 'POST',
    path: `${base}/children/:childId/pickup-persons`,
    summary: 'Add a person allowed to pick the child up',
    auth: 'session',
    params: zChildParams,
    body: zPickupPersonFields,
    response: zChildFileDetail,
    successStatus: 201,
  }),
  updatePickupPerson: defineRoute({
    action: 'managerChildren.updatePickupPerson',
    method: 'PUT',
    path: `${base}/children/:childId/pickup-persons/:personId`,
    summary: 'Change a person allowed to pick the child up',
    auth: 'session',
    params: zPersonParams,
    body: zPickupPersonFields,
    response: zChildFileDetail,
  }),
  removePickupPerson: defineRoute({
    action: 'managerChildren.removePickupPerson',
    method: 'DELETE',
    path: `${base}/children/:childId/pickup-persons/:personId`,
    summary: 'Remove a person allowed to pick the child up',
    auth: 'session',
    params: zPersonParams,
    response: zChildFileDetail,
  }),
  authorizations: defineRoute({
    action: 'managerChildren.authorizations',
    method: 'GET',
    path: `${base}/children/:childId/authorizations`,
    summary: "A child's authorizations (photos, outings, care) with who decided and when",
    auth: 'session',
    params: zChildParams,
    response: zChildAuthorizations,
  }),
  decideAuthorization: defineRoute({
    action: 'managerChildren.decideAuthorization',
    method: 'PUT',
    path: `${base}/children/:childId/authorizations/:kind`,
    summary: "Record a family's answer to one authorization (given on paper, say)",
    auth: 'session',
    params: zKindParams,
    body: zAuthorizationDecision,
    response: zChildAuthorizations,
  }),
  authorizationTable: defineRoute({
    action: 'managerChildren.authorizationTable',
    method: 'GET',
    path: `${base}/authorizations`,
    summary: 'Children of the current school × authorization kinds, by name',
    auth: 'session',
    query: zAuthorizationsQuery,
    response: zPage(zChildAuthorizations),
  }),
  guardians: defineRoute({
    action: 'managerChildren.guardians',
    method: 'GET',
    path: `${base}/guardians`,
    summary: "Guardians of the current school's children with their current household resources",
    auth: 'session',
    query: zManagerGuardiansQuery,
    response: zPage(zManagerGuardianItem),
  }),
  resources: defineRoute({
    action: 'managerChildren.resources',
    method: 'GET',
    path: `${base}/guardians/:guardianId/resources`,
    summary: "A guardian's household resources in the current school, newest validity first",
    auth: 'session',
    params: zGuardianParams,
    query: zPageQuery,
    response: zPage(zHouseholdResource),
  }),
  addResource: defineRoute({
    action: 'managerChildren.addResource',
    method: 'POST',
    path: `${base}/guardians/:guardianId/resources`,
    summary: 'Record household resources valid from a date (the earlier rows stay as history)',
    auth: 'session',
    params: zGuardianParams,
    body: zHouseholdResourceFields,
    response: zHouseholdResource,
    successStatus: 201,
  }),
  scopeMetadata: defineRoute({
    action: 'managerChildren.scopeMetadata',
    method: 'POST',
    path: `${base}/scope/metadata`,
    summary: 'Inscriptions and contract holders the actor may see (at most 7500 ids)',
    auth: 'session',
    body: zManagerScopeMetadataRequest,
    response: zManagerScopeMetadata,
  }),
  guardianAuthorizations: defineRoute({
    action: 'managerChildren.guardianAuthorizations',
    method: 'GET',
    path: `${base}/guardian/children/:childId/authorizations`,
    summary: "A contract holder's view of their child's authorizations",
    auth: 'session',
    params: zChildParams,
    response: zChildAuthorizations,
  }),
  guardianDecide: defineRoute({
    action: 'managerChildren.guardianDecide',
    method: 'PUT',
    path: `${base}/guardian/children/:childId/authorizations/:kind`,
    summary: "A contract holder answers one of their child's authorizations",
    auth: 'session',
    params: zKindParams,
    body: zAuthorizationDecision,
    response: zChildAuthorizations,
  }),
  guardianAbout: defineRoute({
    action: 'managerChildren.guardianAbout',
    method: 'GET',
    path: `${base}/guardian/children/:childId/about`,
    summary: 'The public page of the school of a child whose contract I hold (404 while it is hidden)',
    auth: 'session',
    params: zChildParams,
    response: zSchoolAbout,
  }),
}
