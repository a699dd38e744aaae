import sanitizeHtml from 'sanitize-html'

// Rich text written in the app (posts, in-app messages) is never trusted: the server keeps only
// what the editors can produce (a strict allow-list): paragraphs, headings, emphasis, lists,
// quotes and links to http(s)/mailto, plus code blocks where a module allows them. No attributes
// except a link's href; no styles, classes, images, iframes or event handlers. Links always open
// in a new tab without an opener.

const textTags = [
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
]

function optionsWith(extraTags: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...textTags, ...extraTags],
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
}

const withCode = optionsWith(['code', 'pre'])
const withoutCode = optionsWith([])

/** The HTML cut down to the allow-list; `code` keeps code blocks (posts). */
export function sanitizeRichText(html: string, allow: { code: boolean }): string {
  return sanitizeHtml(html, allow.code ? withCode : withoutCode).trim()
}
