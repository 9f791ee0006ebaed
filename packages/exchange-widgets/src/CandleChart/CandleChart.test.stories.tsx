import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import main from './CandleChart.stories'

/**
 * The candle chart's pointer test. Listed under "Tests", with no docs page: a docs page shows no
 * hover.
 */
const meta = {
  ...main,
  title: 'Tests/CandleChart',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

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

/** Hovering an older candle shows its open, high, low, close and volume in the legend. */
export const Hovered: Story = {
  name: 'Hover on a candle',
  play: async ({ canvasElement }) => {
    await painted(canvasElement)
    const before = legendValue(canvasElement, 'O')
    // the pane's top canvas (the larger pair; the second one of a pair takes the mouse)
    const pane = [...canvasElement.querySelectorAll('canvas')]
      .filter(
        (c) => c.getBoundingClientRect().width > 300 && c.getBoundingClientRect().height > 200,
      )
      .at(-1)!
    const rect = pane.getBoundingClientRect()
    const init = { bubbles: true, clientX: rect.left + rect.width * 0.3, clientY: rect.top + 120 }
    pane.dispatchEvent(new MouseEvent('mouseenter', init))
    pane.dispatchEvent(new MouseEvent('mousemove', init))
    // hovering an older candle shows its O/H/L/C/V in the legend
    await waitFor(() => expect(legendValue(canvasElement, 'O')).not.toBe(before))
  },
}
