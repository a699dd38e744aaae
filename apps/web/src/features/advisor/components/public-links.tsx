import { IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdvisorPublicKind } from '@nido/domain/contracts/advisor-public'
import { useToast } from '@/ui/toast'
import { publicLinksQuery } from '../queries'
import '../i18n'

// docs/advisor.md "The public links": an active campaign's links, one per school of the manager's,
// for each page its audiences open (/survey/family, /survey/pro), each with a copy button. The
// server sends none for a campaign that is not active.

/** The address a visitor opens. */
export const publicSurveyUrl = (kind: AdvisorPublicKind, linkId: string) =>
  `${window.location.origin}/survey/${kind}?c=${linkId}`

export function PublicLinks({ userId, campaignId }: { userId: string; campaignId: string }) {
  const { t } = useTranslation('advisor')
  const toast = useToast()
  const query = useQuery(publicLinksQuery(userId, campaignId))
  const links = query.data?.links ?? []
  if (links.length === 0) return null
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('publicLinks.copied'))
    } catch {
      toast.error(t('publicLinks.copyFailed'))
    }
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-public-links" sx={{ p: 2 }}>
      <Typography id="campaign-public-links" variant="h6" component="h2">
        {t('publicLinks.title')}
      </Typography>
      <Typography color="text.secondary">{t('publicLinks.help')}</Typography>
      <List>
        {links.flatMap((link) =>
          link.kinds.map((kind) => {
            const url = publicSurveyUrl(kind, link.linkId)
            const label = t('publicLinks.copy', {
              kind: t(`publicLinks.kinds.${kind}`),
              school: link.schoolName,
            })
            return (
              <ListItem key={`${link.schoolId}-${kind}`} divider>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
                  <ListItemText
                    primary={`${link.schoolName} · ${t(`publicLinks.kinds.${kind}`)}`}
                    secondary={url}
                    slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                  />
                  <Tooltip title={label}>
                    <IconButton aria-label={label} onClick={() => void copy(url)}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </ListItem>
            )
          }),
        )}
      </List>
    </Paper>
  )
}
