import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEvent } from '@/session/realtime'
import { chatKey } from './queries'

/**
 * The channel list and the top-bar badge follow every chat event (unseen counts, last message,
 * order). A re-fetch already under way is kept (cancelRefetch: false): a burst of messages
 * costs one request, and the two subscribers (badge and screen) share it.
 */
export function useChannelListLive(userId: string | undefined) {
  const queryClient = useQueryClient()
  const refresh = () => {
    if (!userId) return
    void queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') }, { cancelRefetch: false })
  }
  useRealtimeEvent(userId, 'chat.message.new', refresh)
  useRealtimeEvent(userId, 'chat.message.edit', refresh)
  useRealtimeEvent(userId, 'chat.message.delete', refresh)
  useRealtimeEvent(userId, 'chat.channel.delete', refresh)
  useRealtimeEvent(userId, 'chat.channel.change', refresh)
  useRealtimeEvent(userId, 'connect', refresh)
}
