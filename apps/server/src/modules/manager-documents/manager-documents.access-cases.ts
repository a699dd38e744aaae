import { contracts } from '@nido/domain/contracts/index'
import { managerDocuments, managerDocumentTemplates } from '../../db/schema/index'
import { enableManager } from '../../test/manager-world'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { makeUpload } from '../../test/uploads'

// Spec 000 §6 manager menu: templates and contract templates are director and coordinator's (of
// their current school: A1 for every A fixture, B1's director has his own); a child's documents
// are part of the child's file (teachers and observers read them), generating, sending and
// deciding are director and coordinator's. The guardian side answers the contract holder
// (guardianA1s1) and 404 to anyone else. Each case writes its own rows in the state it needs.

async function template(
  w: MatrixWorld,
  values: Partial<typeof managerDocumentTemplates.$inferInsert> = {},
): Promise<string> {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(managerDocumentTemplates)
    .values({
      schoolId: w.ids.schoolA1,
      kind: 'document',
      name: 'Matrix welcome letter',
      mode: 'OutputWithTemplate',
      body: 'Welcome {{child.firstname}}.',
      ...values,
    })
    .returning({ id: managerDocumentTemplates.id })
  return row!.id
}

async function document(
  w: MatrixWorld,
  values: Partial<typeof managerDocuments.$inferInsert> = {},
  child: { childId: string; schoolId: string } = { childId: w.ids.childA1s1, schoolId: w.ids.schoolA1 },
): Promise<string> {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(managerDocuments)
    .values({
      ...child,
      name: 'Matrix document',
      direction: 'output',
      status: 'Available',
      pdf: Buffer.from('%PDF-1.3 matrix'),
      pdfSha256: 'b'.repeat(64),
      ...values,
    })
    .returning({ id: managerDocuments.id })
  return row!.id
}

const received = { direction: 'input', status: 'Received', pdf: null, pdfSha256: null } as const
const docParams =
  (values: Partial<typeof managerDocuments.$inferInsert> = {}) =>
  async (w: MatrixWorld) => ({
    params: { documentId: await document(w, values) },
  })
const held = (values: Partial<typeof managerDocuments.$inferInsert>) => async (w: MatrixWorld) => ({
  params: { childId: w.ids.childA1s1, documentId: await document(w, values) },
})

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const
const staffRead = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  teacherA1s1: 200,
  observerA1s1: 200,
  teacherA1s2: 404,
  directorB1: 404,
  others: 403,
} as const
const managers = { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 404, others: 403 } as const
const guardian = { ...admins, guardianA1s1: 200, guardianB1: 404, others: 403 } as const

const templateFields = {
  kind: 'document',
  name: 'Medical certificate',
  mode: 'InputOnly',
  body: '',
  instructions: 'A certificate from your doctor.',
  isDefault: false,
} as const

export const accessCases: AccessCase[] = [
  {
    // The current school's templates: B1's director reads his own school's (none of A1's).
    route: contracts.managerDocuments.templates,
    request: async (w) => (await enableManager(w), { query: { kind: 'document' } }),
    expect: { ...managers, directorB1: 200 },
  },
  {
    route: contracts.managerDocuments.createTemplate,
    request: async (w) => (await enableManager(w), { payload: templateFields }),
    expect: { ...managers, coordinatorA: 201, directorA1: 201, directorB1: 201 },
  },
  {
    route: contracts.managerDocuments.updateTemplate,
    request: async (w) => ({ params: { templateId: await template(w) }, payload: templateFields }),
    expect: managers,
  },
  {
    route: contracts.managerDocuments.removeTemplate,
    request: async (w) => ({ params: { templateId: await template(w) } }),
    expect: managers,
  },
  {
    route: contracts.managerDocuments.childDocuments,
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childA1s1 } }),
    expect: staffRead,
  },
  {
    route: contracts.managerDocuments.generate,
    request: async (w) => ({
      params: { childId: w.ids.childA1s1 },
      payload: { templateId: await template(w) },
    }),
    expect: { ...managers, coordinatorA: 201, directorA1: 201 },
  },
  {
    route: contracts.managerDocuments.generate,
    name: 'from a template that only asks the family',
    request: async (w) => ({
      params: { childId: w.ids.childA1s1 },
      payload: { templateId: await template(w, { mode: 'InputOnly', body: '' }) },
    }),
    expect: { ...managers, coordinatorA: 409, directorA1: 409 },
  },
  {
    // The current school's list: its staff; out of reach, each reads their own reach.
    route: contracts.managerDocuments.schoolDocuments,
    request: async (w) => (await enableManager(w), { query: { status: 'Received' } }),
    expect: { ...staffRead, teacherA1s2: 200, directorB1: 200 },
  },
  { route: contracts.managerDocuments.send, request: docParams(), expect: managers },
  {
    route: contracts.managerDocuments.send,
    name: 'a document already sent',
    request: docParams({ status: 'Sent' }),
    expect: { ...managers, coordinatorA: 409, directorA1: 409 },
  },
  {
    route: contracts.managerDocuments.send,
    name: 'a document of school B1',
    request: async (w) => ({
      params: { documentId: await document(w, {}, { childId: w.ids.childB1, schoolId: w.ids.schoolB1 }) },
    }),
    expect: { ...managers, coordinatorA: 404, directorA1: 404, directorB1: 200 },
  },
  { route: contracts.managerDocuments.validate, request: docParams(received), expect: managers },
  {
    route: contracts.managerDocuments.refuse,
    request: async (w) => ({ ...(await docParams(received)(w)), payload: { reason: 'Unreadable' } }),
    expect: managers,
  },
  { route: contracts.managerDocuments.remove, request: docParams(), expect: managers },
  { route: contracts.managerDocuments.pdf, request: docParams(), expect: staffRead },
  {
    route: contracts.managerDocuments.guardianDocuments,
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childA1s1 } }),
    expect: guardian,
  },
  {
    route: contracts.managerDocuments.upload,
    request: async (w) => ({
      params: { childId: w.ids.childA1s1 },
      payload: {
        templateId: await template(w, { mode: 'InputOnly', body: '' }),
        mediaId: await makeUpload(w.app.database.db, {
          ownerId: w.ids.users.guardianA1s1,
          kind: 'input-document',
        }),
      },
    }),
    expect: { ...guardian, guardianA1s1: 201 },
  },
  { route: contracts.managerDocuments.cancel, request: held(received), expect: guardian },
  { route: contracts.managerDocuments.guardianPdf, request: held({ status: 'Sent' }), expect: guardian },
  {
    route: contracts.managerDocuments.guardianPdf,
    name: 'a document not sent yet',
    request: held({}),
    expect: { ...guardian, guardianA1s1: 404 },
  },
]
