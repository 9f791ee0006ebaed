import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PositionTable } from './PositionTable'
import {
  fixtureFuturesMarkets,
  fixturePositions,
  fixtureUnleveraged,
} from './PositionTable.fixtures'

const meta = {
  title: 'Widgets/PositionTable',
  component: PositionTable,
  tags: ['autodocs', 'stable'],
  args: {
    positions: fixturePositions,
    markets: fixtureFuturesMarkets,
    status: 'ready',
    loggedIn: true,
    timeZone: 'UTC',
    onClose: fn(),
    onCloseAll: fn(),
    onEditTpSl: fn(async () => undefined),
    onShare: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
} satisfies Meta<typeof PositionTable>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const dataRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Positions' }))
    .getAllByRole('row')
    .slice(1)
const column = (rows: HTMLElement[], index: number) =>
  rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent)

/** Longs and shorts in profit and at a loss, newest first, with every live figure. */
export const Positions: Story = {
  name: 'Open positions',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas)
    await expect(rows).toHaveLength(3)
    await expect(column(rows, 0)).toEqual(['BTCUSDTLong10x', 'BTCUSDTShort100x', 'ETHUSDTShort20x'])
    // The contract multiplier: the base quantity of one lot.
    await expect(column(rows, 2)).toEqual(['0.001', '0.001', '0.01'])
    await expect(column(rows, 3)).toEqual(['63,000.00', '64,000.00', '3,100.00'])
    await expect(column(rows, 7)).toEqual(['+3.7515', '-0.501', '-1.021'])
    await expect(column(rows, 8)).toEqual(['+19.84%', '-39.14%', '-13.20%'])
    await expect(column(rows, 10)).toEqual(['56,984.93', '64,318.40', '3,238.49'])
    await expect(column(rows, 11)).toEqual([
      '68,000.00 / 60,000.00Last',
      '– / –',
      '– / 3,200.00Mark',
    ])
    // The close (settlement) fee the server estimates at the mark price, before closing.
    await expect(column(rows, 12)?.[2]).toBe('Open 0.0775Est. close 0.078Holding 0.0156')
    await expect(column(rows, 13)?.[0]).toBe('11/18/2026, 10:56:40')

    await userEvent.click(canvas.getByRole('button', { name: 'Close Short ETHUSDT' }))
    await expect(args.onClose).toHaveBeenCalledWith({ orderId: 'p-2' })
  },
}

/** A 100x short near its liquidation price: the risk rate is flagged. */
export const HighRisk: Story = {
  name: 'High risk',
  args: { positions: [fixturePositions[2] as (typeof fixturePositions)[number]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [row] = dataRows(canvas)
    await expect(within(row as HTMLElement).getByText('82.47%')).toBeVisible()
    await expect(within(row as HTMLElement).getByText('High risk')).toBeVisible()
  },
}

/** A 1x long cannot be liquidated: no liquidation price. */
export const Unleveraged: Story = {
  name: 'Unleveraged (1x)',
  args: { positions: [fixtureUnleveraged] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(column(dataRows(canvas), 10)).toEqual(['None'])
  },
}

/** A failed close shows above the table. */
export const CloseFailed: Story = {
  name: 'Close failed',
  args: {
    closing: ['p-3'],
    actionError: { orderId: 'p-2', message: 'The position is not open.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The position is not open.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close Short BTCUSDT' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Empty: Story = {
  args: { positions: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No open positions')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Close all' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { positions: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Positions' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { positions: [], status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Positions could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const SignedOut: Story = {
  name: 'Signed out',
  args: { positions: [], loggedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {}
