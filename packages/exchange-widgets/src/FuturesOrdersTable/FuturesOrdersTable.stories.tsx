import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FuturesOrdersTable } from './FuturesOrdersTable'
import {
  fixtureClosedOrders,
  fixtureFuturesMarkets,
  fixtureHistoryOrders,
  fixturePendingOrders,
} from './FuturesOrdersTable.fixtures'

const meta = {
  title: 'Widgets/FuturesOrdersTable',
  component: FuturesOrdersTable,
  tags: ['autodocs', 'stable'],
  args: {
    view: 'current',
    orders: fixturePendingOrders,
    markets: fixtureFuturesMarkets,
    status: 'ready',
    loggedIn: true,
    timeZone: 'UTC',
    onCancel: fn(),
    onPageChange: fn(),
    onFiltersChange: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
  // The closed and history views (multiplier, fees on three lines, cancel time) ask for more room.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 1180 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof FuturesOrdersTable>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1)
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent)

/** Pending limit orders with leverage, margin and TP/SL; a row's cancel reports its id. */
export const Current: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas, 'Open orders')
    await expect(rows).toHaveLength(2)
    await expect(cells(rows[0]).slice(0, 7)).toEqual([
      'BTC/USDT',
      'Long',
      '20x',
      '63,500.00',
      '2',
      '6.35',
      '66,000.00 / 62,000.00',
    ])
    await expect(cells(rows[1])[6]).toBe('— / —')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Short ETH/USDT at 3,200.00' }))
    await expect(args.onCancel).toHaveBeenCalledWith({ orderId: 'f-11' })
  },
}

/**
 * Closed positions: the contract multiplier, realised PnL and yield in the rise/fall colours, the
 * close method translated, and the open, close and holding fees each on its line.
 */
export const Closed: Story = {
  args: { view: 'closed', orders: fixtureClosedOrders, total: 3, filters: true },
  parameters: { width: 1400 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas, 'Closed positions')
    await expect(cells(rows[0]).slice(0, 10)).toEqual([
      'BTC/USDT',
      'Long',
      '10x',
      '63,000.00',
      '64,900.00',
      '3',
      '0.001',
      '+5.6026',
      '+29.64%',
      'Take profit',
    ])
    // The close fee apart from the open fee and the holding fees.
    await expect(cells(rows[0])[10]).toMatch(/^Open [\d.]+Close [\d.]+Holding [\d.]+$/)
    await expect(cells(rows[1])).toEqual(expect.arrayContaining(['Stop loss', '-2.5787']))
    await expect(cells(rows[2])).toEqual(
      expect.arrayContaining(['Liquidation', '-1.28', '-100.00%']),
    )
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Side' }), 'short')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { symbol: '', side: 'short' },
    })
  },
}

/**
 * Closed and cancelled records with their status, multiplier, fees apart, close time and cancel
 * time, paged by the server.
 */
export const History: Story = {
  args: { view: 'history', orders: fixtureHistoryOrders, total: 24, filters: true },
  parameters: { width: 1400 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas, 'Order history')
    await expect(rows).toHaveLength(4)
    await expect(cells(rows[3])).toEqual(expect.arrayContaining(['60,000.00', 'Cancelled']))
    // A cancelled order has a cancel time and no close time; a closed one the other way round.
    const [closeTime, cancelTime] = cells(rows[3]).slice(-2)
    await expect(closeTime).toBe('—')
    await expect(cancelTime).toMatch(/2026/)
    await expect(cells(rows[0]).at(-1)).toBe('—')
    await expect(canvas.getByRole('columnheader', { name: 'Cancel time' })).toBeVisible()
    await expect(canvas.getAllByRole('columnheader', { name: 'Contract multiplier' })).toHaveLength(
      1,
    )
    await expect(canvas.getByText('Page 1 of 2 · 24 rows')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 20 })
  },
}

/** A failed cancel says why above the table; the row's button is busy while cancelling. */
export const CancelFailed: Story = {
  args: {
    cancelling: ['f-12'],
    cancelError: { orderId: 'f-11', message: 'The order is no longer pending.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The order is no longer pending.')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { orders: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open orders')).toBeVisible()
  },
}

export const Loading: Story = { args: { orders: [], status: 'loading' } }

export const ErrorState: Story = {
  name: 'Error',
  args: { view: 'history', status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Orders could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalled()
  },
}

/** Every prop in the Controls panel. */
export const Playground: Story = {}
