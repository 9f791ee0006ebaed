import type { RobotStartRequest } from '@bourse/api-client'
import {
  createFakeClient,
  createHandlers,
  createMockStream,
  robotRunningFixture,
  robotStepsFixture,
  type MockHandlerOptions,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { RobotPanelConnected } from './RobotPanel.connected'
import { robotMarket } from './RobotPanel.fixtures'

const BASE = 'http://exchange.test/api'

/** The connected panel on a client answered by the shared MSW handlers (no MSW server). */
function setup(options: MockHandlerOptions = {}, loggedIn = true) {
  const { client, calls } = createFakeClient(
    {},
    { baseUrl: BASE, token: null, handlers: createHandlers({ baseUrl: BASE, ...options }) },
  )
  const starts = () =>
    calls.filter((c) => c.path === '/app/robot/start').map((c) => c.body as RobotStartRequest)
  const stream = createMockStream()
  render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider
        client={client}
        stream={stream}
        locale="en"
        errorText={(code) => `translated ${code}`}
      >
        <RobotPanelConnected market={robotMarket} loggedIn={loggedIn} timeZone="UTC" />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { stream, starts }
}

describe('<RobotPanelConnected />', () => {
  it("shows the user's running run and applies pushed steps and run changes", async () => {
    const { stream } = setup()
    const log = await screen.findByRole('log', { name: 'Run steps' })
    expect(within(log).getAllByRole('listitem')).toHaveLength(7)
    expect(stream.channels()).toContain('user')

    act(() =>
      stream.emit('user', {
        type: 'robot',
        run: { ...robotRunningFixture, profit: '1.25', orderCount: 3 },
        step: {
          ...robotStepsFixture[0],
          seq: 8,
          kind: 'execute_buy',
          price: '64300',
          quantity: '0.002',
        },
      }),
    )
    const steps = within(log).getAllByRole('listitem')
    expect(steps).toHaveLength(8)
    expect(steps[0]).toHaveTextContent('Execute buy')
    expect(screen.getByText('Profit', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '+1.25 USDT',
    )

    // The same step again (a repeat after a reconnect) is not shown twice.
    act(() =>
      stream.emit('user', {
        type: 'robot',
        run: robotRunningFixture,
        step: { ...robotStepsFixture[0], seq: 8 },
      }),
    )
    expect(within(log).getAllByRole('listitem')).toHaveLength(8)
  })

  it('starts a run with a new client id per submission and shows the refusal translated', async () => {
    const { starts } = setup({ robotRuns: [] })
    await screen.findByText('Available: 8,214.56 USDT')
    fireEvent.change(screen.getByLabelText('Investment'), { target: { value: '500' } })
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start robot' }))
    await screen.findByText('translated robot.key.invalid')
    fireEvent.click(screen.getByRole('button', { name: 'Start robot' }))
    await waitFor(() => expect(starts()).toHaveLength(2))
    expect(starts()[0]).toMatchObject({
      symbol: 'BTCUSDT',
      strategy: 'grid',
      params: { rangePercent: '5', gridCount: '10' },
      investment: '500',
      secretKey: 'wrong',
    })
    expect(starts()[0]?.clientRunId).toMatch(/^[A-Za-z0-9._:-]+$/)
    expect(starts()[1]?.clientRunId).not.toBe(starts()[0]?.clientRunId)
    expect(screen.getByLabelText('Secret key')).toHaveValue('wrong')
  })

  it('shows a visitor the strategies and no run', async () => {
    setup({}, false)
    await screen.findByRole('button', { name: 'Log in' })
    expect(screen.getByRole('radio', { name: /Grid/ })).toBeChecked()
    expect(screen.queryByLabelText('Secret key')).toBeNull()
  })
})
