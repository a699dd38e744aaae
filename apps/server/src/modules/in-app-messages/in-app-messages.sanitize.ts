import { sanitizeRichText } from '../../platform/rich-text'

// In-app message HTML is written by super admins and rendered by every user's browser as HTML
// (shell/in-app-messages), so it is sanitised on write with the posts' allow-list
// (platform/rich-text.ts), without code blocks: text formatting, lists and links.
export function sanitizeMessageHtml(html: string): string {
  return sanitizeRichText(html, { code: false })
}
