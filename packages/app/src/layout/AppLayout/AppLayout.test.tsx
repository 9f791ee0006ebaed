import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
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
    children: [{ index: true, Component: CoinsPage }],
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
    await router.navigate('/?again=1')
    const alert = await screen.findByRole('alertdialog', { name: 'Session expired!' })
    expect(alert).toBeVisible()
    expect(screen.getByRole('button', { name: 'Re-login' })).toBeVisible()
    expect(appStore.get(loginFlagAtom)).toBe(0)
    expect(localStorage.getItem('bourse:ticket')).toBeNull()
  })
})
