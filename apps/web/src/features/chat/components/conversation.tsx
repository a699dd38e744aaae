import { ErrorBlock } from '@/ui/error-block'
import { visuallyHidden } from '@/ui/visually-hidden'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ChatChannel, ChatScope, ChatUser } from '@nido/domain/contracts/chat'
import type { UserId } from '@nido/domain/ids'
import type { ReactionType } from '@nido/domain/enums/content'
import { ApiError } from '@/api/client'
import { useToast } from '@/ui/toast'
import { applyView, channelName, messagesOldestFirst, patchMessage, type MessagePages } from '../cache'
import { chatColorHex } from '../colors'
import { useConversationLive } from '../live'
import {
  channelQuery,
  messagesQuery,
  useBlock,
  useDeleteMessage,
  useEditMessage,
  useMarkSeen,
  useReact,
  useRemoveChannel,
  useSendMessage,
} from '../queries'
import { Composer } from './composer'
import { ConversationHeader } from './conversation-header'
import { PendingItem, type Pending } from './pending-message'
import { SeenByDialog } from './seen-by-dialog'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { MessageItem } from './message-item'
import '../i18n'

interface Props {
  meId: UserId
  scope: ChatScope
  channelId: string
  /** Mobile: the list and the conversation are shown one at a time. */
  onBack: (() => void) | null
  /** The channel was deleted, left, or is no longer visible (blocked one-to-one). */
  onGone: () => void
  onEdit: (channel: ChatChannel) => void
}

export function Conversation(props: Props) {
  const { t } = useTranslation('chat')
  const channel = useQuery(channelQuery(props.meId, props.channelId))
  if (channel.isPending) return <CircularProgress aria-label={t('loading')} sx={{ m: 2 }} />
  if (channel.isError) {
    if (channel.error instanceof ApiError && channel.error.status === 404)
      return (
        <Box sx={{ p: 2 }}>
          <Alert severity="info">{t('conversation.notFound')}</Alert>
          {props.onBack && <Button onClick={props.onBack}>{t('actions.back')}</Button>}
        </Box>
      )
    return <ErrorBlock title={t('loadFailed')} error={channel.error} onRetry={() => void channel.refetch()} />
  }
  return <ConversationView {...props} channel={channel.data} />
}

function ConversationView({
  meId,
  scope,
  channel,
  onBack,
  onGone,
  onEdit,
}: Props & { channel: ChatChannel }) {
  const { t } = useTranslation('chat')
  const toast = useToast()
  const queryClient = useQueryClient()
  const channelId = channel.id
  const name = channelName(channel, meId)
  const colorHex = chatColorHex(channel.color)
  const canWrite = scope.canWrite && channel.canWrite
  const messages = useInfiniteQuery(messagesQuery(meId, channelId))
  const held = useMemo(() => messagesOldestFirst(messages.data), [messages.data])
  const users = useMemo(() => new Map(channel.users.map((u) => [u.id, u])), [channel.users])
  const fullName = (u: ChatUser | undefined) => (u ? `${u.firstname} ${u.lastname}` : '')

  const send = useSendMessage(meId, channelId)
  const edit = useEditMessage(meId, channelId)
  const remove = useDeleteMessage(meId)
  const react = useReact(meId, channelId)
  const markSeen = useMarkSeen(meId)
  const removeChannel = useRemoveChannel(meId)
  const block = useBlock(meId)

  const [pending, setPending] = useState<Pending[]>([])
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null)
  const [toDelete, setToDelete] = useState<string | null>(null)
  const [seenBy, setSeenBy] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')
  const [toBlock, setToBlock] = useState<ChatUser | null>(null)
  const [confirmChannel, setConfirmChannel] = useState<'delete' | 'leave' | null>(null)

  useConversationLive(meId, channelId, {
    onNewMessage: ({ message }) => {
      if (message.ownerUserId !== meId)
        setAnnounce(
          t('conversation.newMessage', {
            name: fullName(message.owner),
            text: message.text ?? message.mediaAttachment?.fileName ?? '',
          }),
        )
    },
    onGone,
  })

  // --- sending with a client-made id: a retry of the same message is stored once (§8 ARCHITECTURE)
  const attempt = useCallback(
    (p: Pending) => {
      setPending((all) => all.map((x) => (x.clientId === p.clientId ? { ...x, failed: false } : x)))
      send.mutate(
        {
          clientId: p.clientId,
          ...(p.text ? { text: p.text } : {}),
          ...(p.media ? { mediaId: p.media.mediaId } : {}),
        },
        {
          onSuccess: () => setPending((all) => all.filter((x) => x.clientId !== p.clientId)),
          onError: () =>
            setPending((all) => all.map((x) => (x.clientId === p.clientId ? { ...x, failed: true } : x))),
        },
      )
    },
    [send],
  )
  function sendNew(text: string, media: Pending['media']) {
    const p: Pending = { clientId: crypto.randomUUID(), text, media, failed: false }
    setPending((all) => [...all, p])
    attempt(p)
  }
  // A pending message whose stored copy already arrived (the realtime echo can beat the answer).
  const storedClientIds = useMemo(
    () => new Set(held.flatMap((m) => (m.clientId ? [m.clientId] : []))),
    [held],
  )
  const shownPending = pending.filter((p) => !storedClientIds.has(p.clientId))
  // …and is then forgotten, even when its own answer was lost (it would otherwise show as failed).
  useEffect(() => {
    if (pending.some((p) => storedClientIds.has(p.clientId)))
      setPending((all) => all.filter((p) => !storedClientIds.has(p.clientId)))
  }, [pending, storedClientIds])

  // --- spec 001 §7 mark seen: the newest message of others that I have not seen, once shown
  const newestUnseen = [...held]
    .reverse()
    .find((m) => m.ownerUserId !== meId && !m.seenByUserIds.includes(meId))
  const lastMarked = useRef<string | null>(null)
  useEffect(() => {
    const id = newestUnseen?.id
    if (!id || lastMarked.current === id) return undefined
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastMarked.current === id) return
      lastMarked.current = id
      markSeen.mutate(id, {
        onSuccess: () =>
          queryClient.setQueryData<MessagePages>(messagesQuery(meId, channelId).queryKey, (data) =>
            held.reduce((d, m) => patchMessage(d, m.id, (x) => applyView(x, meId)), data),
          ),
        onError: () => {
          lastMarked.current = null
        },
      })
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [newestUnseen?.id, markSeen, queryClient, meId, channelId, held])

  // --- scrolling: newest at the bottom; earlier pages keep the reader's place
  const scroller = useRef<HTMLDivElement>(null)
  const fromBottom = useRef<number | null>(null)
  const wasNearBottom = useRef(true)
  const oldestId = held[0]?.id
  const newestId = held.at(-1)?.id
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    if (fromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - fromBottom.current
      fromBottom.current = null
    } else if (wasNearBottom.current) {
      box.scrollTop = box.scrollHeight
    }
  }, [oldestId, newestId, shownPending.length])

  function loadEarlier() {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return
    const box = scroller.current
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop
    void messages.fetchNextPage()
  }

  function onScroll() {
    const box = scroller.current
    if (!box) return
    wasNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80
    // Scrolling to the top loads the previous 25 (spec 001 §9).
    if (box.scrollTop < 40) loadEarlier()
  }

  // Spec 001 §3 seenByUsers: under my newest message, who of the others has seen it.
  const myNewest = [...held].reverse().find((m) => m.ownerUserId === meId && !m.deleted)

  function onReact(messageId: string, reactionType: ReactionType) {
    react.mutate({ id: messageId, reactionType }, { onError: (e) => toast.apiError(e) })
  }

  const ownerOnly = channel.chatChannelOptions.answersOnlyVisibleByOwner && channel.ownerUserId !== meId

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader
        meId={meId}
        channel={channel}
        canWrite={canWrite}
        onBack={onBack}
        onEdit={onEdit}
        onBlock={setToBlock}
        onConfirmChannel={setConfirmChannel}
      />
      {ownerOnly && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('conversation.ownerOnly')}
        </Alert>
      )}
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="region"
        aria-label={t('conversation.messages', { name })}
        tabIndex={0}
        sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', p: 1 }}
      >
        {messages.isPending ? (
          <CircularProgress aria-label={t('loading')} sx={{ m: 2 }} />
        ) : messages.isError ? (
          <ErrorBlock
            title={t('loadFailed')}
            error={messages.error}
            onRetry={() => void messages.refetch()}
          />
        ) : (
          <>
            {messages.hasNextPage ? (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" disabled={messages.isFetchingNextPage} onClick={loadEarlier}>
                  {t('conversation.loadEarlier')}
                </Button>
              </Box>
            ) : held.length > 0 ? (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ textAlign: 'center', mb: 1 }}
              >
                {t('conversation.start')}
              </Typography>
            ) : null}
            {held.length === 0 && shownPending.length === 0 && (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {t('conversation.empty')}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {held.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  meId={meId}
                  ownerName={fullName(users.get(m.ownerUserId) ?? m.owner)}
                  colorHex={colorHex}
                  showOwner={channel.users.length > 2}
                  canWrite={canWrite}
                  seenByNames={
                    m.id === myNewest?.id
                      ? m.seenByUserIds
                          .filter((id) => id !== meId)
                          .map((id) => fullName(users.get(id)) || '?')
                      : null
                  }
                  onEdit={() => setEditing({ id: m.id, text: m.text ?? '' })}
                  onDelete={() => setToDelete(m.id)}
                  onReact={(type) => onReact(m.id, type)}
                  onShowSeenBy={() => setSeenBy(m.id)}
                />
              ))}
              {shownPending.map((p) => (
                <PendingItem
                  key={p.clientId}
                  pending={p}
                  colorHex={colorHex}
                  onRetry={() => attempt(p)}
                  onDiscard={() => setPending((all) => all.filter((x) => x.clientId !== p.clientId))}
                />
              ))}
            </Box>
          </>
        )}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
      {canWrite ? (
        <Composer
          editing={editing}
          busy={edit.isPending}
          onSend={sendNew}
          onSaveEdit={(id, text) =>
            edit.mutate(
              { id, text },
              { onSuccess: () => setEditing(null), onError: (e) => toast.apiError(e) },
            )
          }
          onCancelEdit={() => setEditing(null)}
        />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          {t('conversation.readOnly')}
        </Typography>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('message.confirmDeleteTitle')}
        text={t('message.confirmDeleteText')}
        confirm={t('actions.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return
          remove.mutate(toDelete, {
            onSuccess: () => {
              if (editing?.id === toDelete) setEditing(null)
              setToDelete(null)
            },
            onError: (e) => toast.apiError(e),
          })
        }}
      />
      <ConfirmDialog
        open={confirmChannel !== null}
        title={t(confirmChannel === 'leave' ? 'confirm.leaveChannelTitle' : 'confirm.deleteChannelTitle')}
        text={t(confirmChannel === 'leave' ? 'confirm.leaveChannelText' : 'confirm.deleteChannelText')}
        confirm={t(confirmChannel === 'leave' ? 'actions.leave' : 'actions.delete')}
        busy={removeChannel.isPending}
        onClose={() => setConfirmChannel(null)}
        onConfirm={() =>
          removeChannel.mutate(
            { id: channelId, leave: confirmChannel === 'leave' },
            {
              onSuccess: () => {
                setConfirmChannel(null)
                onGone()
              },
              onError: (e) => toast.apiError(e),
            },
          )
        }
      />
      <ConfirmDialog
        open={toBlock !== null}
        title={t('confirm.blockTitle', { name: fullName(toBlock ?? undefined) })}
        text={t('confirm.blockText')}
        confirm={t('actions.confirmBlock')}
        busy={block.isPending}
        onClose={() => setToBlock(null)}
        onConfirm={() => {
          if (!toBlock) return
          const blocked = toBlock
          block.mutate(
            { targetId: blocked.id, block: true },
            {
              onSuccess: () => {
                setToBlock(null)
                toast.success(t('settings.blockedDone', { name: fullName(blocked) }))
              },
              onError: (e) => toast.apiError(e),
            },
          )
        }}
      />
      {seenBy && <SeenByDialog meId={meId} messageId={seenBy} onClose={() => setSeenBy(null)} />}
    </Box>
  )
}
