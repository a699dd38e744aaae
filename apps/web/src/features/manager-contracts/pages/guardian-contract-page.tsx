import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  managerContractLimits,
  type ManagerContract,
  type SignContract,
} from '@nido/domain/contracts/manager-contracts'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { useErrorText } from '@/ui/error-text'
import { formatCalendarDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { ContractDetails, ContractSubtitle } from '../components/contract-details'
import {
  guardianContractQuery,
  guardianContractsQuery,
  guardianPdfUrl,
  useAcceptEstimate,
  useSignContract,
} from '../queries'
import '../i18n'

// Spec 000 §2 /manager/guardian/contract, §6 guardian manager menu (docs/manager-contracts.md): a
// holder of the current child's contract reads its contracts and estimates with the explained
// price, accepts an estimate, and signs a contract sent for signature by typing their name and
// ticking their consent. The server answers 404 to anyone who does not hold the contract.

export default function GuardianContractPage() {
  const { t } = useTranslation('managerContracts')
  const me = useSignedInMe()
  const childId = me.current.childId
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('guardian.title')} />
      {childId ? (
        <Contracts userId={me.user.id} childId={childId} />
      ) : (
        <EmptyState text={t('guardian.noChild')} />
      )}
    </Box>
  )
}

function Contracts({ userId, childId }: { userId: string; childId: string }) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  const query = useInfiniteQuery(guardianContractsQuery(userId, childId))
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  const selected = chosen ?? rows[0]?.id ?? null
  return (
    <LoadState query={{ ...query, data: null }}>
      {() =>
        rows.length === 0 || !selected ? (
          <EmptyState text={t('guardian.empty')} />
        ) : (
          <Stack spacing={3}>
            {rows.length > 1 && (
              <nav aria-label={t('guardian.list')}>
                <Paper variant="outlined">
                  <List dense>
                    {rows.map((c) => (
                      <ListItemButton
                        key={c.id}
                        selected={c.id === selected}
                        aria-current={c.id === selected ? 'true' : undefined}
                        onClick={() => setChosen(c.id)}
                      >
                        <ListItemText
                          primary={t(`types.${c.type}`)}
                          secondary={`${t('dateRange', {
                            from: formatCalendarDate(c.startDate, language),
                            to: formatCalendarDate(c.endDate, language),
                          })} · ${t(`documentStatuses.${c.documentStatus}`)}`}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                </Paper>
                <MoreButton query={query} />
              </nav>
            )}
            <Chosen key={selected} userId={userId} childId={childId} contractId={selected} />
          </Stack>
        )
      }
    </LoadState>
  )
}

function Chosen({ userId, childId, contractId }: { userId: string; childId: string; contractId: string }) {
  const query = useQuery(guardianContractQuery(userId, childId, contractId))
  return (
    <LoadState query={query}>
      {(contract) => (
        <Box>
          <ContractSubtitle contract={contract} />
          <GuardianActions userId={userId} childId={childId} contract={contract} />
          <ContractDetails contract={contract} staff={false} />
        </Box>
      )}
    </LoadState>
  )
}

function GuardianActions({
  userId,
  childId,
  contract,
}: {
  userId: string
  childId: string
  contract: ManagerContract
}) {
  const { t } = useTranslation('managerContracts')
  const toast = useToast()
  const errorText = useErrorText()
  const accept = useAcceptEstimate(userId, childId, contract.id)
  // Held here, not in the sign section: a signed contract's section goes away as the answer
  // arrives, and a mutation's callbacks only run while its component is still shown.
  const sign = useSignContract(userId, childId, contract.id)
  const pdf = guardianPdfUrl(childId, contract.id)
  return (
    <Stack spacing={3} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" href={pdf} download>
          {t('contract.pdf')}
        </Button>
        {contract.estimateStatus === 'submitted' && (
          <Button
            variant="contained"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, { onSuccess: () => toast.success(t('guardian.accepted')) })
            }
          >
            {t('guardian.accept')}
          </Button>
        )}
      </Stack>
      {accept.isError && <Alert severity="error">{errorText(accept.error)}</Alert>}
      {contract.documentStatus === 'AwaitingSignature' && (
        <SignSection
          sign={sign}
          pdf={pdf}
          onSign={(body) => sign.mutate(body, { onSuccess: () => toast.success(t('guardian.signed')) })}
        />
      )}
    </Stack>
  )
}

function SignSection({
  sign,
  pdf,
  onSign,
}: {
  sign: ReturnType<typeof useSignContract>
  pdf: string
  onSign: (body: SignContract) => void
}) {
  const { t } = useTranslation('managerContracts')
  const errorText = useErrorText()
  const [name, setName] = useState('')
  const [consent, setConsent] = useState(false)
  const ready = name.trim().length >= 2 && consent
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-title" sx={{ p: 2 }}>
      <Typography id="sign-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('guardian.signTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('guardian.signIntro')}</Typography>
      <Link href={pdf} target="_blank" rel="noopener">
        {t('guardian.readPdf')}
      </Link>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!ready) return
          onSign({ name: name.trim(), consent: true })
        }}
      >
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 520 }}>
          <TextField
            label={t('guardian.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: managerContractLimits.signatureNameMax } }}
          />
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} required />}
            label={t('guardian.consent')}
          />
          {sign.isError && <Alert severity="error">{errorText(sign.error)}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={!ready || sign.isPending}>
              {t('guardian.sign')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  )
}
