import type { ChatColor } from '@nido/domain/enums/chat'

// Spec 001 §3 and §9 "Chat colour options: ten." The server stores a colour's name; the web paints
// it. Every shade below gives white text at least 4.5:1 (WCAG AA), so a channel's initials and
// the sender's bubbles stay readable whatever colour the channel has; chat-colors.test.ts checks it.
export const chatPalette: Record<ChatColor, string> = {
  blue: '#1565c0',
  green: '#2e7d32',
  orange: '#b74d00',
  red: '#c62828',
  purple: '#6a1b9a',
  pink: '#ad1457',
  teal: '#00695c',
  yellow: '#8a6d00',
  brown: '#5d4037',
  grey: '#546e7a',
}

/** The colour of a channel; an unknown name (a newer server) falls back to the first one. */
export function chatColorHex(color: string | null | undefined): string {
  return (color && (chatPalette as Record<string, string>)[color]) || chatPalette.blue
}
