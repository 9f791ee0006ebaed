import type { ComponentType } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrderBook, type OrderBookProps } from './OrderBook'
import { btcBook, btcMarket, dogeBook, dogeMarket, fixtureUpdatedAt } from './OrderBook.fixtures'
import type { BookFrame } from './paintBook'

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
    live: { control: false },
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

/** Grouping by 10 ticks merges pairs of levels and keeps the running totals. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first two levels: 0.0137 at 64,250.45 and 0.1096 at 64,250.40.
    await expect(bidButtons(canvas)[1]).toHaveAccessibleName(
      'Bid 64,250.40 Amount 0.10960 Total 0.12330',
    )
    const grouping = canvas.getByRole('combobox', { name: 'Price grouping' })
    await expect(
      within(grouping)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.01', '0.1', '1', '10'])
    await userEvent.selectOptions(grouping, '0.1')
    const grouped = bidButtons(canvas)
    await expect(grouped).toHaveLength(20)
    // 64250.45 and 64250.40 fall into the 64250.4 bucket: its total is the second level's total.
    await expect(grouped[0]).toHaveAccessibleName('Bid 64,250.4 Amount 0.12330 Total 0.12330')
    // Asks round up, so a bucket never shows a better price than its orders.
    await expect(askButtons(canvas)[0]).toHaveAccessibleName(/^Ask 64,250.6 /)
  },
}

/** 50 levels a side: the sides scroll; nothing else moves. */
export const FiftyLevels: Story = {
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
  args: { connection: 'reconnecting', status: 'stale', updatedAt: fixtureUpdatedAt - 30_000 },
}

/** A live source the play function drives, as `OrderBookConnected` does from the stream. */
function frameSource() {
  let listener: ((frame: BookFrame) => void) | null = null
  return {
    subscribe(next: (frame: BookFrame) => void) {
      listener = next
      return () => {
        listener = null
      }
    },
    emit(frame: BookFrame) {
      listener?.(frame)
    },
  }
}
const liveFrames = frameSource()

/**
 * Live frames are painted without a React render: the rows in view are drawn and named at once,
 * the rows out of view named in turn (10 a frame), and a row past the book's end is hidden.
 */
export const LiveFrames: Story = {
  args: { defaultLevels: 50 },
  // The source is handed over in `render`: an object of functions is no arg for the Controls panel.
  render: ({ book = 'BTC/USDT', ...args }) => (
    <OrderBook {...args} {...books[book]} live={liveFrames} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bids = bidButtons(canvas)
    const far = bids[40] as HTMLElement
    const farName = far.getAttribute('aria-label')
    const drawing = sideCanvas(canvas, 'Bids')
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(0))
    const drawn = drawnOn(drawing)
    // The best bid grows from 0.0137 to 5 and the deepest bid is gone.
    const frame: BookFrame = {
      bids: btcBook.bids
        .slice(0, 49)
        .map((level, i) => (i === 0 ? { ...level, quantity: '5' } : level)),
      asks: btcBook.asks,
    }
    liveFrames.emit(frame)
    await expect(bids[0]).toHaveAccessibleName('Bid 64,250.45 Amount 5.00000 Total 5.00000')
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(drawn))
    await expect(bids[49]?.parentElement).not.toBeVisible()
    for (let i = 0; i < 5; i++) liveFrames.emit(frame)
    await expect(far).toHaveAccessibleName(/^Bid 64,248.45 Amount 0.\d{5} Total \d/)
    await expect(far.getAttribute('aria-label')).not.toBe(farName)
  },
}

/**
 * Makes `new Worker` do what `Stub` does while the story runs: how an embedder's page can stop
 * the drawing worker (a CSP `worker-src` refusal, its URL answered with the host's HTML page, a
 * worker that never answers).
 */
const withWorker = (Stub: unknown) => () => {
  const real = globalThis.Worker
  globalThis.Worker = Stub as typeof Worker
  return () => {
    globalThis.Worker = real
  }
}

/** Whether `drawing` has pixels painted by the main thread (a handed-over canvas has no 2D context here). */
const paintedHere = (drawing: HTMLCanvasElement) => {
  const context = drawing.getContext('2d')
  if (!context) return 0
  const { data } = context.getImageData(0, 0, drawing.width, drawing.height)
  let painted = 0
  for (let i = 3; i < data.length; i += 4) if ((data[i] as number) > 0) painted++
  return painted
}

/** The book drew on the main thread after the worker failed: both sides show their figures. */
async function drawsWithoutWorker({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement)
  for (const side of ['Bids', 'Asks'] as const) {
    const drawing = sideCanvas(canvas, side)
    await waitFor(() => expect(drawnOn(drawing)).toBeGreaterThan(0), { timeout: 5000 })
    await expect(paintedHere(drawing)).toBeGreaterThan(1000)
  }
}

/** The page's CSP refuses workers (`new Worker` throws): the book is drawn on the main thread. */
export const WorkerRefused: Story = {
  beforeEach: withWorker(
    class {
      constructor() {
        throw new DOMException("Refused to create a worker: worker-src 'none'", 'SecurityError')
      }
    },
  ),
  parameters: { screenshot: { disable: true } },
  play: drawsWithoutWorker,
}

/** The host answers the worker's URL with its HTML page: the worker fails to load, the main thread draws. */
export const WorkerServedAsHtml: Story = {
  beforeEach: withWorker(
    class extends Worker {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('data:text/html,<!doctype html><title>Host</title>', options)
      }
    },
  ),
  parameters: { screenshot: { disable: true } },
  play: drawsWithoutWorker,
}

/** A worker that never says it is ready: after the start timeout the main thread draws. */
export const WorkerSilent: Story = {
  beforeEach: withWorker(
    class extends EventTarget {
      postMessage() {}
      terminate() {}
    },
  ),
  parameters: { screenshot: { disable: true } },
  play: drawsWithoutWorker,
}

export const Playground: Story = {}
