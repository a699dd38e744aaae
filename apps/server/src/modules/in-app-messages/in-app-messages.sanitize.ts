import sanitizeHtml from 'sanitize-html'

// In-app message HTML is written by super admins and rendered by every user's browser as HTML
// (shell/in-app-messages), so it is sanitised on write with a strict allow-list, the same one as
// posts (modules/posts/posts.sanitize.ts; modules do not import each other): text formatting,
// lists and links to http(s)/mailto opening in a new tab. No images, styles or scripts.
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

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}
