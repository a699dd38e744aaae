import { useState } from 'react'
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdvisorCallListItem, AdvisorPhoneCampaign } from '@nido/domain/contracts/advisor-phone'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { RelativeTime } from '@/ui/relative-time'
import { visuallyHidden } from '@/ui/visually-hidden'
import { AdvisorPage } from '../components/advisor-page'
import { CallDialog } from './call-dialog'
import { callListQuery, phoneCampaignsQuery } from './queries'
import './i18n'

// Spec 000 §2 /advisor/telephone-surveys (docs/advisor.md "Telephone surveys"): choose an active
// families' campaign and one of its schools, then call the families of the list one by one; each
// line shows the number and the last call's outcome, and "Call" records the next one.

const outcomeColor = {
  answered: 'success',
  no_answer: 'default',
  call_back: 'info',
  refused: 'warning',
  wrong_number: 'error',
} as const

export default function TelephoneSurveysPage() {
  const { t } = useTranslation('advisorPhone')
  const me = useSignedInMe()
  const campaigns = useQuery(phoneCampaignsQuery(me.user.id))
  return (
    <AdvisorPage title={t('title')} intro={t('intro')} query={campaigns}>
      {(page) =>
        page.items.length === 0 ? (
          <EmptyState text={t('noCampaign')} />
        ) : (
          <Choice userId={me.user.id} campaigns={page.items} />
        )
      }
    </AdvisorPage>
  )
}

function Choice({ userId, campaigns }: { userId: string; campaigns: AdvisorPhoneCampaign[] }) {
  const { t } = useTranslation('advisorPhone')
  const [campaignId, setCampaignId] = useState(campaigns[0]!.id)
  const campaign = campaigns.find((c) => c.id === campaignId) ?? campaigns[0]!
  const [schoolId, setSchoolId] = useState(campaign.schools[0]?.id ?? '')
  const school = campaign.schools.find((s) => s.id === schoolId) ?? campaign.schools[0]
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label={t('campaign')}
          value={campaign.id}
          onChange={(e) => {
            const next = campaigns.find((c) => c.id === e.target.value)
            setCampaignId(e.target.value)
            setSchoolId(next?.schools[0]?.id ?? '')
          }}
          sx={{ minWidth: 260 }}
        >
          {campaigns.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {school && (
          <TextField
            select
            label={t('school')}
            value={school.id}
            onChange={(e) => setSchoolId(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {campaign.schools.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {school ? (
        <CallList
          key={`${campaign.id}:${school.id}`}
          userId={userId}
          campaign={campaign}
          schoolId={school.id}
        />
      ) : (
        <EmptyState text={t('noSchool')} />
      )}
    </>
  )
}

function CallList({
  userId,
  campaign,
  schoolId,
}: {
  userId: string
  campaign: AdvisorPhoneCampaign
  schoolId: string
}) {
  const { t } = useTranslation('advisorPhone')
  const list = useInfiniteQuery(callListQuery(userId, campaign.id, schoolId))
  const [calling, setCalling] = useState<AdvisorCallListItem | null>(null)
  if (list.isPending) return <CircularProgress aria-label={t('loading')} />
  if (list.isError)
    return <ErrorBlock title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
  const lines = list.data.pages.flatMap((p) => p.items)
  if (lines.length === 0) return <EmptyState text={t('empty')} />
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('listLabel', { campaign: campaign.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.guardian')}</TableCell>
              <TableCell>{t('columns.child')}</TableCell>
              <TableCell>{t('columns.phone')}</TableCell>
              <TableCell>{t('columns.lastCall')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => {
              const name = `${line.guardian.firstname} ${line.guardian.lastname}`
              const outcome = line.answered ? 'answered' : line.lastCall?.outcome
              return (
                <TableRow key={`${line.guardian.id}:${line.child.id}`}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>{`${line.child.firstname} ${line.child.lastname}`}</TableCell>
                  <TableCell>
                    {line.phone ?? <Typography variant="body2">{t('noPhone')}</Typography>}
                  </TableCell>
                  <TableCell>
                    {outcome ? (
                      <Chip size="small" color={outcomeColor[outcome]} label={t(`outcome.${outcome}`)} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('notCalled')}
                      </Typography>
                    )}
                    {line.lastCall && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('calls', { count: line.callCount })} ·{' '}
                        <RelativeTime value={line.lastCall.calledAt} />
                        {line.lastCall.note ? ` · ${line.lastCall.note}` : ''}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {!line.answered && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setCalling(line)}
                        aria-label={t('callLabel', { name })}
                      >
                        {t('call')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {list.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
      {calling && (
        <CallDialog
          userId={userId}
          campaign={campaign}
          schoolId={schoolId}
          line={calling}
          onClose={() => setCalling(null)}
        />
      )}
    </>
  )
}
