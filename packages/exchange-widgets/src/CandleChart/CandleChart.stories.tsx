import { candlesFixture, marketsFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CandleChart } from './CandleChart'
import { showsDetailAndRetries, storyErrorDetail } from '../shared/testing/errorStory'

const btc = marketsFixture.find((m) => m.symbol === 'BTCUSDT')!
const xrp = marketsFixture.find((m) => m.symbol === 'XRPUSDT')!
const candles = candlesFixture('15m', 160, '64250.50')
const last = candles.at(-1)!
/** Rescales a BTC fixture price (cents) to an XRP-like price with 4 decimals, on integers. */
const toXrp = (price: string) => {
  const cents = Number(price.replace('.', ''))
  const units = String(Math.round((cents * 5231) / 6_425_050)).padStart(5, '0')
  return `${units.slice(0, -4)}.${units.slice(-4)}`
}

const meta = {
  title: 'Widgets/CandleChart',
  component: CandleChart,
  tags: ['autodocs', 'stable'],
  args: {
    candles,
    interval: '15m',
    market: btc,
    status: 'ready',
    connection: 'open',
    width: 720,
    height: 380,
    locale: 'en',
    timeZone: 'UTC',
    onIntervalChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'empty', 'error', 'stale'] },
    connection: {
      control: 'inline-radio',
      options: ['connecting', 'open', 'reconnecting', 'closed'],
    },
    interval: { control: 'select', options: ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] },
    candles: { control: false },
  },
} satisfies Meta<typeof CandleChart>

export default meta
type Story = StoryObj<typeof meta>

const legendValue = (canvasElement: HTMLElement, term: string) => {
  const legend = within(canvasElement).getByTestId('candle-legend')
  const dt = within(legend).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

/** Lets lightweight-charts paint its canvases (it draws on animation frames). */
const painted = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('canvas').length).toBeGreaterThan(0))

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement)
    await painted(canvasElement)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /Candlestick chart, BTC\/USDT 15m, 160 candles\. O [\d,.]+, H [\d,.]+, L [\d,.]+, C [\d,.]+\./,
    )
    // the legend shows the last candle, at the market's price precision
    await expect(legendValue(canvasElement, 'C')).toBe(
      Number(last.close).toLocaleString('en', { minimumFractionDigits: 2 }),
    )
    await expect(canvas.getByRole('button', { name: '15m' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await step('switching to 1h calls onIntervalChange', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '1h' }))
      await expect(args.onIntervalChange).toHaveBeenCalledWith({ interval: '1h' })
    })
  },
}

export const SmallPriceMarket: Story = {
  name: 'Low-priced market',
  args: {
    market: xrp,
    candles: candlesFixture('1h', 120, '64250.50').map((c) => ({
      ...c,
      open: toXrp(c.open),
      high: toXrp(c.high),
      low: toXrp(c.low),
      close: toXrp(c.close),
    })),
    interval: '1h',
  },
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    await expect(legendValue(canvasElement, 'C')).toMatch(/^0\.\d{4}$/)
  },
}

/** Daily candles: 90 days, the 1d interval chosen. */
export const Daily: Story = {
  args: { candles: candlesFixture('1d', 90, '64250.50'), interval: '1d' },
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    await expect(within(canvasElement).getByRole('button', { name: '1d' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** Red for up, green for down (the convention in mainland China, Japan and Korea). */
export const RedUp: Story = {
  name: 'Red for up',
  globals: { updown: 'red-up' },
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    await expect(within(canvasElement).getByRole('img')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { status: 'loading', candles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chart…')
  },
}

export const Empty: Story = {
  args: { status: 'empty', candles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No candles yet')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', candles: [], errorDetail: storyErrorDetail },
  play: showsDetailAndRetries,
}

export const Stale: Story = {
  args: { status: 'stale' },
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Stale')
  },
}

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…')
  },
}

export const Playground: Story = {}
