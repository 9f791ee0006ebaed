import { createHandlers } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '../../format'
import { contentFixture, contentHandlers } from '../../test/contentHandlers'
import { contentPageRenderer } from '../../test/contentPages'
import { setupTestServer } from '../../test/server'
import { SEARCH_DEBOUNCE_MS } from './ArticleList'
import {
  HelpCenterPage,
  HelpDetailPage,
  InformationListPage,
  NoticeDetailPage,
  NoticeListPage,
  WhitePaperPage,
} from './pages'

const server = setupTestServer(...createHandlers())

const renderPage = contentPageRenderer(server, [
  { path: 'noticeList', Component: NoticeListPage },
  { path: 'helpCenter', Component: HelpCenterPage },
  { path: 'informationList', Component: InformationListPage },
  { path: 'detail', Component: NoticeDetailPage },
  { path: 'helpDetail', Component: HelpDetailPage },
  { path: 'informationTwo', Component: WhitePaperPage },
  { path: 'recharge', Component: () => <h1>Deposit page</h1> },
])

const list = () => screen.findByRole('region', { name: 'Announcements' })

afterEach(async () => {
  vi.useRealTimers()
  if (i18next.language !== 'en') await i18next.changeLanguage('en')
})

describe('<ArticleList />', () => {
  it('lists a page of announcements, pinned first, linked to their detail with date and summary', async () => {
    const { sent } = renderPage('/noticeList')
    const region = await list()
    const links = await within(region).findAllByRole('link')
    expect(links).toHaveLength(12)
    // Notice 1 is the oldest but pinned; then the newest first.
    expect(links[0]).toHaveTextContent('Notice 1')
    expect(links[0]).toHaveAttribute('href', '/detail?id=100')
    expect(links[1]).toHaveTextContent('Notice 12')
    const first = links[0]!.closest('li')!
    expect(within(first).getByText('Pinned')).toBeVisible()
    expect(within(links[1]!.closest('li')!).queryByText('Pinned')).toBeNull()
    const published = contentFixture().find((a) => a.id === '100' && a.lang === 'en')!.publishedAt
    expect(within(first).getByText(formatDate(published))).toBeVisible()
    expect(within(first).getByText('Summary of notice 1')).toBeVisible()
    expect(within(region).getByText('Page 1 of 1 · 12 articles')).toBeVisible()
    // 20 a page by default, like every table; the spec's sizes are offered.
    expect(sent.lists).toEqual([
      { kind: 'notice', lang: 'en', q: null, pageIndex: '1', pageSize: '20' },
    ])
    const sizes = within(region).getByRole('combobox', { name: 'Articles per page' })
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['10', '20', '30', '50', '70', '100', '200'])
    expect(sizes).toHaveValue('20')
  })

  it('keeps the page in the URL and asks the server for it', async () => {
    const { router, sent } = renderPage('/noticeList?page=2&size=10')
    const region = await list()
    await within(region).findByText('Page 2 of 2 · 12 articles')
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Notice 3', 'Notice 2'])
    expect(sent.lists.at(-1)).toMatchObject({ pageIndex: '2', pageSize: '10' })

    fireEvent.click(within(region).getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'))
    await within(region).findByText('Page 1 of 2 · 12 articles')
    expect(sent.lists.at(-1)).toMatchObject({ pageIndex: '1' })
    fireEvent.click(within(region).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&page=2'))
  })

  it('searches after a pause in typing, back on page 1, with q in the URL and the request', async () => {
    const { router, sent } = renderPage('/noticeList?page=2&size=10')
    const region = await list()
    await within(region).findByText('Page 2 of 2 · 12 articles')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const box = screen.getByRole('searchbox', { name: 'Search announcements' })
    fireEvent.change(box, { target: { value: 'maint' } })
    fireEvent.change(box, { target: { value: 'maintenance ' } })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50))
    expect(router.state.location.search).toBe('?page=2&size=10')
    act(() => void vi.advanceTimersByTime(100))
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&q=maintenance'))
    await within(region).findByText('Notice 5')
    expect(within(region).getAllByRole('link')).toHaveLength(1)
    // Only the settled text was sent, once.
    expect(sent.lists.filter((l) => l.q !== null)).toEqual([
      { kind: 'notice', lang: 'en', q: 'maintenance', pageIndex: '1', pageSize: '10' },
    ])
    expect(box).toHaveValue('maintenance ')
  })

  it('searches at once on Enter', async () => {
    const { router, sent } = renderPage('/helpCenter')
    await screen.findByRole('link', { name: 'How to deposit' })
    const box = screen.getByRole('searchbox', { name: 'Search the help centre' })
    fireEvent.change(box, { target: { value: 'deposit' } })
    fireEvent.submit(box.closest('form')!)
    await waitFor(() => expect(router.state.location.search).toBe('?q=deposit'))
    await waitFor(() => expect(sent.lists.at(-1)).toMatchObject({ kind: 'help', q: 'deposit' }))
    expect(await screen.findByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'href',
      '/helpDetail?id=200',
    )
  })

  it('says when a search finds nothing', async () => {
    renderPage('/noticeList?q=zzz')
    expect(await screen.findByText('Nothing matches “zzz”')).toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'Search announcements' })).toHaveValue('zzz')
  })

  it('says plainly when nothing is published', async () => {
    const { sent } = renderPage('/informationList', { articles: [] })
    expect(await screen.findByText('No information articles yet.')).toBeVisible()
    expect(sent.lists[0]).toMatchObject({ kind: 'information' })
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).toBeNull()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    renderPage('/noticeList', { failWith: { code: 'system.error', status: 500 } })
    expect(await screen.findByText('The articles could not be loaded.')).toBeVisible()
    server.use(...contentHandlers().handlers)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Notice 12' })).toBeVisible()
  })
})

describe('<ArticleDetail />', () => {
  it('shows the title, date and sanitised body, with a way back to the list', async () => {
    const { router, sent } = renderPage('/helpDetail?id=200')
    expect(await screen.findByRole('heading', { level: 1, name: 'How to deposit' })).toBeVisible()
    // happy-dom misleads DOMPurify, so SafeHtml shows the text alone here (its jsdom and Chromium
    // tests cover the markup); either way nothing of the payload is left.
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('Open Deposit.')
    expect(main.querySelector('script, img, [onerror]')).toBeNull()
    expect(screen.getByText(/^Published /)).toBeVisible()
    expect(screen.queryByText(/not yet available in your language/)).toBeNull()
    expect(sent.articles).toEqual([{ id: '200', lang: 'en' }])
    fireEvent.click(within(main).getByRole('link', { name: 'Help centre' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpCenter'))
  })

  it('notes when the article is shown in English for want of a translation', async () => {
    await i18next.changeLanguage('ti')
    i18next.addResourceBundle('ti', 'app', i18next.getResourceBundle('en', 'app'))
    const { sent } = renderPage('/helpDetail?id=200')
    expect(
      await screen.findByText(
        'This article is not yet available in your language, so it is shown in English.',
      ),
    ).toBeVisible()
    expect(sent.articles).toEqual([{ id: '200', lang: 'ti' }])
  })

  it('shows no note when the article is in the asked language', async () => {
    await i18next.changeLanguage('ti')
    i18next.addResourceBundle('ti', 'app', i18next.getResourceBundle('en', 'app'))
    renderPage('/detail?id=100')
    expect(await screen.findByRole('heading', { level: 1, name: 'ประกาศ 1' })).toBeVisible()
    expect(screen.queryByText(/not yet available in your language/)).toBeNull()
  })

  it('shows the missing-article page for an unknown id, and for a malformed one without asking', async () => {
    const { sent } = renderPage('/detail?id=999')
    expect(await screen.findByText('This article does not exist.')).toBeVisible()
    expect(screen.getByText('This article is not available')).toBeVisible()
    expect(sent.articles).toEqual([{ id: '999', lang: 'en' }])
    fireEvent.click(screen.getByRole('button', { name: 'All announcements' }))
    expect(await list()).toBeVisible()
  })

  it('does not ask the server about an id the contract would refuse', async () => {
    const { sent } = renderPage('/detail?id=abc')
    expect(await screen.findByText('This article does not exist.')).toBeVisible()
    expect(sent.articles).toEqual([])
  })
})

describe('<WhitePaperPage />', () => {
  it('shows the white paper page by slug at /informationTwo', async () => {
    const { sent } = renderPage('/informationTwo')
    const main = screen.getByRole('main')
    await waitFor(() => expect(main).toHaveTextContent('Text of white-paper'))
    expect(main.querySelector('a[href^="javascript"]')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'White paper' })).toBeVisible()
    expect(sent.articles).toEqual([{ slug: 'white-paper', lang: 'en' }])
  })
})
