import { useState } from 'react'
import { Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AdvisorCampaign, AdvisorCampaignStatus } from '@nido/domain/contracts/advisor'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useToast } from '@/ui/toast'
import { AdvisorPage } from '../components/advisor-page'
import { campaignDates, StatusChip } from '../components/campaign-list'
import { PublicLinks } from '../components/public-links'
import { campaignQuery, useSetCampaignStatus } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/campaigns/{id} (docs/advisor.md "Pages"): a campaign, its status actions
// (draft → active ⇄ paused → closed, closing asks first since it is final) and links to edit it
// and to its report.

/** The status changes offered from each status (decision 0051 point 1). */
export const nextStatuses: Record<AdvisorCampaignStatus, { status: AdvisorCampaignStatus; label: string }[]> =
  {
    draft: [{ status: 'active', label: 'campaign.activate' }],
    active: [
      { status: 'paused', label: 'campaign.pause' },
      { status: 'closed', label: 'campaign.close' },
    ],
    paused: [
      { status: 'active', label: 'campaign.resume' },
      { status: 'closed', label: 'campaign.close' },
    ],
    closed: [],
  }

export default function CampaignPage() {
  const { id = '' } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('advisor')
  const query = useQuery(campaignQuery(me.user.id, id))
  return (
    <AdvisorPage title={query.data?.name ?? t('campaigns.title')} query={query}>
      {(c) => <Campaign campaign={c} userId={me.user.id} readOnly={me.user.observer || !c.canEdit} />}
    </AdvisorPage>
  )
}

function Campaign({
  campaign,
  userId,
  readOnly,
}: {
  campaign: AdvisorCampaign
  userId: string
  readOnly: boolean
}) {
  const { t } = useTranslation('advisor')
  const toast = useToast()
  const language = currentLanguage()
  const tt = t as unknown as (key: string, o: object) => string
  const setStatus = useSetCampaignStatus(userId, campaign.id)
  const [closing, setClosing] = useState(false)
  const change = (status: AdvisorCampaignStatus) =>
    setStatus.mutate(status, {
      onSuccess: (saved) =>
        toast.success(t('campaign.statusChanged', { status: t(`status.${saved.status}`) })),
      onError: (e) => toast.apiError(e),
      onSettled: () => setClosing(false),
    })
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="h6">
            {t('campaign.statusTitle')}
          </Typography>
          <StatusChip status={campaign.status} />
          <Box sx={{ flexGrow: 1 }} />
          {!readOnly &&
            nextStatuses[campaign.status].map((next) => (
              <Button
                key={next.status}
                variant={next.status === 'active' ? 'contained' : 'outlined'}
                color={next.status === 'closed' ? 'error' : 'primary'}
                disabled={setStatus.isPending}
                onClick={() => (next.status === 'closed' ? setClosing(true) : change(next.status))}
              >
                {t(next.label as 'campaign.activate')}
              </Button>
            ))}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {[
            campaignDates(campaign, language, tt),
            campaign.audiences.map((a) => t(`audiences.${a}`)).join(', '),
            t(campaign.anonymous ? 'campaigns.anonymous' : 'campaigns.identified'),
          ].join(' · ')}
        </Typography>
        <Typography color="text.secondary">{campaign.schools.map((s) => s.name).join(', ')}</Typography>
        {campaign.eligibleCount !== null && (
          <Typography color="text.secondary">
            {t('campaign.eligible', { count: campaign.eligibleCount })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {campaign.status !== 'draft' && (
            <Button component={RouterLink} to={`/advisor/reports/${campaign.id}`} variant="outlined">
              {t('campaign.report')}
            </Button>
          )}
          {!readOnly && campaign.status !== 'closed' && (
            <Button component={RouterLink} to={`/advisor/campaigns/${campaign.id}/edit`}>
              {t('edit')}
            </Button>
          )}
        </Stack>
      </Paper>
      {campaign.status === 'active' && <PublicLinks userId={userId} campaignId={campaign.id} />}
      <Box component="section" aria-labelledby="campaign-questions">
        <Typography id="campaign-questions" variant="h6" component="h2">
          {t('campaign.questions')}
        </Typography>
        <List component="ol">
          {campaign.questions.map((q, i) => (
            <ListItem key={q.id} divider>
              <ListItemText
                primary={`${i + 1}. ${q.content}`}
                secondary={[t(`kinds.${q.kind}`), q.nps && t('report.nps')].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      <ConfirmDialog
        open={closing}
        title={t('campaign.closeTitle')}
        text={t('campaign.closeText')}
        confirm={t('campaign.close')}
        busy={setStatus.isPending}
        onConfirm={() => change('closed')}
        onClose={() => setClosing(false)}
      />
    </Stack>
  )
}
