import { FIXTURE_NOW, marketsFixture, tickersFixture } from '@bourse/api-client/mocks'
import type { MarketInfo, Ticker as TickerData } from '@bourse/api-client'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Ticker } from './Ticker'

const market = (symbol: string) => marketsFixture.find((m) => m.symbol === symbol) as MarketInfo
const ticker = (symbol: string) => tickersFixture.find((t) => t.symbol === symbol) as TickerData

const meta = {
  title: 'Widgets/Ticker',
  component: Ticker,
  tags: ['autodocs', 'stable'],
  args: {
    market: market('BTCUSDT'),
    ticker: ticker('BTCUSDT'),
    direction: 'up',
    status: 'ready',
    connection: 'open',
    updatedAt: FIXTURE_NOW,
    timeZone: 'UTC',
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 980 }}>{Story()}</div>],
} satisfies Meta<typeof Ticker>

export default meta
type Story = StoryObj<typeof meta>

const stat = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling

/** The pair, the last price coloured by its move, and the 24 h figures at market precision. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible()
    await expect(canvas.getByText('Bitcoin')).toBeVisible()
    await expect(stat(canvas, 'Last price')).toHaveTextContent('64,250.50')
    await expect(stat(canvas, '24h change')).toHaveTextContent('+2.31%')
    await expect(stat(canvas, '24h high')).toHaveTextContent('66,242.27')
    await expect(stat(canvas, '24h low')).toHaveTextContent('61,808.98')
    await expect(stat(canvas, '24h volume (BTC)')).toHaveTextContent('1,200.00')
    await expect(stat(canvas, '24h turnover (USDT)')).toHaveTextContent('77.10M')
    await expect(canvas.queryByText('Not open')).toBeNull()
  },
}

/** A falling market: red (or green, with red-up colours) last price and change. */
export const Falling: Story = {
  args: { market: market('ETHUSDT'), ticker: ticker('ETHUSDT'), direction: 'down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(stat(canvas, '24h change')).toHaveTextContent('-1.08%')
  },
}

/** Small prices keep all their decimals. */
export const SmallPrices: Story = {
  name: 'Low-priced market',
  args: { market: market('DOGEUSDT'), ticker: ticker('DOGEUSDT'), direction: 'flat' },
  play: async ({ canvasElement }) => {
    await expect(stat(within(canvasElement), 'Last price')).toHaveTextContent('0.16231')
  },
}

/** Markets that do not trade show why: status 1 and 2 of `isOpen`. */
export const MarketStatus: Story = {
  name: 'Market status',
  args: { market: market('FILUSDT'), ticker: null, status: 'empty' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Ticker {...args} />
      <Ticker {...args} market={market('ATOMUSDT')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Not open')).toBeVisible()
    await expect(canvas.getByText('Under maintenance')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', ticker: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'BTC/USDT' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { status: 'empty', ticker: null },
  play: async ({ canvasElement }) => {
    await expect(stat(within(canvasElement), 'Last price')).toHaveTextContent('—')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', ticker: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Market data could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Stale: Story = {
  args: { status: 'stale', updatedAt: FIXTURE_NOW - 12_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Stale · Updated 11:06:28',
    )
  },
}

/** Shows Reconnecting when the connection drops; the last figures stay. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…')
    await expect(stat(canvas, 'Last price')).toHaveTextContent('64,250.50')
  },
}

export const Playground: Story = {}
