import { Avatar, AvatarGroup, Button, Stack, ToggleButton } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@nido/domain/contracts/news'
import type { ReactionType } from '@nido/domain/enums/content'
import { pickerReactions, totalReactions } from '@nido/domain/rules/reactions'
import { toastApiError } from '@/ui/toast'
import { LazyTooltip } from '@/ui/lazy-tooltip'
import { useReact } from '../queries'
import { reactionIcons } from './reaction-icons'
import '../i18n'
import { avatarColour } from '@/ui/avatar'

// Who reacted how: a dialog with tabs, fetched when first opened (docs/web-weight.md).
const ReactionPeekDialog = lazy(() =>
  import('./reaction-peek-dialog').then((m) => ({ default: m.ReactionPeekDialog })),
)

const initials = (p: { firstname: string; lastname: string }) =>
  `${p.firstname.charAt(0)}${p.lastname.charAt(0)}`.toUpperCase()

/**
 * MUI marks a keyboard-focused toggle by a faint background only: a ring in the text colour shows
 * which reaction Enter would set (WCAG 2.4.7, docs/accessibility.md), as the calendar's events do.
 */
const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
} as const

// Spec 001 §4 and §9: the pickers offer heart, thumbs up and smile; the same again removes it,
// another replaces it. `sad` is shown (not offered) when someone gave it. Observers only see counts.
export function ReactionBar({
  item,
  userId,
  readOnly,
}: {
  item: NewsItem
  userId: string
  readOnly: boolean
}) {
  const { t } = useTranslation('news')
  const react = useReact(userId)
  const [peekOpen, setPeekOpen] = useState(false)
  const total = totalReactions(item.reactionCounts)
  const shown: ReactionType[] = [
    ...pickerReactions,
    ...((item.reactionCounts.sad ?? 0) > 0 ? ['sad' as const] : []),
  ]
  const canReact = !readOnly && item.status === 'published'

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      role="group"
      aria-label={t('reactions.label')}
    >
      {shown.map((reaction) => {
        const count = item.reactionCounts[reaction] ?? 0
        const name = t(`reactions.${reaction}`)
        const offered = reaction !== 'sad'
        return (
          <ToggleButton
            key={reaction}
            value={reaction}
            size="small"
            selected={item.currentReaction === reaction}
            disabled={!canReact || !offered || react.isPending}
            aria-label={t('reactions.react', { reaction: name, count })}
            onChange={() =>
              react.mutate({ newsId: item.id, reaction }, { onError: (error) => toastApiError(error) })
            }
            sx={{ gap: 0.5, px: 1, py: 0.25, borderRadius: 4, ...focusRing }}
          >
            {reactionIcons[reaction]}
            <span aria-hidden>{count}</span>
          </ToggleButton>
        )
      })}
      {total > 0 && (
        <LazyTooltip
          title={item.reactionPeek.map((p) => `${p.user.firstname} ${p.user.lastname}`).join(', ')}
        >
          <Button
            size="small"
            onClick={() => setPeekOpen(true)}
            aria-label={t('reactions.peek', { count: total })}
            sx={focusRing}
          >
            <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
              {item.reactionPeek.map((p) => (
                <Avatar key={p.user.id} sx={{ bgcolor: avatarColour(p.user.id), color: '#fff' }}>
                  {initials(p.user)}
                </Avatar>
              ))}
            </AvatarGroup>
            <span aria-hidden style={{ marginLeft: 4 }}>
              {total}
            </span>
          </Button>
        </LazyTooltip>
      )}
      {peekOpen && (
        <Suspense fallback={null}>
          <ReactionPeekDialog
            newsId={item.id}
            userId={userId}
            counts={item.reactionCounts}
            onClose={() => setPeekOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  )
}
