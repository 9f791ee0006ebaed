import type { FeeLevel, FeeSchedule, MyFeeLevel } from '@bourse/api-client'
import { createHandlers, errorResponse, successEnvelope } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { FeeLevelsPage, progressPercent } from './FeeLevelsPage'

const level = (n: number, min: string, maker: string, taker: string): FeeLevel => ({
  level: n,
  minVolumeBtc: min,
  makerRate: maker,
  takerRate: taker,
})
const LEVELS = [
  level(0, '0', '0.001', '0.001'),
  level(1, '10', '0.0009', '0.001'),
  level(2, '50', '0.0008', '0.0009'),
]
const SCHEDULE: FeeSchedule = {
  levels: LEVELS,
  computeAt: '00:00',
  effectiveAt: '04:00',
  timeZone: '+08:00',
}
const EFFECTIVE = Date.UTC(2026, 10, 19, 20, 0, 0)
const MINE: MyFeeLevel = {
  current: LEVELS[1] as FeeLevel,
  volume30dBtc: '22.5',
  computedAt: Date.UTC(2026, 10, 19, 16, 0, 0),
  next: LEVELS[2] as FeeLevel,
  pending: { level: 2, effectiveAt: EFFECTIVE },
}

const server = setupTestServer(...createHandlers())

function renderPage(
  options: { loggedIn?: boolean; levels?: () => Response; mine?: () => Response } = {},
) {
  server.use(
    http.get(
      '/api/app/fees/levels',
      options.levels ?? (() => HttpResponse.json(successEnvelope(SCHEDULE))),
    ),
    http.get(
      '/api/app/fees/mine',
      options.mine ?? (() => HttpResponse.json(successEnvelope(MINE))),
    ),
  )
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { path: 'rateStandard', Component: FeeLevelsPage },
          { path: 'login', Component: () => <h1>Login page</h1> },
        ],
      },
    ],
    ['/rateStandard'],
  )
  if (options.loggedIn) act(() => appStore.set(loginFlagAtom, 1))
  return view
}

describe('progressPercent', () => {
  it.each([
    ['0', '10', '0'],
    ['2.5', '10', '25'],
    ['22.5', '50', '45'],
    ['1', '3', '33.33'],
    ['60', '50', '100'],
  ])('%s BTC of %s is %s %%', (volume, next, percent) => {
    expect(progressPercent(volume, next)).toBe(percent)
  })
})

describe('<FeeLevelsPage />', () => {
  it('shows the rules and the level table with volumes and rates as percentages', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Fee levels' })).toBeVisible()
    expect(screen.getByText(/computed every day at 0:00 \(GMT\+8\)/)).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Levels and rates' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      )
    expect(cells).toEqual([
      ['VIP0', '≥ 0 BTC', '0.10%', '0.10%'],
      ['VIP1', '≥ 10 BTC', '0.09%', '0.10%'],
      ['VIP2', '≥ 50 BTC', '0.08%', '0.09%'],
    ])
  })

  it('asks a visitor to log in for their rate level', async () => {
    const { router } = renderPage()
    const mine = screen.getByRole('region', { name: 'My rate level' })
    expect(
      within(mine).getByText('Log in to see your rate level and your 30-day volume.'),
    ).toBeVisible()
    fireEvent.click(within(mine).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows a signed-in user their level, rates, volume, progress and the pending level', async () => {
    renderPage({ loggedIn: true })
    const mine = screen.getByRole('region', { name: 'My rate level' })
    expect(await within(mine).findByText('VIP1')).toBeVisible()
    expect(within(mine).getByText('Maker 0.09% · Taker 0.10%')).toBeVisible()
    expect(within(mine).getByText('22.50 BTC')).toBeVisible()
    expect(within(mine).getByText('27.50 BTC more to reach VIP2')).toBeVisible()
    const bar = within(mine).getByRole('progressbar', { name: 'Progress to VIP2' })
    expect(bar).toHaveAttribute('aria-valuenow', '45')
    expect(within(mine).getByText(/^VIP2 takes effect on/)).toBeVisible()
  })

  it('says so when the level table or the user level cannot be loaded, and retries', async () => {
    let fail = true
    renderPage({
      loggedIn: true,
      levels: () =>
        fail ? errorResponse('system.error', 500) : HttpResponse.json(successEnvelope(SCHEDULE)),
      mine: () => errorResponse('system.error', 500),
    })
    expect(await screen.findByText('The fee levels could not be loaded.')).toBeVisible()
    expect(await screen.findByText('Your rate level could not be loaded.')).toBeVisible()
    fail = false
    const table = screen.getByRole('region', { name: 'Levels and rates' })
    fireEvent.click(within(table).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Levels and rates' })).toBeVisible()
  })
})
