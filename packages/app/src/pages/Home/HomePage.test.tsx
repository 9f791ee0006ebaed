import type { Ticker } from '@bourse/api-client'
import { createHandlers, tickersFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { renderRoutes } from '../../test/renderApp'
import { QuotationPage } from '../Quotation/QuotationPage'
import { HomePage } from './HomePage'
import { setupTestServer } from '../../test/server'

setupTestServer(...createHandlers())

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'quotation', Component: QuotationPage },
      { path: 'currencyTransaction', Component: () => <h1>Spot desk</h1> },
    ],
  },
]

const ticker = (symbol: string) => tickersFixture.find((t) => t.symbol === symbol) as Ticker

describe('<HomePage />', () => {
  it('ranks movers from the live tickers and re-ranks them as the stream ticks', async () => {
    const { stream } = renderRoutes(routes, ['/'])
    const gainers = await screen.findByRole('region', { name: 'Top gainers' })
    await waitFor(() => expect(within(gainers).getAllByRole('link')[0]).toHaveTextContent('DOGE'))
    const losers = screen.getByRole('region', { name: 'Top losers' })
    expect(within(losers).getAllByRole('link')[0]).toHaveTextContent('DOT')

    // ADA turns from -2.90 % to +20 %: it leads the gainers and leaves the losers.
    const ada = ticker('ADAUSDT')
    act(() => stream.emit('tickers', [{ ...ada, changeRate: '20.00', ts: ada.ts + 1000 }]))
    await waitFor(() => expect(within(gainers).getAllByRole('link')[0]).toHaveTextContent('ADA'))
    expect(within(losers).queryByText('ADA')).toBeNull()
  })

  it('shows the announcements strip honestly empty, with the way to all announcements', async () => {
    renderRoutes(routes, ['/'])
    const strip = await screen.findByRole('region', { name: 'Announcements' })
    expect(within(strip).getByText('No announcements yet.')).toBeInTheDocument()
    expect(within(strip).getByRole('link', { name: 'All announcements' })).toHaveAttribute(
      'href',
      '/noticeList',
    )
  })
})

describe('<QuotationPage />', () => {
  it('opens the spot desk of the market the user picks', async () => {
    const { router } = renderRoutes(routes, ['/quotation'])
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-symbol="SOLUSDT"]')
      expect(found).not.toBeNull()
      return found as HTMLElement
    })
    fireEvent.click(row)
    await waitFor(() => expect(router.state.location.pathname).toBe('/currencyTransaction'))
    expect(router.state.location.search).toBe('?symbol=SOLUSDT')
  })
})
