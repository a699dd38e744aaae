import { Link } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ManagerDocument } from '@nido/domain/contracts/manager-documents'
import { useToast } from '@/ui/toast'
import { downloadMedia } from '@/ui/upload/media-url'
import '../i18n'

// A document's file: an output document's PDF (a plain link, the session cookie goes with it), a
// family's upload through the media module's signed download URL (docs/media.md).

export function FileLink({ doc, pdfUrl }: { doc: ManagerDocument; pdfUrl: (documentId: string) => string }) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  if (doc.direction === 'output')
    return (
      <Link href={pdfUrl(doc.id)} download aria-label={t('documents.pdfNamed', { name: doc.name })}>
        {t('documents.pdf')}
      </Link>
    )
  const file = doc.file
  if (!file) return null
  return (
    <Link
      component="button"
      type="button"
      aria-label={t('documents.fileNamed', { name: file.fileName })}
      onClick={() => void downloadMedia(file.id).catch((e: unknown) => toast.apiError(e))}
    >
      {file.fileName}
    </Link>
  )
}
