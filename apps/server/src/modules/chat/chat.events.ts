import type { RealtimeEvent } from '@nido/domain/contracts/realtime'
import type { RealtimePush } from '../../platform/realtime-server'

// Spec 001 §7 and ARCHITECTURE §8: the chat's realtime events, collected while a write runs and
// emitted once its transaction has committed (an event never announces a rolled-back write). Each
// goes to the `user:<id>` rooms of the members concerned; the Redis adapter fans out across
// processes. `notification-counts` tells the members whose unseen count changed to re-fetch it.

interface Pending {
  userIds: string[]
  event: RealtimeEvent
  payload: Record<string, unknown>
}

export class ChatEvents {
  private readonly pending: Pending[] = []
  private readonly countUsers = new Set<string>()

  push(userIds: readonly string[], event: RealtimeEvent, payload: Record<string, unknown>): void {
    if (userIds.length > 0) this.pending.push({ userIds: [...userIds], event, payload })
  }

  channelChange(chatChannelId: string, userIds: readonly string[]): void {
    this.push(userIds, 'chat.channel.change', { chatChannelId })
  }

  channelDelete(chatChannelId: string, userIds: readonly string[]): void {
    this.push(userIds, 'chat.channel.delete', { chatChannelId })
  }

  counts(userIds: readonly string[]): void {
    for (const id of userIds) this.countUsers.add(id)
  }

  emit(realtime: RealtimePush): void {
    for (const { userIds, event, payload } of this.pending) realtime.toUsers(userIds, event, payload)
    if (this.countUsers.size > 0) realtime.toUsers(this.countUsers, 'notification-counts', { chat: true })
  }
}
