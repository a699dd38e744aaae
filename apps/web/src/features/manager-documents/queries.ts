import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath } from '@nido/domain/contracts/define'
import { contracts } from '@nido/domain/contracts/index'
import type {
  DocumentStatus,
  ManagerDocument,
  TemplateFields,
  TemplateKind,
} from '@nido/domain/contracts/manager-documents'
import { api } from '@/api/client'

// The manager's templates and documents (spec 000 §2 templates, contract-templates, children's
// documents, documents, guardian documents). Keys start with the user id (STYLE habit 9); a write
// on a document invalidates the lists that show it: the child's, the school's, the family's.

const c = contracts.managerDocuments
const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'managerDocuments', ...rest]

export const templatesQuery = (userId: string, schoolId: string | null, kind: TemplateKind) =>
  queryOptions({
    queryKey: key(userId, 'templates', schoolId, kind),
    queryFn: () => api(c.templates, { query: { kind } }),
  })

/** A list's filter: one status, or every document. */
export type StatusFilter = DocumentStatus | 'all'

export const childDocumentsQuery = (userId: string, childId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'child', childId),
    queryFn: ({ pageParam }) =>
      api(c.childDocuments, { params: { childId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const schoolDocumentsQuery = (userId: string, schoolId: string | null, status: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'school', schoolId, status),
    queryFn: ({ pageParam }) =>
      api(c.schoolDocuments, {
        query: { ...(status === 'all' ? {} : { status }), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const guardianDocumentsQuery = (userId: string, childId: string) =>
  queryOptions({
    queryKey: key(userId, 'guardian', childId),
    queryFn: () => api(c.guardianDocuments, { params: { childId } }),
  })

/** The PDF's address, for a plain link: the browser downloads it with the session cookie. */
export const documentPdfUrl = (documentId: string) => buildPath(c.pdf.path, { documentId })
export const guardianPdfUrl = (childId: string, documentId: string) =>
  buildPath(c.guardianPdf.path, { childId, documentId })

// --- templates ---------------------------------------------------------------------------------

function useTemplateMutation<T>(userId: string, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    // Both kinds: saving a default contract template unsets the school's other default.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'templates') }),
  })
}

export const useCreateTemplate = (userId: string) =>
  useTemplateMutation(userId, (body: TemplateFields) => api(c.createTemplate, { body }))

export const useUpdateTemplate = (userId: string, templateId: string) =>
  useTemplateMutation(userId, (body: TemplateFields) =>
    api(c.updateTemplate, { params: { templateId }, body }),
  )

export const useRemoveTemplate = (userId: string) =>
  useTemplateMutation(userId, (templateId: string) => api(c.removeTemplate, { params: { templateId } }))

// --- documents ---------------------------------------------------------------------------------

/**
 * A write on one document: every list that may show it is fetched again. Not awaited: the row
 * that asked may leave the list with the new answer (deleted, decided), and a mutation's own
 * callbacks (its toast, closing its dialog) only run while their component is still shown.
 */
function useDocumentMutation<T, R>(userId: string, childId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key(userId, 'child', childId) })
      void queryClient.invalidateQueries({ queryKey: key(userId, 'school') })
      void queryClient.invalidateQueries({ queryKey: key(userId, 'guardian', childId) })
    },
  })
}

export const useGenerateDocument = (userId: string, childId: string) =>
  useDocumentMutation(userId, childId, (templateId: string) =>
    api(c.generate, { params: { childId }, body: { templateId } }),
  )

export const useSendDocument = (userId: string, doc: ManagerDocument) =>
  useDocumentMutation(userId, doc.child.id, () => api(c.send, { params: { documentId: doc.id } }))

export const useValidateDocument = (userId: string, doc: ManagerDocument) =>
  useDocumentMutation(userId, doc.child.id, () => api(c.validate, { params: { documentId: doc.id } }))

export const useRefuseDocument = (userId: string, doc: ManagerDocument) =>
  useDocumentMutation(userId, doc.child.id, (reason: string) =>
    api(c.refuse, { params: { documentId: doc.id }, body: { reason } }),
  )

export const useRemoveDocument = (userId: string, doc: ManagerDocument) =>
  useDocumentMutation(userId, doc.child.id, () => api(c.remove, { params: { documentId: doc.id } }))

export const useUploadDocument = (userId: string, childId: string) =>
  useDocumentMutation(userId, childId, (body: { templateId: string; mediaId: string }) =>
    api(c.upload, { params: { childId }, body }),
  )

export const useCancelDocument = (userId: string, childId: string) =>
  useDocumentMutation(userId, childId, (documentId: string) =>
    api(c.cancel, { params: { childId, documentId } }),
  )
