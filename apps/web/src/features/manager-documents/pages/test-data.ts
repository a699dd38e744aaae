import type { DocumentTemplate, ManagerDocument } from '@nido/domain/contracts/manager-documents'
import type { Me } from '@nido/domain/contracts/me'
import { testGuardian } from '@/test/me'

// The templates and documents the page tests answer with (spec 000 §3 template modes, document
// statuses and availabilities): Oliver Clarke's welcome letter and the medical certificate asked
// of his family.

export const childId = '0190a000-0000-7000-8000-0000000000c1'

export function template(change: Partial<DocumentTemplate> = {}): DocumentTemplate {
  return {
    id: '0190a000-0000-7000-8000-0000000000t1',
    kind: 'document',
    name: 'Welcome letter',
    mode: 'OutputOnly',
    body: 'Welcome {{child.firstname}}!',
    instructions: null,
    isDefault: false,
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...change,
  }
}

export const certificate = template({
  id: '0190a000-0000-7000-8000-0000000000t2',
  name: 'Medical certificate',
  mode: 'InputOnly',
  body: '',
  instructions: 'A certificate from your doctor, dated this year.',
})

const oliver = { id: childId, firstname: 'Oliver', lastname: 'Clarke' }

export function document(change: Partial<ManagerDocument> = {}): ManagerDocument {
  return {
    id: '0190a000-0000-7000-8000-0000000000e1',
    child: oliver,
    template: { id: template().id, name: 'Welcome letter', mode: 'OutputOnly' },
    name: 'Welcome letter',
    direction: 'output',
    status: 'Available',
    file: null,
    pdfSha256: 'ab'.repeat(32),
    refusalReason: null,
    createdAt: '2026-10-02T09:00:00.000Z',
    createdBy: { id: 'u1', firstname: 'Dina', lastname: 'Director' },
    sentAt: null,
    decidedAt: null,
    decidedBy: null,
    ...change,
  }
}

/** The family's upload for the certificate. */
export function upload(change: Partial<ManagerDocument> = {}): ManagerDocument {
  return document({
    id: '0190a000-0000-7000-8000-0000000000e2',
    template: { id: certificate.id, name: certificate.name, mode: 'InputOnly' },
    name: 'Medical certificate',
    direction: 'input',
    status: 'Received',
    pdfSha256: null,
    file: {
      id: '0190a000-0000-7000-8000-0000000000f1',
      type: 'DOCUMENT',
      fileName: 'certificate.pdf',
      mimeType: 'application/pdf',
      width: null,
      height: null,
      takenAt: null,
    },
    createdBy: { id: 'u2', firstname: 'James', lastname: 'Clarke' },
    ...change,
  })
}

export function director(change: { observer?: boolean } = {}): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Dina', lastname: 'Director', email: 'dina@example.test' })
  return {
    ...me,
    user: { ...me.user, observer: change.observer ?? false },
    meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType: 'DIRECTOR' } },
  }
}

export function holder(): Me {
  return testGuardian({
    id: 'u2',
    firstname: 'James',
    lastname: 'Clarke',
    email: 'james@example.test',
    current: { schoolId: null, childId: childId as Me['current']['childId'] },
  })
}
