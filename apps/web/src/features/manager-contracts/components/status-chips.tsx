import { Chip, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ContractSummary } from '@nido/domain/contracts/manager-contracts'
import '../i18n'

// A contract's three statuses as chips with their words (never colour alone).

export function DocumentStatusChip({ status }: { status: ContractSummary['documentStatus'] }) {
  const { t } = useTranslation('managerContracts')
  const color = status === 'Signed' ? 'success' : status === 'AwaitingSignature' ? 'warning' : 'default'
  return <Chip size="small" color={color} label={t(`documentStatuses.${status}`)} />
}

export function StatusChips({ contract }: { contract: ContractSummary }) {
  const { t } = useTranslation('managerContracts')
  return (
    <Stack
      direction="row"
      spacing={1}
      component="ul"
      aria-label={t('contract.statuses')}
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
    >
      <li>
        <DocumentStatusChip status={contract.documentStatus} />
      </li>
      <li>
        <Chip
          size="small"
          variant="outlined"
          color={contract.status === 'Active' ? 'success' : 'default'}
          label={t(`statuses.${contract.status}`)}
        />
      </li>
      {contract.estimateStatus !== 'none' && (
        <li>
          <Chip
            size="small"
            variant="outlined"
            color={contract.estimateStatus === 'accepted' ? 'success' : 'info'}
            label={t(`estimateStatuses.${contract.estimateStatus}`)}
          />
        </li>
      )}
    </Stack>
  )
}
