import { depthFixture, marketsFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { DepthChart } from './DepthChart'
import { showsDetailAndRetries, storyErrorDetail } from '../shared/testing/errorStory'

const btc = marketsFixture.find((m) => m.symbol === 'BTCUSDT')!
const book = depthFixture('BTCUSDT', 60, '64250.50', '0.01')
const toLevels = (rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([price, quantity]) => ({ price, quantity }))
const bids = toLevels(book.bids)
const asks = toLevels(book.asks)
const deep = depthFixture('BTCUSDT', 500, '64250.50', '0.01')

const meta = {
  title: 'Widgets/DepthChart',
  component: DepthChart,
  tags: ['autodocs', 'stable'],
  args: {
    bids,
    asks,
    market: btc,
    status: 'ready',
    connection: 'open',
    width: 720,
    height: 320,
    locale: 'en',
    onRetry: fn(),
    onZoomChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'empty', 'error', 'stale'] },
    connection: {
      control: 'inline-radio',
      options: ['connecting', 'open', 'reconnecting', 'closed'],
    },
    bids: { control: false },
    asks: { control: false },
  },
} satisfies Meta<typeof DepthChart>

export default meta
type Story = StoryObj<typeof meta>

/** Reads "Showing prices A – B" from the chart's description. */
function priceRange(canvas: ReturnType<typeof within>) {
  const text = canvas.getByText(/^Showing prices/).textContent ?? ''
  const [lo = NaN, hi = NaN] = (text.match(/[\d,]+(\.\d+)?/g) ?? []).map((n: string) =>
    Number(n.replace(/,/g, '')),
  )
  return { lo, hi }
}

/** Moves the pointer over the plot at a fraction of its width. */
function hoverAt(canvasElement: HTMLElement, fraction: number) {
  const hit = canvasElement.querySelector('[data-testid="depth-hit-area"]')!
  const rect = hit.getBoundingClientRect()
  fireEvent.pointerMove(hit, {
    clientX: rect.left + rect.width * fraction,
    clientY: rect.top + rect.height / 2,
  })
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const chart = canvas.getByRole('img', { name: /Best bid 64,250\.45.*Best ask 64,250\.55/ })
    await expect(chart).toHaveAccessibleName(/Bid depth [\d,.]+ BTC/)
    await step('hovering the bid side shows price, amount and total', async () => {
      hoverAt(canvasElement, 0.3)
      const tip = await canvas.findByRole('tooltip')
      await expect(tip).toHaveTextContent('Bid')
      await expect(tip).toHaveTextContent(/Price64,2\d\d\.\d\d USDT/)
      await expect(tip).toHaveTextContent(/Amount[\d,.]+ BTC/)
      await expect(tip).toHaveTextContent(/Total[\d,.]+ USDT/)
    })
  },
}

/** Zoomed in on the spread (factor 2.25, two steps): the mid price stays centred. */
export const ZoomedIn: Story = {
  name: 'Zoomed in',
  args: { defaultZoom: 2.25 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeEnabled()
    const before = priceRange(canvas)
    await expect(Math.abs((before.lo + before.hi) / 2 - 64250.5)).toBeLessThan(0.01)
    // One more step narrows the price range by the step and keeps the mid price centred.
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }))
    await waitFor(() =>
      expect(args.onZoomChange).toHaveBeenLastCalledWith({ zoom: expect.closeTo(3.375, 3) }),
    )
    const after = priceRange(canvas)
    await expect(after.hi - after.lo).toBeLessThan((before.hi - before.lo) * 0.7)
    await expect(Math.abs((after.lo + after.hi) / 2 - 64250.5)).toBeLessThan(0.01)
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }))
    await waitFor(() =>
      expect(args.onZoomChange).toHaveBeenLastCalledWith({ zoom: expect.closeTo(2.25, 3) }),
    )
  },
}

/** 500 levels a side. */
export const DeepBook: Story = {
  name: 'Deep book',
  args: { bids: toLevels(deep.bids), asks: toLevels(deep.asks) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // 500 levels a side still draw as one path per side
    await expect(canvasElement.querySelectorAll('path')).toHaveLength(4)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Ask depth/)
  },
}

/** Bids only: nobody is selling. */
export const OneSided: Story = {
  name: 'One-sided book',
  args: { asks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Best bid 64,250\.45\. Bid depth/)
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading depth…')
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: { bids: [], asks: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders in the book')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorDetail: storyErrorDetail },
  play: showsDetailAndRetries,
}

export const Stale: Story = {
  args: { status: 'stale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Stale')
    await expect(canvas.getByRole('img')).toBeInTheDocument()
  },
}

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…')
    await expect(canvas.getByRole('img')).toBeInTheDocument()
  },
}

export const SmallPriceMarket: Story = {
  name: 'Low-priced market',
  args: (() => {
    const xrp = depthFixture('XRPUSDT', 40, '0.5231', '0.0001')
    return {
      bids: toLevels(xrp.bids),
      asks: toLevels(xrp.asks),
      market: marketsFixture.find((m) => m.symbol === 'XRPUSDT')!,
      width: 480,
      height: 260,
    }
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/Best bid 0\.5226/)
  },
}

export const Playground: Story = {}
