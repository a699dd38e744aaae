import sanitizeHtml from 'sanitize-html'

import { sanitizeRichText } from '../../platform/rich-text'

// Post HTML comes from the rich-text editor, which can write code blocks (platform/rich-text.ts).
export function sanitizePostHtml(html: string): string {
  return sanitizeRichText(html, { code: true })
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The plain text of sanitised HTML: the feed's content search and the "is it empty" check. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
}
