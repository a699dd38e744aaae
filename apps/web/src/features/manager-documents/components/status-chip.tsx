import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { DocumentStatus } from '@nido/domain/contracts/manager-documents'
import '../i18n'

// A document's status as a chip with its word (never colour alone, docs/accessibility.md): an
// output document is Available then Sent; a family's upload Received, then Validated or
// RefusedOrCancelled.

const colors = {
  Available: 'info',
  Sent: 'success',
  Received: 'warning',
  Validated: 'success',
  RefusedOrCancelled: 'error',
} as const satisfies Record<DocumentStatus, 'info' | 'success' | 'warning' | 'error'>

export function StatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('managerDocuments')
  return (
    <Chip
      size="small"
      variant={status === 'Available' || status === 'Received' ? 'outlined' : 'filled'}
      color={colors[status]}
      label={t(`statuses.${status}`)}
    />
  )
}
