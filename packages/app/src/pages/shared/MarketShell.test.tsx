import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { act, fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { MarketShell } from './MarketShell'

const server = setupTestServer(...createHandlers())

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      {
        path: 'desk',
        Component: () => (
          <MarketShell path="/desk" title="Desk">
            {(market) => <p>Desk of {market.symbol}</p>}
          </MarketShell>
        ),
      },
    ],
  },
]

afterEach(() => vi.restoreAllMocks())

describe('<MarketShell />', () => {
  it('says so when offline, and loads by itself once the browser is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.use(http.get('/api/app/market/list', () => HttpResponse.error(), { once: true }))
    renderRoutes(routes, ['/desk?symbol=ETHUSDT'])
    expect(
      await screen.findByText(
        'You are offline. The market loads again as soon as you are back online.',
      ),
    ).toBeVisible()
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('Desk of ETHUSDT')).toBeVisible()
  })

  it('offers a retry when the list fails online, and does not retry by itself', async () => {
    let calls = 0
    server.use(
      http.get('/api/app/market/list', () => {
        calls += 1
        return errorResponse('request.invalid', 400, 'bad')
      }),
    )
    renderRoutes(routes, ['/desk?symbol=ETHUSDT'])
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByText('The market could not be loaded.')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls).toBe(1)
    server.resetHandlers()
    fireEvent.click(retry)
    expect(await screen.findByText('Desk of ETHUSDT')).toBeVisible()
  })
})
