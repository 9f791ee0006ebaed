import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RobotPanel } from './RobotPanel'
import {
  endedDetail,
  robotAvailable,
  robotMarket,
  robotStrategies,
  runningDetail,
} from './RobotPanel.fixtures'

const meta = {
  title: 'Widgets/RobotPanel',
  component: RobotPanel,
  tags: ['autodocs', 'stable'],
  args: {
    market: robotMarket,
    strategies: robotStrategies,
    available: robotAvailable,
    run: null,
    steps: [],
    orders: [],
    status: 'ready',
    loggedIn: true,
    locale: 'en',
    timeZone: 'UTC',
    now: () => FIXTURE_NOW,
    onStart: fn(async () => undefined),
    onStop: fn(),
    onLogin: fn(),
    onGetKeyRequest: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
} satisfies Meta<typeof RobotPanel>

export default meta
type Story = StoryObj<typeof meta>

const fact = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling

/** Grid with its defaults; switching to mean reversion shows its parameters; a valid form starts. */
export const Idle: Story = {
  name: 'Ready to start',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /Grid/ })).toBeChecked()
    await expect(canvas.getByLabelText('Price range (%)')).toHaveValue('5')
    await expect(canvas.getByLabelText('Grid lines')).toHaveValue('10')
    await expect(fact(canvas, 'Starting amount')).toHaveTextContent('100.00 USDT')
    await expect(fact(canvas, 'Run time')).toHaveTextContent('3 min')
    await expect(canvas.getByText('Available: 8,214.56 USDT')).toBeVisible()

    await userEvent.click(canvas.getByText('Mean reversion'))
    await expect(canvas.queryByLabelText('Grid lines')).toBeNull()
    await expect(canvas.getByLabelText('Average window (ticks)')).toHaveValue('20')
    await expect(canvas.getByLabelText('Band width (%)')).toHaveValue('1')
    await expect(canvas.getByLabelText('Order size (% of investment)')).toHaveValue('20')
    await expect(fact(canvas, 'Starting amount')).toHaveTextContent('200.00 USDT')

    await userEvent.type(canvas.getByLabelText('Investment'), '500')
    await userEvent.type(canvas.getByLabelText('Secret key'), 'rk-secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Start robot' }))
    await expect(args.onStart).toHaveBeenCalledWith({
      strategy: 'mean_reversion',
      params: { windowSize: '20', bandPercent: '1', orderPercent: '20' },
      investment: '500',
      secretKey: 'rk-secret',
    })
  },
}

/** A live run: newest step first, profit in the rising tone, time left; stopping asks first. */
export const Running: Story = {
  args: { run: runningDetail.run, steps: runningDetail.steps, orders: runningDetail.orders },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const log = canvas.getByRole('log', { name: 'Run steps' })
    await expect(log).toHaveAttribute('aria-live', 'polite')
    const steps = within(log).getAllByRole('listitem')
    await expect(steps).toHaveLength(7)
    await expect(steps[0]).toHaveTextContent('Fetch market price')
    await expect(steps[1]).toHaveTextContent('Execute sell')
    await expect(steps[1]).toHaveTextContent('Price 64,330.00 · Quantity 0.00100 BTC')
    await expect(steps[6]).toHaveTextContent('Start')
    await expect(fact(canvas, 'Profit')).toHaveTextContent('+0.0305 USDT')
    await expect(fact(canvas, 'Profit rate')).toHaveTextContent('+0.0061%')
    await expect(fact(canvas, 'Held BTC')).toHaveTextContent('0.00100 BTC')
    await expect(fact(canvas, 'Time left')).toHaveTextContent('02:00')
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Stop robot' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Stop the robot?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }))
    await expect(args.onStop).toHaveBeenCalledWith({ runId: 'r-1' })
  },
}

/** The result of an ended run: why it ended, its profit and its last steps. */
export const Ended: Story = {
  name: 'Run ended',
  args: { run: endedDetail.run, steps: endedDetail.steps, orders: endedDetail.orders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(fact(canvas, 'Result')).toHaveTextContent('Completed')
    await expect(fact(canvas, 'Profit')).toHaveTextContent('+0.84 USDT')
    await expect(canvas.queryByText('Time left')).toBeNull()
    await expect(within(canvas.getByRole('log')).getAllByRole('listitem')[0]).toHaveTextContent(
      'End',
    )
    await expect(canvas.getByRole('button', { name: 'Run again' })).toBeVisible()
  },
}

/** A visitor sees the strategies and is asked to log in. */
export const Visitor: Story = {
  args: { loggedIn: false, available: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Log in to run a quantitative robot on this market.'),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Secret key')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { status: 'loading', strategies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status', { name: 'Loading the robot…' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: /Quantitative robot/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', strategies: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The robot could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {}
