// In-app messages carry admin-authored HTML (contract in-app-messages.ts). It is still rendered
// through an allow-list: plain formatting tags, links to http(s)/mailto only, no scripts, styles or
// event handlers, so a mistaken or hostile message cannot run code in a family's session.
const allowedTags = new Set([
  'A',
  'B',
  'BLOCKQUOTE',
  'BR',
  'EM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'I',
  'LI',
  'OL',
  'P',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
  'UL',
])

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '')
  if (!(node instanceof Element)) return null
  const children = Array.from(node.childNodes)
    .map((child) => clean(child, doc))
    .filter((child): child is Node => child !== null)
  if (!allowedTags.has(node.tagName)) {
    // Unknown wrappers keep their text; script-like elements disappear with their content.
    if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(node.tagName)) return null
    const fragment = doc.createDocumentFragment()
    fragment.append(...children)
    return fragment
  }
  const element = doc.createElement(node.tagName.toLowerCase())
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? ''
    if (/^(https?:|mailto:)/i.test(href.trim())) {
      element.setAttribute('href', href.trim())
      element.setAttribute('target', '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
    }
  }
  element.append(...children)
  return element
}

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html')
  const out = document.implementation.createHTMLDocument('')
  const container = out.createElement('div')
  for (const child of Array.from(source.body.childNodes)) {
    const cleaned = clean(child, out)
    if (cleaned) container.append(cleaned)
  }
  return container.innerHTML
}
