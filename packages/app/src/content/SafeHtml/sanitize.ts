import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

/** The only elements content may use: text structure, links and tables. */
export const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'blockquote',
  'br',
  'code',
] as const

/** The only attribute content may carry; `rel` and `target` are set by the sanitiser itself. */
export const ALLOWED_ATTRIBUTES = ['href'] as const

/**
 * A link the site follows: a path on this site (`/helpDetail?id=3`, never `//host` or `/\host`,
 * which browsers read as another host) or an `https:` address. Everything else (`javascript:`,
 * `data:`, `vbscript:`, `http:`, `mailto:`, bare relative paths) is dropped.
 */
export function isSafeHref(href: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme: reject them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(href)) return false
  if (href.startsWith('/')) return !href.startsWith('//')
  try {
    return new URL(href).protocol === 'https:'
  } catch {
    return false
  }
}

/** Whether a safe href stays on this site (the SPA navigates to it without a reload). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

const config: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  // The protocol check of DOMPurify itself; `isSafeHref` below is the final word.
  ALLOWED_URI_REGEXP: /^(?:https:|\/(?![/\\]))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  USE_PROFILES: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
}

const purifiers = new WeakMap<Window, DOMPurify>()

/** One DOMPurify per window with the link rules as a hook (hooks never leak to other callers). */
function purifierFor(view: Window & typeof globalThis): DOMPurify {
  const existing = purifiers.get(view)
  if (existing) return existing
  const purifier = createDOMPurify(view)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !('getAttribute' in node)) return
    const link = node as Element
    const href = link.getAttribute('href')
    if (href === null || !isSafeHref(href)) {
      link.removeAttribute('href')
      return
    }
    if (isInternalHref(href)) return
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer')
  })
  purifiers.set(view, purifier)
  return purifier
}

const allowedTags = new Set<string>(ALLOWED_TAGS)
const allowedAttributes = new Set<string>([...ALLOWED_ATTRIBUTES, 'rel', 'target'])
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

/**
 * What is dangerous in a tree: elements outside the allow-list (or outside HTML), attributes
 * other than `href` (and the sanitiser's own `rel`/`target`), any `on*` handler, any `href` that
 * is not a safe link, a new tab without `noopener`. Empty for sanitised output.
 */
export function findDanger(root: ParentNode): string[] {
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName
    if (!allowedTags.has(tag) || element.namespaceURI !== HTML_NAMESPACE) found.push(`<${tag}>`)
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on') || !allowedAttributes.has(name)) found.push(`${tag}[${name}]`)
      else if (name === 'href' && !isSafeHref(attribute.value))
        found.push(`${tag}[href=${attribute.value}]`)
    }
    if (
      element.getAttribute('target') === '_blank' &&
      element.getAttribute('rel') !== 'noopener noreferrer'
    )
      found.push(`${tag}[target] without rel`)
  }
  return found
}

/** The text alone, as one text node: nothing is parsed. */
function textOnly(doc: Document, text: string): DocumentFragment {
  const fragment = doc.createDocumentFragment()
  fragment.append(text)
  return fragment
}

/**
 * Operator HTML made safe to insert: only {@link ALLOWED_TAGS}, only safe `href`s, external
 * links opened in a new tab without an opener or referrer. Returned as a fragment (not a string)
 * so the result is never parsed a second time. The result is checked again with `findDanger`:
 * where DOMPurify cannot work properly (no support, or a DOM that misleads it, as happy-dom
 * does), the text alone is shown, never the markup.
 */
export function sanitizeHtml(
  html: string,
  view: Window & typeof globalThis = window,
): DocumentFragment {
  const purifier = purifierFor(view)
  if (!purifier.isSupported) return textOnly(view.document, html)
  const fragment = purifier.sanitize(html, config as Config & { RETURN_DOM_FRAGMENT: true })
  if (findDanger(fragment).length > 0) return textOnly(view.document, fragment.textContent ?? '')
  return fragment
}
