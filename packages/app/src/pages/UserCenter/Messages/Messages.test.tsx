import { USER_CHANNEL } from '@bourse/api-client'
import { createHandlers, securityInboxFixture, userFixture } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore } from '../../../session/atoms'
import { inboxUnreadAtom } from '../../../session/inbox'
import { setLoggedIn } from '../../../session/session'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { MessagesPage } from './Messages'

const server = setupTestServer()
let sent: { path: string; body: unknown }[] = []
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname
  if (request.method !== 'POST') return
  void request
    .clone()
    .json()
    .then((body: unknown) => sent.push({ path, body }))
})

beforeEach(() => {
  sent = []
  // A fresh in-memory inbox for every test: two unread messages, one read.
  server.use(...createHandlers())
})

function renderMessages() {
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [{ path: 'messages', Component: MessagesPage }],
      },
    ],
    ['/messages'],
  )
  act(() => setLoggedIn(appStore, userFixture))
  return view
}

const table = () => screen.findByRole('table', { name: 'Messages' })
const badge = () => screen.queryByTestId('unread-badge')

describe('<MessagesPage />', () => {
  it('lists the messages newest first in words, unread ones marked, with the count on the header badge', async () => {
    renderMessages()
    const grid = await table()
    await within(grid).findByText('Deposit of 250 USDT credited')
    const rows = within(grid).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Deposit of 250 USDT credited')
    expect(rows[0]).toHaveTextContent('Unread')
    expect(rows[1]).toHaveTextContent('Withdrawal of 0.5 ETH rejected: Address on a sanctions list')
    expect(rows[2]).toHaveTextContent('Identity verification approved')
    expect(rows[2]).toHaveTextContent('Read')
    await waitFor(() => expect(badge()).toHaveTextContent('2'))
    expect(screen.getByRole('link', { name: 'Notices, 2 unread messages' })).toHaveAttribute(
      'href',
      '/noticeList',
    )
  })

  it('marks a message read when it is opened, and the badge counts one less', async () => {
    const user = userEvent.setup()
    renderMessages()
    const grid = await table()
    await user.click(await within(grid).findByRole('button', { name: /Deposit of 250 USDT/ }))
    await waitFor(() => expect(badge()).toHaveTextContent('1'))
    expect(sent).toContainEqual({ path: '/api/app/inbox/read', body: { ids: ['3'] } })
    const row = within(grid).getByText('Deposit of 250 USDT credited').closest('tr')
    expect(row).toHaveTextContent('Read')
    expect(row).not.toHaveTextContent('Unread')
  })

  it('marks every message read at once, and the badge goes', async () => {
    const user = userEvent.setup()
    renderMessages()
    await waitFor(() => expect(badge()).toHaveTextContent('2'))
    await user.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(badge()).toBeNull())
    expect(sent).toContainEqual({ path: '/api/app/inbox/read', body: {} })
    expect(within(await table()).queryByText('Unread')).toBeNull()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })

  it('shows only unread messages when asked', async () => {
    const user = userEvent.setup()
    renderMessages()
    await within(await table()).findByText('Identity verification approved')
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByText('Identity verification approved'),
      ).toBeNull(),
    )
    expect(sent).toContainEqual({
      path: '/api/app/inbox/list',
      body: { pageIndex: 1, pageSize: 20, unreadOnly: true },
    })
  })

  it('counts a message arriving live on the badge and loads the list again', async () => {
    const { stream } = renderMessages()
    await waitFor(() => expect(badge()).toHaveTextContent('2'))
    const lists = sent.filter((s) => s.path === '/api/app/inbox/list').length
    act(() =>
      stream.emit(USER_CHANNEL, {
        type: 'inbox',
        message: {
          id: '4',
          kind: 'mining_payout',
          params: { pool: 'BTC pool', amount: '0.0001', currency: 'BTC' },
          read: false,
          createdAt: 1_795_000_000_000,
        },
      }),
    )
    expect(badge()).toHaveTextContent('3')
    expect(appStore.get(inboxUnreadAtom)).toBe(3)
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/api/app/inbox/list').length).toBe(lists + 1),
    )
  })

  it('words security and new-device notices, each with the anti-phishing code', async () => {
    server.use(
      ...createHandlers({ growth: { inbox: securityInboxFixture, antiPhishing: 'blue heron 42' } }),
    )
    renderMessages()
    const grid = await table()
    const change = await within(grid).findByRole('button', { name: /Your fund password was set/ })
    expect(change).toHaveTextContent(
      /^Your fund password was set\. Withdrawals are paused until .+\. Not you\? Contact support or use the link in the mail we sent\.$/,
    )
    expect(
      within(grid).getByRole('button', {
        name: 'New sign-in from Firefox 140 on Windows, address 203.0.113.7',
      }),
    ).toBeVisible()
    const rows = within(grid).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row).toHaveTextContent('Anti-phishing code: blue heron 42')
  })

  it('shows no anti-phishing line while the user has set no phrase', async () => {
    renderMessages()
    await within(await table()).findByText('Deposit of 250 USDT credited')
    expect(screen.queryByText(/Anti-phishing code/)).toBeNull()
  })
})
