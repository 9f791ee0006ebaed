import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../api/client'
import { rootLoader, shouldRevalidateRoot } from '../../router/rootLoader'
import { appStore, loginFlagAtom, sessionExpiredAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { AppLayout } from './AppLayout'
import { setupTestServer } from '../../test/server'

const server = setupTestServer(...createHandlers())

afterEach(() => {
  appStore.set(sessionExpiredAtom, false)
})

/** A page that loads the coin list, as the home page does. */
function CoinsPage() {
  useEffect(() => {
    apiClient
      .post('/app/product/coinList', { body: { pageIndex: 1, pageSize: 100 } })
      .catch(() => undefined)
  }, [])
  return <h1>Coins</h1>
}

const routes = [
  {
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: AppLayout,
    children: [
      { index: true, Component: CoinsPage },
      { path: 'other', Component: () => <h1>Other</h1> },
    ],
  },
]

describe('<AppLayout />', () => {
  it('shows a failed call as a toast in the active language', async () => {
    server.use(
      http.post('/api/app/product/coinList', () =>
        errorResponse('rate.limited', 429, 'Too Many Requests'),
      ),
    )
    renderRoutes(routes, ['/'])
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeVisible()
  })

  it('raises the "Session expired!" alert with a Re-login button when the session has expired', async () => {
    server.use(
      http.get('/api/app/account/getUserInfo', () => errorResponse('login.session.expired', 401)),
    )
    const { router } = renderRoutes(routes, ['/'])
    // renderRoutes starts without a token; the next navigation carries one the server has expired.
    localStorage.setItem('bourse:ticket', 'old')
    await router.navigate('/other')
    const alert = await screen.findByRole('alertdialog', { name: 'Session expired!' })
    expect(alert).toBeVisible()
    expect(screen.getByRole('button', { name: 'Re-login' })).toBeVisible()
    expect(appStore.get(loginFlagAtom)).toBe(0)
    expect(localStorage.getItem('bourse:ticket')).toBeNull()
  })

  it('scrolls to the top and calls getUserInfo on a route change, and on a query change neither', async () => {
    const userInfoCalls: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/getUserInfo')) userInfoCalls.push(url.pathname)
    })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    try {
      const { router } = renderRoutes(routes, ['/'])
      await screen.findByRole('heading', { name: 'Coins' })
      await waitFor(() => expect(scrollTo).toHaveBeenCalled())
      // Signed in from here on (renderRoutes starts signed out).
      localStorage.setItem('bourse:ticket', 'tok')
      const settle = () => waitFor(() => expect(router.state.navigation.state).toBe('idle'))
      scrollTo.mockClear()
      userInfoCalls.length = 0

      await router.navigate('/?tab=history&pageIndex=2')
      await settle()
      expect(scrollTo).not.toHaveBeenCalled()
      expect(userInfoCalls).toEqual([])

      await router.navigate('/other')
      await screen.findByRole('heading', { name: 'Other' })
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
      expect(userInfoCalls).toHaveLength(1)
    } finally {
      scrollTo.mockRestore()
      server.events.removeAllListeners('request:start')
      localStorage.removeItem('bourse:ticket')
    }
  })
})
