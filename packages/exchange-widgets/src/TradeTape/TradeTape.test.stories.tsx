import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import main from './TradeTape.stories'

/** The trade tape's keyboard test. Listed under "Tests", with no docs page. */
const meta = {
  ...main,
  title: 'Tests/TradeTape',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

export default meta
type Story = StoryObj<typeof meta>

/** The tape is a focusable scroll region, so the keyboard (arrows, Page Down, End) scrolls it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Latest trades' })
    await userEvent.tab()
    await expect(table).toHaveFocus()
  },
}
