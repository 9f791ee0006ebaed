// @vitest-environment jsdom
// jsdom (as vitest sets it up) runs scripts and inline handlers, so a payload that survived
// sanitising would really set `window.__xss` here.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { BourseThemeProvider } from '@bourse/ui'
import type { ReactNode } from 'react'
import { SafeHtml } from './SafeHtml'
import { findDanger, isSafeHref, sanitizeHtml } from './sanitize'
import { parseInert, xssCorpus } from './xssCorpus'

type Flagged = { __xss?: unknown }
type WithJsdom = { jsdom?: { getInternalVMContext: () => Flagged } }
/**
 * Scripts and handlers run in jsdom's own global (its VM context), not in the test's `window`:
 * the flag is read from both.
 */
const globals = (): Flagged[] => [
  window as Flagged,
  (window as unknown as WithJsdom).jsdom!.getInternalVMContext(),
]
const flag = () => globals().find((g) => g.__xss !== undefined)?.__xss

function renderHtml(html: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SafeHtml html={html} data-testid="body" /> },
      { path: '/helpDetail', element: <p>help detail page</p> },
    ],
    { initialEntries: ['/'] },
  )
  const view = render(<RouterProvider router={router} />, { wrapper: Themed })
  return { router, root: view.getByTestId('body') }
}

function Themed({ children }: { children: ReactNode }) {
  return <BourseThemeProvider>{children}</BourseThemeProvider>
}

/** Fires the events the corpus' handlers listen to on every element that is left. */
function poke(root: HTMLElement) {
  const stop = (event: Event) => event.preventDefault()
  window.addEventListener('click', stop, true)
  try {
    for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      for (const type of ['click', 'mouseover', 'focus', 'error', 'load', 'toggle'])
        element.dispatchEvent(new Event(type, { bubbles: true }))
    }
  } finally {
    window.removeEventListener('click', stop, true)
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  for (const g of globals()) delete g.__xss
})

describe('XSS corpus', () => {
  it('has at least 25 payloads', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(25)
  })

  it.each(xssCorpus)('the checker sees the danger in the raw payload: $name', ({ html }) => {
    expect(findDanger(parseInert(html))).not.toEqual([])
  })

  it('a raw payload inserted without SafeHtml does set the flag (the check can fail)', () => {
    const raw = document.createElement('div')
    raw.innerHTML = xssCorpus.find((c) => c.name === 'inline handler and style')!.html
    document.body.append(raw)
    poke(raw)
    raw.remove()
    expect(flag()).toBe(1)
  })

  it.each(xssCorpus)('SafeHtml leaves nothing dangerous: $name', async ({ html, survives }) => {
    const { root } = renderHtml(`<h4>case</h4>${html}`)
    // DOMPurify itself did the work: the allowed heading is still markup (the text-only
    // fallback of sanitizeHtml would have flattened it).
    expect(root.querySelector('h4')).toHaveTextContent('case')
    expect(findDanger(root)).toEqual([])
    expect(
      root.querySelector('script, iframe, object, embed, form, svg, math, style, base, meta'),
    ).toBeNull()
    for (const link of Array.from(root.querySelectorAll('a[href]')))
      expect(isSafeHref(link.getAttribute('href')!)).toBe(true)
    if (survives) expect(root).toHaveTextContent(survives)
    poke(root)
    await act(tick)
    expect(flag()).toBeUndefined()
  })
})

describe('<SafeHtml />', () => {
  const article = [
    '<h2>Deposits</h2>',
    '<p>Open <strong>Assets</strong>, then <em>Deposit</em>. Use <code>ERC20</code>.</p>',
    '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    '<blockquote>Check the network.</blockquote>',
    '<table><caption>Fees</caption><thead><tr><th>Coin</th></tr></thead><tbody><tr><td>BTC</td></tr></tbody></table>',
    '<p><a href="/helpDetail?id=7">fees</a> and <a href="https://example.com/guide">guide</a><br>end</p>',
  ].join('')

  it('keeps the allowed structure of an article', () => {
    const { root } = renderHtml(article)
    expect(screen.getByRole('heading', { level: 2, name: 'Deposits' })).toBeVisible()
    expect(root.querySelectorAll('li')).toHaveLength(3)
    expect(screen.getByRole('table', { name: 'Fees' })).toBeVisible()
    expect(root.querySelector('blockquote')).toHaveTextContent('Check the network.')
    expect(root.querySelector('code')).toHaveTextContent('ERC20')
    expect(root.querySelector('br')).not.toBeNull()
    expect(findDanger(root)).toEqual([])
  })

  it('opens https links in a new tab without opener or referrer', () => {
    renderHtml(article)
    const external = screen.getByRole('link', { name: 'guide' })
    expect(external).toHaveAttribute('href', 'https://example.com/guide')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    const internal = screen.getByRole('link', { name: 'fees' })
    expect(internal).not.toHaveAttribute('target')
  })

  it('navigates inside the app when a link to a site path is clicked', async () => {
    const { router } = renderHtml(article)
    fireEvent.click(screen.getByRole('link', { name: 'fees' }))
    expect(await screen.findByText('help detail page')).toBeVisible()
    expect(router.state.location.pathname).toBe('/helpDetail')
    expect(router.state.location.search).toBe('?id=7')
  })

  it('drops http:, mailto: and bare relative links but keeps their text', () => {
    const { root } = renderHtml(
      '<a href="http://example.com/">plain</a><a href="mailto:a@b.c">mail</a><a href="help">bare</a>',
    )
    expect(root.querySelectorAll('a[href]')).toHaveLength(0)
    expect(root).toHaveTextContent('plainmailbare')
  })

  it('sanitises again when the html changes', () => {
    const at = (html: string) =>
      createMemoryRouter([{ path: '/', element: <SafeHtml html={html} data-testid="body" /> }])
    const { rerender } = render(<RouterProvider router={at('<p>one</p>')} />, { wrapper: Themed })
    expect(screen.getByTestId('body')).toHaveTextContent('one')
    rerender(<RouterProvider router={at('<p>two</p><img src=x onerror="window.__xss=1">')} />)
    expect(screen.getByTestId('body')).toHaveTextContent('two')
    expect(screen.getByTestId('body').querySelector('img')).toBeNull()
  })
})

describe('sanitizeHtml', () => {
  it.each([
    ['/helpDetail?id=1', true],
    ['https://example.com/', true],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    [' /x', false],
    ['http://example.com/', false],
    ['data:text/html,hi', false],
  ])('isSafeHref(%s) is %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe)
  })

  it('returns a fragment, never a string to parse again', () => {
    expect(sanitizeHtml('<p>x</p>')).toBeInstanceOf(DocumentFragment)
  })
})
