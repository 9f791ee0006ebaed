import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrdersTable } from './OrdersTable'
import {
  fixtureAllMarketsHistory,
  fixtureAllMarketsOpen,
  fixtureHistoryOrders,
  fixtureMarkets,
  fixtureOpenOrders,
  manyOpenOrders,
} from './OrdersTable.fixtures'

const meta = {
  title: 'Widgets/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs', 'stable'],
  args: {
    mode: 'current',
    orders: fixtureOpenOrders,
    markets: fixtureMarkets,
    status: 'ready',
    loggedIn: true,
    timeZone: 'UTC',
    onCancel: fn(),
    onCancelAll: fn(),
    onPageChange: fn(),
    onFiltersChange: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1180 }}>{Story()}</div>],
} satisfies Meta<typeof OrdersTable>

export default meta
type Story = StoryObj<typeof meta>

/** The data rows (the header row left out). */
const dataRows = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1)
const firstCells = (rows: HTMLElement[], column: number) =>
  rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent)

/** Open orders: a row's cancel reports its id; "Cancel all" asks first, then reports every id. */
export const Current: Story = {
  name: 'Open orders',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas, 'Current orders')
    await expect(rows).toHaveLength(2)
    await expect(firstCells(rows, 3)).toEqual(['66,000.00', '62,500.00'])
    await expect(within(rows[0] as HTMLElement).getByText('Partially filled')).toBeVisible()
    await expect(within(rows[0] as HTMLElement).getByText('(40.00%)')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Buy BTC/USDT at 62,500.00' }))
    await expect(args.onCancel).toHaveBeenCalledWith({ orderId: 'o-3' })

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all' }))
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'Cancel all open orders?' })
    await expect(dialog).toHaveTextContent('2 open orders will be cancelled')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep orders' }))
    await expect(args.onCancelAll).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel all' }))
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Cancel all orders' }),
    )
    await expect(args.onCancelAll).toHaveBeenCalledWith({ orderIds: ['o-3', 'o-4'] })
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
  },
}

/**
 * Finished orders, paged by the server: the pager reports the page and size asked for; a market
 * buy by amount shows its budget in quote and "Market" as its price; a cancelled order says why.
 */
export const History: Story = {
  name: 'Order history',
  args: {
    mode: 'history',
    orders: fixtureHistoryOrders,
    total: 45,
    pageIndex: 1,
    pageSize: 20,
    filters: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas, 'Order history')
    await expect(rows).toHaveLength(2)
    // Same time: the newer id first (the cancelled limit sell, then the market buy).
    await expect(within(rows[0] as HTMLElement).getByText('By you')).toBeVisible()
    await expect(firstCells(rows, 3)).toEqual(['70,000.00', 'Market'])
    await expect(firstCells(rows, 4)).toEqual(['0.01000', '1,285.44 USDT'])
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull()

    await expect(canvas.getByText('Page 1 of 3 · 45 rows')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 20 })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50')
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 50 })

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Side' }), 'sell')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), '1w')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { symbol: '', side: 'sell', status: '', period: '1w' },
    })
  },
}

/**
 * Sorted by price, lowest first. Price, amount, filled, time and pair sort exactly (decimals, not
 * text): a header click goes ascending, descending, then back to newest first.
 */
export const Sorting: Story = {
  name: 'Sorted by price',
  args: {
    orders: fixtureAllMarketsOpen,
    showSymbolColumn: true,
    defaultSort: { key: 'price', direction: 'asc' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pairs = () => firstCells(dataRows(canvas, 'Current orders'), 1)
    const byPrice = ['140.005', '3,300.50', '62,500.00', '66,000.00']
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(firstCells(dataRows(canvas, 'Current orders'), 4)).toEqual(byPrice)

    await userEvent.click(canvas.getByRole('button', { name: /Price/ }))
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }))
    // Sorting off: newest first.
    await expect(pairs()).toEqual(['ETH/USDT', 'BTC/USDT', 'BTC/USDT', 'SOL/USDT'])

    await userEvent.click(canvas.getByRole('button', { name: /Filled/ }))
    await userEvent.click(canvas.getByRole('button', { name: /Filled/ }))
    await expect(pairs()[0]).toBe('ETH/USDT')

    await userEvent.click(canvas.getByRole('button', { name: /Pair/ }))
    await expect(pairs()).toEqual(['BTC/USDT', 'BTC/USDT', 'ETH/USDT', 'SOL/USDT'])

    await userEvent.click(canvas.getByRole('button', { name: /Price/ }))
    await expect(firstCells(dataRows(canvas, 'Current orders'), 4)).toEqual(byPrice)
  },
}

export const Empty: Story = {
  args: { orders: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No open orders')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Cancel all' })).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { orders: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Current orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('table', { name: 'Current orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    mode: 'history',
    orders: [],
    status: 'error',
    errorDetail: 'Network timeout',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Orders could not be loaded.')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network timeout')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** A visitor is asked to log in; no orders, no cancel buttons. */
export const Visitor: Story = {
  args: { loggedIn: false, orders: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Log in to view your orders')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

/** One cancel failed (its message shows), another is still under way (its button is busy). */
export const CancelFailed: Story = {
  name: 'Cancel failed',
  args: {
    cancelling: ['o-4'],
    cancelError: { orderId: 'o-3', message: 'This order can no longer be cancelled.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The order could not be cancelled')
    await expect(alert).toHaveTextContent('This order can no longer be cancelled.')
    const busy = canvas.getByRole('button', { name: 'Cancel Sell BTC/USDT at 66,000.00' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(busy)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

/** 120 open orders on every market page here, 20 at a time; pages and sizes change locally. */
export const LongContent: Story = {
  name: '120 open orders',
  args: { orders: manyOpenOrders(120), showSymbolColumn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(dataRows(canvas, 'Current orders')).toHaveLength(20)
    await expect(canvas.getByText('Page 1 of 6 · 120 rows')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByText('Page 2 of 6 · 120 rows')).toBeVisible()
    await expect(args.onPageChange).not.toHaveBeenCalled()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '10')
    await expect(dataRows(canvas, 'Current orders')).toHaveLength(10)
    await expect(canvas.getByText('Page 1 of 12 · 120 rows')).toBeVisible()
  },
}

/** The history over every market (the /commin page): pair column, filters, every cancel reason. */
export const AllMarkets: Story = {
  name: 'History of every market',
  args: {
    mode: 'history',
    orders: fixtureAllMarketsHistory,
    total: fixtureAllMarketsHistory.length,
    showSymbolColumn: true,
    filters: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('columnheader', { name: /Pair/ })).toBeVisible()
    const table = within(canvas.getByRole('table', { name: 'Order history' }))
    await expect(table.getByText('DOGE/USDT')).toBeVisible()
    await expect(canvas.getByText('Would have traded with your own order')).toBeVisible()
    await expect(canvas.getByText('Market closed')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pair' }), 'ETHUSDT')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { symbol: 'ETHUSDT', side: '', status: '', period: 'all' },
    })
  },
}

export const Playground: Story = {}
