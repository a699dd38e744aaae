import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material'
import AddCommentIcon from '@mui/icons-material/AddComment'
import SettingsIcon from '@mui/icons-material/Settings'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ChatChannel, ChatScope } from '@nido/domain/contracts/chat'
import type { UserId } from '@nido/domain/ids'
import { ApiError } from '@/api/client'
import { Availability, isUnavailable } from '../components/availability'
import { ChannelForm } from '../components/channel-form'
import { ChannelList } from '../components/channel-list'
import { Conversation } from '../components/conversation'
import { SettingsDialog } from '../components/settings-dialog'
import { useSignedInMe } from '@/session/session'
import { useChannelListLive } from '../live'
import { recipientsQuery, scopeQuery } from '../queries'
import '../i18n'

// Spec 001 §2 chat screen: channel list with its search box, channel creation, channel edition,
// parameters. The open channel is in the address (?channel=<id>) so that the browser's back
// button leaves a conversation on mobile and a link can open one (contacts).

/** Side by side when the page container is at its widest (922px, spec 000 §9 from 1264px). */
const sideBySideQuery = '(min-width:1264px)'

export default function ChatPage() {
  const { t } = useTranslation('chat')
  const me = useSignedInMe()
  const scope = useQuery(scopeQuery(me.user.id))
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {scope.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : scope.isError ? (
        // Spec 001 §8: the three availability refusals each have their screen; others are errors.
        scope.error instanceof ApiError && isUnavailable(scope.error.errorCode) ? (
          <Availability code={scope.error.errorCode} />
        ) : (
          <ErrorBlock title={t('loadFailed')} error={scope.error} onRetry={() => void scope.refetch()} />
        )
      ) : (
        <ChatScreen meId={me.user.id} scope={scope.data} />
      )}
    </Box>
  )
}

function ChatScreen({ meId, scope }: { meId: UserId; scope: ChatScope }) {
  const { t } = useTranslation('chat')
  const sideBySide = useMediaQuery(sideBySideQuery)
  const [params, setParams] = useSearchParams()
  const selected = params.get('channel')
  const [form, setForm] = useState<{ channel: ChatChannel | null } | null>(null)
  const [settings, setSettings] = useState(false)
  useChannelListLive(meId)
  // Spec 001 §5: the "new" action only for who may start a chat with someone. The scope's
  // canStartChat says the profile may (the matrix; guardians through the family options); the
  // first page of recipients says whether anybody is reachable now (a guardian whose fellow
  // families keep themselves unreachable may start nothing). The form reuses this answer.
  const recipients = useQuery({ ...recipientsQuery(meId, ''), enabled: scope.canStartChat && scope.canWrite })
  const mayStart = scope.canStartChat && scope.canWrite && (recipients.data?.items.length ?? 0) > 0

  const select = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (id) next.set('channel', id)
        else next.delete('channel')
        return next
      },
      // Opening a channel from the list is a step the back button undoes (mobile).
      { replace: sideBySide },
    )

  const showList = sideBySide || !selected
  const showConversation = sideBySide || selected !== null
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }} />
        {mayStart && (
          <Button
            variant="contained"
            startIcon={<AddCommentIcon />}
            onClick={() => setForm({ channel: null })}
          >
            {t('actions.newChannel')}
          </Button>
        )}
        <Tooltip title={t('actions.settings')}>
          <IconButton aria-label={t('actions.settings')} onClick={() => setSettings(true)}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          // minmax(0, …): a column never grows past the card to fit a long name or preview, which
          // then clipped the list on phones (docs/phones.md); the rows shorten them with an ellipsis.
          gridTemplateColumns: sideBySide ? '300px minmax(0, 1fr)' : 'minmax(0, 1fr)',
          // The top bar (64px), the title and the actions stay visible; the panes scroll inside.
          height: 'calc(100dvh - 64px - 140px)',
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList && (
          <Box
            component="nav"
            aria-label={t('list.label')}
            sx={{ borderRight: sideBySide ? 1 : 0, borderColor: 'divider', minHeight: 0, minWidth: 0 }}
          >
            <ChannelList meId={meId} selectedId={selected} onSelect={(id) => select(id)} />
          </Box>
        )}
        {showConversation && (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {selected ? (
              <Conversation
                key={selected}
                meId={meId}
                scope={scope}
                channelId={selected}
                onBack={sideBySide ? null : () => select(null)}
                onGone={() => select(null)}
                onEdit={(channel) => setForm({ channel })}
              />
            ) : (
              <Typography color="text.secondary" sx={{ p: 3 }}>
                {t('conversation.choose')}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
      {form && (
        <ChannelForm
          meId={meId}
          channel={form.channel}
          onClose={() => setForm(null)}
          onSaved={(channel) => {
            setForm(null)
            select(channel.id)
          }}
        />
      )}
      {settings && <SettingsDialog meId={meId} scope={scope} onClose={() => setSettings(false)} />}
    </>
  )
}
