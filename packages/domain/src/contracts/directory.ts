import { z } from 'zod'
import { zSchoolId, zSectionId } from '../ids'
import { defineRoute } from './define'

// The directory (docs/directory-import.md): a nursery that installs Nido brings its families and
// staff in from a spreadsheet, and takes them out again in the same columns, so that an export
// re-imports cleanly. Spec 000 §6 management section: directors and coordinators, for the schools
// of their scope; families governed by child access, staff by team access (spec 000 §5).

/**
 * The families file: one row per child–guardian pair (a child with two guardians is two rows; a
 * child without a guardian one row with the guardian columns empty). A child's and a guardian's
 * columns repeat on each of their rows and must agree.
 */
export const familyColumns = [
  'school',
  'section',
  'child_ref',
  'child_firstname',
  'child_lastname',
  'child_birth_date',
  'child_gender',
  'guardian_ref',
  'guardian_firstname',
  'guardian_lastname',
  'guardian_email',
  'guardian_phone',
  'relationship',
  'referent',
  'parental_authority',
] as const
export type FamilyColumn = (typeof familyColumns)[number]

/** The staff file: one row per staff member; `sections` lists section names separated by `|`. */
export const staffColumns = [
  'school',
  'staff_ref',
  'firstname',
  'lastname',
  'email',
  'phone',
  'profile',
  'job_title',
  'sections',
] as const
export type StaffColumn = (typeof staffColumns)[number]

/** The profiles a staff file may create (spec 000 §3: the staff a school's managers bring in). */
export const importableStaffProfiles = ['TEACHER', 'DIRECTOR'] as const

/** What a row can be refused for; the page names each in the user's language. */
export const importErrorCodes = [
  'MISSING_FIELD',
  'INVALID_DATE',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_VALUE',
  'UNKNOWN_SCHOOL',
  'UNKNOWN_SECTION',
  'DUPLICATE_PERSON',
  'TOO_LONG',
] as const
export type ImportErrorCode = (typeof importErrorCodes)[number]

/** The most errors a report lists; `errorCount` still counts them all. */
export const importErrorListMax = 500
/** The largest file accepted (a 5 000-family file is about 3 MB). */
export const importMaxBytes = 16 * 1024 * 1024
/** The most data rows a file may hold. */
export const importMaxRows = 60_000

export const zImportRowError = z.object({
  /** The line of the file, the header being line 1. */
  line: z.number().int(),
  code: z.enum(importErrorCodes),
  /** The column at fault, when one is. */
  column: z.string().nullable(),
})
export type ImportRowError = z.infer<typeof zImportRowError>

const zCounts = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() })
export type ImportCounts = z.infer<typeof zCounts>

export const zImportReport = z.object({
  dryRun: z.boolean(),
  /** True once the rows are written; false for a dry run or when a row has an error. */
  imported: z.boolean(),
  rows: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(zImportRowError),
  /** Families: children and guardians; staff: staff (the other two stay zero). */
  summary: z.object({ children: zCounts, guardians: zCounts, staff: zCounts }),
  /** New people with an e-mail who were sent (or, in a dry run, would be sent) an activation mail. */
  activationMails: z.number().int(),
})
export type ImportReport = z.infer<typeof zImportReport>

const zFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))

export const zImportQuery = z.object({
  /** Check and count only; nothing is written. */
  dryRun: zFlag.transform((v) => v ?? false),
  /** New people with an e-mail receive the account-activation mail; on unless turned off. */
  sendActivation: zFlag.transform((v) => v ?? true),
})

export const zFamiliesExportQuery = z.object({
  /** The current school (scope selector) by default. */
  schoolId: zSchoolId.optional(),
  sectionId: zSectionId.optional(),
})
export const zStaffExportQuery = z.object({ schoolId: zSchoolId.optional() })

const zCsvFile = z.unknown().describe('text/csv, UTF-8 with a byte-order mark')

export const directoryContract = {
  importFamilies: defineRoute({
    action: 'directory.importFamilies',
    method: 'POST',
    path: '/api/v1/directory/import/families',
    summary:
      'Import children and guardians from a CSV body (text/csv); a dry run only checks and counts, any row error writes nothing',
    auth: 'session',
    query: zImportQuery,
    rawBody: 'text/csv',
    response: zImportReport,
  }),
  importStaff: defineRoute({
    action: 'directory.importStaff',
    method: 'POST',
    path: '/api/v1/directory/import/staff',
    summary:
      'Import teachers and directors from a CSV body (text/csv); a dry run only checks and counts, any row error writes nothing',
    auth: 'session',
    query: zImportQuery,
    rawBody: 'text/csv',
    response: zImportReport,
  }),
  exportFamilies: defineRoute({
    action: 'directory.exportFamilies',
    method: 'GET',
    path: '/api/v1/directory/export/families.csv',
    summary: 'The children and guardians of a school (or a section) in the import’s columns',
    auth: 'session',
    query: zFamiliesExportQuery,
    response: zCsvFile,
  }),
  exportStaff: defineRoute({
    action: 'directory.exportStaff',
    method: 'GET',
    path: '/api/v1/directory/export/staff.csv',
    summary: 'The teachers and directors of a school in the import’s columns',
    auth: 'session',
    query: zStaffExportQuery,
    response: zCsvFile,
  }),
}
