import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { inboxUnreadAtom } from '../../session/inbox'
import { setLoggedIn } from '../../session/session'
import { renderRoutes } from '../../test/renderApp'
import { Header } from './Header'
import { setupTestServer } from '../../test/server'

setupTestServer(...createHandlers({ config: { custom_line: 'bourse-line-id' } }))

const routes = [
  { path: '/', Component: Header },
  { path: '/login', Component: () => <h1>Login page</h1> },
  { path: '/register', Component: () => <h1>Register page</h1> },
  { path: '/accountSet', Component: () => <h1>Account settings</h1> },
]

describe('<Header />', () => {
  it('offers login and register to visitors, with statusType and replace navigation', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/'])
    expect(screen.queryByTestId('user-menu')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(router.state.location.search).toBe('?statusType=1'))
    expect(router.state.location.pathname).toBe('/register')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('shows the nickName with the account links, notices and download when logged in', async () => {
    renderRoutes(routes, ['/'])
    setLoggedIn(appStore, userFixture)
    const menu = await screen.findByTestId('user-menu')
    expect(menu).toHaveTextContent(userFixture.nickName)
    expect(screen.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/noticeList')
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/down')
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })

  it('puts the unread count on the notice icon, whose card links to announcements and messages', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, ['/'])
    setLoggedIn(appStore, userFixture)
    expect(await screen.findByRole('link', { name: 'Notices' })).toBeVisible()
    expect(screen.queryByTestId('unread-badge')).toBeNull()
    act(() => appStore.set(inboxUnreadAtom, 120))
    const notices = await screen.findByRole('link', { name: 'Notices, 99+ unread messages' })
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+')
    await user.hover(notices)
    const card = await screen.findByRole('list', { name: 'Announcements and messages' })
    expect(within(card).getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/noticeList',
    )
    expect(within(card).getByRole('link', { name: 'Messages (120)' })).toHaveAttribute(
      'href',
      '/messages',
    )
  })

  it('opens account settings when the nickName itself is clicked', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/'])
    setLoggedIn(appStore, userFixture)
    const nick = await screen.findByTestId('user-menu')
    expect(nick).toHaveAttribute('href', '/accountSet')
    await user.click(nick)
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountSet'))
  })

  it('logs out: server call, session cleared, token removed, /login replacing the page', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, ['/'])
    localStorage.setItem('bourse:ticket', 'tok')
    setLoggedIn(appStore, userFixture)
    await user.hover(await screen.findByTestId('user-menu'))
    const card = await screen.findByRole('list', { name: 'Account menu' })
    expect(within(card).getByRole('link', { name: userFixture.nickName })).toHaveAttribute(
      'href',
      '/accountSet',
    )
    expect(within(card).getByRole('link', { name: 'Current orders' })).toHaveAttribute(
      'href',
      '/commin?active=1',
    )
    expect(within(card).getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/commin?active=2',
    )
    await user.click(within(card).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?statusType=0')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(appStore.get(loginFlagAtom)).toBe(0)
    expect(localStorage.getItem('bourse:ticket')).toBeNull()
  })

  it('opens customer service with the configured LINE id, copyable', async () => {
    // user-event provides the clipboard the copy button writes to.
    const user = userEvent.setup()
    renderRoutes(routes, ['/'])
    await user.click(screen.getByRole('button', { name: 'Customer service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' })
    expect(await within(dialog).findByText('bourse-line-id')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Copy the LINE ID' }))
    expect(await screen.findByText('Copy succeeded')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe('bourse-line-id')
  })
})
