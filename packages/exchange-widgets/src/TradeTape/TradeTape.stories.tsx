import { FIXTURE_NOW, tradesFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { btcMarket } from '../OrderBook/OrderBook.fixtures'
import { TradeTape } from './TradeTape'
import { TRADE_ROW_HEIGHT } from './TradeTape.styles'

const trades = tradesFixture('BTCUSDT', 100, '64250.50')

const meta = {
  title: 'Widgets/TradeTape',
  component: TradeTape,
  tags: ['autodocs', 'stable'],
  args: {
    market: btcMarket,
    trades,
    status: 'ready',
    connection: 'open',
    updatedAt: FIXTURE_NOW,
    timeZone: 'UTC',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 420, display: 'flex', flexDirection: 'column' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof TradeTape>

export default meta
type Story = StoryObj<typeof meta>

/** The virtualised tape renders only the visible rows, but scrolls to the 100th. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Latest trades' })
    await expect(table).toHaveAttribute('aria-rowcount', '101')
    const rendered = () => within(table).getAllByRole('row').length - 1
    // 420 px minus the header leaves room for ~18 rows; with overscan far fewer than 100.
    await expect(rendered()).toBeLessThan(30)
    const first = within(table).getAllByRole('row')[1] as HTMLElement
    await expect(first).toHaveAttribute('aria-rowindex', '2')
    const cells = within(first).getAllByRole('cell')
    await expect(cells.map((c) => c.textContent)).toEqual(['Buy 64,248.00', '0.00420', '11:06:40'])

    table.scrollTop = 100 * TRADE_ROW_HEIGHT
    await waitFor(() =>
      expect(table.querySelector('[aria-rowindex="101"]')).toHaveTextContent(/^Sell /),
    )
    await expect(rendered()).toBeLessThan(30)
    await expect(table.querySelector('[aria-rowindex="2"]')).toBeNull()
    table.scrollTop = 0
    await waitFor(() => expect(table.querySelector('[aria-rowindex="2"]')).not.toBeNull())
  },
}

export const Loading: Story = {
  args: { status: 'loading', trades: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Latest trades' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getAllByRole('row')).toHaveLength(1)
  },
}

export const Empty: Story = {
  args: { status: 'empty', trades: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No trades yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', trades: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trades could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Stale: Story = {
  args: { status: 'stale', updatedAt: FIXTURE_NOW - 9_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Stale · Updated 11:06:31',
    )
  },
}

/** Shows Reconnecting when the connection drops; the last trades stay on screen. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…')
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(10)
  },
}

/** A market with five price decimals and whole-coin amounts in the hundreds of thousands. */
export const LongContent: Story = {
  name: 'Low-priced market, big amounts',
  args: {
    market: {
      ...btcMarket,
      symbol: 'DOGEUSDT',
      base: 'DOGE',
      pricePrecision: 5,
      quantityPrecision: 0,
    },
    trades: trades.map((t) => ({
      ...t,
      symbol: 'DOGEUSDT',
      price: `0.16${t.price.slice(-2)}${t.id % 10}`,
      quantity: `${1_000_000 + t.id}`,
    })),
  },
}

export const Playground: Story = {}
