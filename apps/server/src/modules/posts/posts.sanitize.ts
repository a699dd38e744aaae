import sanitizeHtml from 'sanitize-html'

// Post HTML comes from the rich-text editor but is never trusted. The server keeps
// only what the editor can produce (a strict allow-list): paragraphs, headings, emphasis, lists,
// quotes, code and links to http(s)/mailto. No attributes except a link's href; no styles,
// classes, images, iframes or event handlers. Links always open in a new tab without an opener.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
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
