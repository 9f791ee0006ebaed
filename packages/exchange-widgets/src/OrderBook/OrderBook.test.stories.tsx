import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { OrderBook } from './OrderBook'
import { btcBook } from './OrderBook.fixtures'
import main from './OrderBook.stories'
import type { BookFrame } from './paintBook'

/**
 * The order book's tests that are no example for a designer: live frames painted without a
 * render, and the drawing worker refused or broken. Listed under "Tests", with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/OrderBook',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

export default meta
type Story = StoryObj<typeof meta>

const bidButtons = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Bids' })).getAllByRole('button')
/** The canvas a side's figures are drawn on, over its list. */
const sideCanvas = (canvas: ReturnType<typeof within>, name: 'Bids' | 'Asks') =>
  canvas.getByRole('list', { name }).parentElement?.querySelector('canvas') as HTMLCanvasElement
/** How many pictures the side's canvas has shown (the drawing worker counts them back). */
const drawnOn = (drawing: HTMLCanvasElement) => Number(drawing.dataset.drawn ?? 0)

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

/**
 * Live frames are painted without a React render: the rows in view are drawn and named at once,
 * the rows out of view named in turn (10 a frame), and a row past the book's end is hidden.
 */
export const LiveFrames: Story = {
  args: { defaultLevels: 50 },
  // The source is handed over in `render`: an object of functions is no arg for the Controls panel.
  render: ({ book: _book, ...args }) => <OrderBook {...args} {...btcBook} live={liveFrames} />,
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
