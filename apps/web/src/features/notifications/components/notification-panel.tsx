import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material'
import CloseIcon from '@mui/icons-material/Close'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { notificationPanelModes } from '@nido/domain/access/shell/shell'
import type { Me } from '@nido/domain/contracts/me'
import { previousOffset } from '../panel-rules'
import { panelQuery, type PanelList } from '../queries'
import { actorScopeOf } from '@/session/access'
import { PanelNewsItem } from './panel-news-item'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

/** Spec 000 §4, §9: a right drawer 400 wide. */
export const panelWidth = 400

interface Props {
  me: Me
  open: boolean
  onClose: () => void
}

/**
 * Spec 000 §4 notification panel: moderators see news to moderate, moderated users their own news
 * awaiting moderation (spec 000 §6); 20 items per page, offset pagination.
 */
export function NotificationPanel({ me, open, onClose }: Props) {
  const { t } = useTranslation('notifications')
  const lists = notificationPanelModes(actorScopeOf(me)).filter(
    (m): m is PanelList => m === 'toModerate' || m === 'pendingModeration',
  )
  const [chosen, setChosen] = useState<PanelList | null>(null)
  const list = chosen && lists.includes(chosen) ? chosen : lists[0]
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: panelWidth } },
          'aria-labelledby': 'notification-panel-title',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 2 }}>
        <Typography id="notification-panel-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('panel.title')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {lists.length > 1 && (
        <Tabs value={list} onChange={(_, value: PanelList) => setChosen(value)} variant="fullWidth">
          {lists.map((l) => (
            <Tab key={l} value={l} label={t(`panel.lists.${l}`)} />
          ))}
        </Tabs>
      )}
      {list && open && <PanelList key={list} me={me} list={list} />}
    </Drawer>
  )
}

function PanelList({ me, list }: { me: Me; list: PanelList }) {
  const { t } = useTranslation('notifications')
  const [offset, setOffset] = useState(0)
  const page = useQuery(panelQuery(me.user.id, list, offset))
  if (page.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    )
  if (page.isError)
    // Spec 000 §8: "unable to fetch, with a click-to-retry link".
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('panel.fetchFailed')}{' '}
        <Link component="button" onClick={() => void page.refetch()}>
          {t('panel.retry')}
        </Link>
      </Alert>
    )
  const data = page.data
  const users = new Map(data.users.map((u) => [u.id, u]))
  const schools = new Map(data.schools.map((s) => [s.id, s.name]))
  const sections = new Map(data.sections.map((s) => [s.id, s.name]))
  return (
    <Box sx={{ p: 2 }} role="region" aria-label={t(`panel.lists.${list}`)}>
      {data.newsList.length === 0 && offset === 0 ? (
        <EmptyState compact text={t(`panel.empty.${list}`)} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.newsList.map((item) => (
            <PanelNewsItem
              key={item.id}
              me={me}
              item={item}
              list={list}
              owner={item.reference.ownerId ? users.get(item.reference.ownerId) : undefined}
              schoolName={schools.get(item.schoolId) ?? ''}
              sectionNames={item.sectionIds.flatMap((id) => (sections.has(id) ? [sections.get(id)!] : []))}
            />
          ))}
        </Stack>
      )}
      {(offset > 0 || data.nextOffset !== -1) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 2 }}>
          <Button disabled={offset === 0} onClick={() => setOffset(previousOffset(offset))}>
            {t('panel.previous')}
          </Button>
          <Button disabled={data.nextOffset === -1} onClick={() => setOffset(data.nextOffset)}>
            {t('panel.next')}
          </Button>
        </Stack>
      )}
    </Box>
  )
}
