import { useState } from 'react'
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { formatDateTime } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { useToast } from '@/ui/toast'
import { ContractDetails, ContractSubtitle } from '../components/contract-details'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { isDirectorOrCoordinator } from '@/session/access'
import {
  contractPdfUrl,
  contractQuery,
  decisionsQuery,
  useRemoveContract,
  useReprice,
  useSendContract,
  useSubmitEstimate,
} from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/children/{id}/contracts/{contractid} (docs/manager-contracts.md): a
// contract with its explained price and pricing history; directors and coordinators act on a
// draft (the server's `canEdit`), everyone may download its PDF.

export default function ContractPage() {
  const { t } = useTranslation('managerContracts')
  const me = useSignedInMe()
  const { childId = '', contractId = '' } = useParams()
  const query = useQuery(contractQuery(me.user.id, contractId))
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Link component={RouterLink} to={`/manager/admin/children/${childId}/contracts`}>
        {t('contract.back')}
      </Link>
      <LoadState query={query}>
        {(contract) => (
          <>
            <PageTitle title={`${contract.child.firstname} ${contract.child.lastname}`} />
            <ContractSubtitle contract={contract} />
            <Actions userId={me.user.id} contract={contract} profile={me.meta.userPermission.profileType} />
            <ContractDetails contract={contract} staff />
            <Decisions userId={me.user.id} contract={contract} />
          </>
        )}
      </LoadState>
    </Box>
  )
}

function Actions({
  userId,
  contract,
  profile,
}: {
  userId: string
  contract: ManagerContract
  profile: string
}) {
  const { t } = useTranslation('managerContracts')
  const toast = useToast()
  const navigate = useNavigate()
  const [ask, setAsk] = useState<'send' | 'delete' | null>(null)
  const reprice = useReprice(userId, contract.id)
  const estimate = useSubmitEstimate(userId, contract.id)
  const send = useSendContract(userId, contract.id)
  const remove = useRemoveContract(userId, contract.child.id, contract.id)
  const contractsPath = `/manager/admin/children/${contract.child.id}/contracts`
  const mayAct = contract.canEdit && contract.documentStatus === 'Draft' && isDirectorOrCoordinator(profile)
  const readOnly = contract.documentStatus === 'Draft' && !mayAct
  const busy = reprice.isPending || estimate.isPending || send.isPending || remove.isPending
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('contract.actions')}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {readOnly && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {t('readOnly')}
        </Alert>
      )}
      <Button variant="outlined" href={contractPdfUrl(contract.id)} download>
        {t('contract.pdf')}
      </Button>
      {mayAct && (
        <>
          <Button component={RouterLink} to={`${contractsPath}/${contract.id}/edit`}>
            {t('contract.edit')}
          </Button>
          <Button
            disabled={busy}
            onClick={() =>
              reprice.mutate(undefined, {
                onSuccess: () => toast.success(t('contract.repriced')),
                onError: (e) => toast.apiError(e),
              })
            }
          >
            {t('contract.reprice')}
          </Button>
          {contract.estimateStatus === 'none' && (
            <Button
              disabled={busy || contract.pricing === null}
              onClick={() =>
                estimate.mutate(undefined, {
                  onSuccess: () => toast.success(t('contract.estimateSubmitted')),
                  onError: (e) => toast.apiError(e),
                })
              }
            >
              {t('contract.estimate')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={busy || contract.pricing === null}
            onClick={() => setAsk('send')}
          >
            {t('contract.send')}
          </Button>
          <Button color="error" disabled={busy} onClick={() => setAsk('delete')}>
            {t('contract.delete')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={ask === 'send'}
        title={t('contract.sendTitle')}
        text={t('contract.sendText')}
        confirm={t('contract.send')}
        busy={send.isPending}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setAsk(null)
              toast.success(t('contract.sent'))
            },
            onError: (e) => {
              setAsk(null)
              toast.apiError(e)
            },
          })
        }
      />
      <ConfirmDialog
        open={ask === 'delete'}
        title={t('contract.deleteTitle')}
        text={t('contract.deleteText')}
        confirm={t('contract.delete')}
        busy={remove.isPending}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsk(null)
              toast.success(t('contract.deleted'))
              void navigate(contractsPath)
            },
            onError: (e) => {
              setAsk(null)
              toast.apiError(e)
            },
          })
        }
      />
    </Stack>
  )
}

function Decisions({ userId, contract }: { userId: string; contract: ManagerContract }) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  const query = useInfiniteQuery(decisionsQuery(userId, contract.id))
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box component="section" aria-labelledby="contract-decisions" sx={{ mt: 4 }}>
      <Typography id="contract-decisions" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('decisions.title')}
      </Typography>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState compact text={t('decisions.empty')} />
          ) : (
            <>
              <List aria-labelledby="contract-decisions">
                {rows.map((d) => (
                  <ListItem key={d.id} divider disableGutters>
                    <ListItemText
                      primary={`${formatDateTime(new Date(d.decidedAt), language)} · ${
                        d.decidedBy
                          ? `${d.decidedBy.firstname} ${d.decidedBy.lastname}`
                          : t('decisions.automatic')
                      } · ${formatMoney(d.monthlyCents, d.currency, language)}`}
                      secondary={`${t('decisions.changes')}: ${
                        d.changes.length === 0
                          ? t('decisions.first')
                          : d.changes.map((c) => t(`decisions.changeNames.${c}`)).join(', ')
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
              <MoreButton query={query} />
            </>
          )
        }
      </LoadState>
    </Box>
  )
}
