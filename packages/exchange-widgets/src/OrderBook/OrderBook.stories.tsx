import type { ComponentType } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrderBook, type OrderBookProps } from './OrderBook'
import { btcBook, btcMarket, dogeBook, dogeMarket, fixtureUpdatedAt } from './OrderBook.fixtures'

/**
 * The books a story shows, by name. Storybook sends a story's args over its channel as JSON, which
 * has no bigint (a level's sort `key`): with the levels themselves as args the docs page and the
 * Controls panel broke. So the args name a book, and `render` hands over its levels.
 */
const books = {
  'BTC/USDT': btcBook,
  'DOGE/USDT': dogeBook,
  None: { bids: [], asks: [] },
} satisfies Record<string, Pick<OrderBookProps, 'bids' | 'asks'>>

/**
 * The widget's props, with a book's name in place of its levels. The levels stay optional args
 * only so the props table documents them; `render` sets them from the book.
 */
type StoryArgs = Omit<OrderBookProps, 'bids' | 'asks'> &
  Partial<Pick<OrderBookProps, 'bids' | 'asks'>> & { book?: keyof typeof books }

const meta = {
  title: 'Widgets/OrderBook',
  // Typed by the story's args, which name the book; the props table still reads the widget's.
  component: OrderBook as ComponentType<StoryArgs>,
  tags: ['autodocs', 'stable'],
  render: ({ book = 'BTC/USDT', ...args }) => <OrderBook {...args} {...books[book]} />,
  args: {
    market: btcMarket,
    book: 'BTC/USDT',
    status: 'ready',
    connection: 'open',
    updatedAt: fixtureUpdatedAt,
    lastPrice: '64250.52',
    lastDirection: 'up',
    timeZone: 'UTC',
    onPriceSelect: fn(),
    onRetry: fn(),
  },
  argTypes: {
    book: {
      description: 'The fixture whose levels the story shows as `bids` and `asks` (story only).',
      control: 'select',
      options: Object.keys(books),
    },
    bids: { control: false },
    asks: { control: false },
    // A stream's frames, handed over by `OrderBookConnected`: nothing to set by hand.
    live: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340, height: 560, display: 'flex', flexDirection: 'column' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

const bidButtons = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Bids' })).getAllByRole('button')
const askButtons = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Asks' })).getAllByRole('button')
/** The canvas a side's figures are drawn on, over its list. */
const sideCanvas = (canvas: ReturnType<typeof within>, name: 'Bids' | 'Asks') =>
  canvas.getByRole('list', { name }).parentElement?.querySelector('canvas') as HTMLCanvasElement
/** How many pictures the side's canvas has shown (the drawing worker counts them back). */
const drawnOn = (drawing: HTMLCanvasElement) => Number(drawing.dataset.drawn ?? 0)

/** Clicking a bid hands its price to the order form; so do the arrow keys and Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const bids = bidButtons(canvas)
    const asks = askButtons(canvas)
    await expect(bids).toHaveLength(20)
    await expect(asks).toHaveLength(20)
    await expect(bids[0]).toHaveAccessibleName('Bid 64,250.45 Amount 0.01370 Total 0.01370')
    await expect(canvas.getByTestId('spread')).toHaveTextContent('0.10')
    // The figures are drawn on each side's canvas (the screenshots show them).
    await waitFor(() => expect(drawnOn(sideCanvas(canvas, 'Bids'))).toBeGreaterThan(0))
    await waitFor(() => expect(drawnOn(sideCanvas(canvas, 'Asks'))).toBeGreaterThan(0))

    await userEvent.click(bids[2] as HTMLElement)
    await expect(args.onPriceSelect).toHaveBeenLastCalledWith({ price: '64250.35', side: 'bid' })
    await userEvent.click(asks[0] as HTMLElement)
    await expect(args.onPriceSelect).toHaveBeenLastCalledWith({ price: '64250.55', side: 'ask' })

    // Keyboard: one tab stop per side, arrows walk the rows, Enter selects.
    ;(bids[0] as HTMLElement).focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    await expect(bids[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPriceSelect).toHaveBeenLastCalledWith({ price: '64250.40', side: 'bid' })
    // On the asks, up moves away from the spread (to higher prices).
    ;(asks[0] as HTMLElement).focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(asks[1]).toHaveFocus()
  },
}

/** Grouped by 0.1 (10 ticks): pairs of levels merge and keep their running totals. */
export const Grouped: Story = {
  name: 'Grouped by 0.1',
  args: { defaultGrouping: '0.1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grouping = canvas.getByRole('combobox', { name: 'Price grouping' })
    await expect(grouping).toHaveValue('0.1')
    await expect(
      within(grouping)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.01', '0.1', '1', '10'])
    // 64250.45 and 64250.40 fall into the 64250.4 bucket: its total is the second level's total.
    const grouped = bidButtons(canvas)
    await expect(grouped).toHaveLength(20)
    await expect(grouped[0]).toHaveAccessibleName('Bid 64,250.4 Amount 0.12330 Total 0.12330')
    // Asks round up, so a bucket never shows a better price than its orders.
    await expect(askButtons(canvas)[0]).toHaveAccessibleName(/^Ask 64,250.6 /)
    // Ungrouped, the first two levels: 0.0137 at 64,250.45 and 0.1096 at 64,250.40.
    await userEvent.selectOptions(grouping, '0.01')
    await expect(bidButtons(canvas)[1]).toHaveAccessibleName(
      'Bid 64,250.40 Amount 0.10960 Total 0.12330',
    )
    await userEvent.selectOptions(grouping, '0.1')
    await expect(bidButtons(canvas)[0]).toHaveAccessibleName(
      'Bid 64,250.4 Amount 0.12330 Total 0.12330',
    )
  },
}

/** 50 levels a side: the sides scroll; nothing else moves. */
export const FiftyLevels: Story = {
  name: '50 levels a side',
  args: { defaultLevels: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(bidButtons(canvas)).toHaveLength(50)
    // Scrolling a side draws the rows it brings into view.
    const drawing = sideCanvas(canvas, 'Bids')
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(0))
    const before = drawnOn(drawing)
    const list = canvas.getByRole('list', { name: 'Bids' })
    list.scrollTop = 30 * 20
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(before))
    list.scrollTop = 0
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(before + 1))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Levels per side' }), '20')
    await expect(bidButtons(canvas)).toHaveLength(20)
  },
}

/** The side filter shows one side over the whole height. */
export const BidsOnly: Story = {
  name: 'Bids only',
  args: { defaultView: 'bids' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('list', { name: 'Asks' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Bids only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Asks only' }))
    await expect(canvas.queryByRole('list', { name: 'Bids' })).toBeNull()
    await expect(askButtons(canvas)).toHaveLength(20)
    await userEvent.click(canvas.getByRole('button', { name: 'Bids only' }))
  },
}

/** A low-priced market: five price decimals, whole-coin amounts, fewer grouping steps. */
export const SmallPrices: Story = {
  name: 'Low-priced market',
  args: {
    market: dogeMarket,
    book: 'DOGE/USDT',
    lastPrice: '0.16229',
    lastDirection: 'down',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(bidButtons(canvas)[0]).toHaveAccessibleName(
      'Bid 0.16226 Amount 13,700 Total 13,700',
    )
    await expect(
      within(canvas.getByRole('combobox', { name: 'Price grouping' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.00001', '0.0001', '0.001'])
  },
}

export const Loading: Story = {
  args: { status: 'loading', book: 'None', lastPrice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Order book' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.queryAllByRole('button', { name: /^Bid / })).toHaveLength(0)
  },
}

export const Empty: Story = {
  args: { status: 'empty', book: 'None', lastPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders in the book')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', error: 'The order book could not be loaded.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The order book could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Data older than the threshold: dimmed, with a Stale badge and the last update time. */
export const Stale: Story = {
  args: { status: 'stale', updatedAt: fixtureUpdatedAt - 7_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('stale')).toHaveTextContent('Stale · Updated 11:06:33')
    await expect(bidButtons(canvas)).toHaveLength(20)
  },
}

/** Shows Reconnecting when the connection drops, over the last known book. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…')
    await expect(canvas.queryByTestId('stale')).toBeNull()
  },
}

/** Reconnecting for long enough that the book has gone stale too. */
export const ReconnectingStale: Story = {
  name: 'Reconnecting, stale',
  args: { connection: 'reconnecting', status: 'stale', updatedAt: fixtureUpdatedAt - 30_000 },
}

export const Playground: Story = {}
