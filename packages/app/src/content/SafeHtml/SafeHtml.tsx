import { useLayoutEffect, useRef, type HTMLAttributes } from 'react'
import { useNavigate } from 'react-router-dom'
import { isInternalHref, sanitizeHtml } from './sanitize'
import { Body } from './SafeHtml.styles'

export type SafeHtmlProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML from the server (an article's `bodyHtml`); sanitised before it reaches the page. */
  html: string
}

/**
 * The site's one way to show server HTML: sanitised by `sanitizeHtml` (see its allow-list) and
 * inserted as nodes, never re-parsed. Links to paths on this site navigate inside the app without
 * a reload; `https:` links open in a new tab.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()

  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html))
  }, [html])

  useLayoutEffect(() => {
    const root = ref.current
    if (!root) return
    // A native listener: the links are the interactive elements, the container only delegates.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      if (!link || !href || !root.contains(link) || !isInternalHref(href)) return
      event.preventDefault()
      void navigate(href)
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [navigate])

  return <Body ref={ref} {...rest} />
}

SafeHtml.displayName = 'SafeHtml'
