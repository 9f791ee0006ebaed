import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import main from './DepthChart.stories'

/**
 * The depth chart's interaction tests: hovering the asks, resetting the zoom, the keyboard.
 * Listed under "Tests", with no docs page: the docs page shows no hover and no key press.
 */
const meta = {
  ...main,
  title: 'Tests/DepthChart',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

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

/** Hovering the ask side shows the ask's price. */
export const HoverAsks: Story = {
  name: 'Hover on the asks',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    hoverAt(canvasElement, 0.8)
    const tip = await canvas.findByRole('tooltip')
    await expect(tip).toHaveTextContent('Ask')
    await expect(tip).toHaveTextContent(/Price64,25\d\.\d\d USDT/)
  },
}

/** Reset zoom goes back to the whole book, where zooming out is off. */
export const ResetZoom: Story = {
  name: 'Reset zoom',
  args: { defaultZoom: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const zoomed = priceRange(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }))
    await waitFor(() =>
      expect(priceRange(canvas).hi - priceRange(canvas).lo).toBeGreaterThan(
        (zoomed.hi - zoomed.lo) * 3,
      ),
    )
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
  },
}

/** Arrow keys walk the levels, + zooms in. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = canvas.getByRole('img')
    chart.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await canvas.findByText(/^Bid 64,250\.45: Amount/)).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await canvas.findByText(/^Bid 64,250\.40: Amount/)).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(await canvas.findByText(/^Ask 64,250\.55: Amount/)).toBeInTheDocument()
    const before = priceRange(canvas)
    await userEvent.keyboard('+')
    await waitFor(() => expect(priceRange(canvas).hi).toBeLessThan(before.hi))
  },
}
