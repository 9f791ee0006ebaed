import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import main from './SavingsOrdersTable.stories'

/**
 * The savings table's confirmation dialog, opened by its test. Listed under "Tests", with no docs
 * page: a docs page opens no dialog over its own text.
 */
const meta = {
  ...main,
  title: 'Tests/SavingsOrdersTable',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

export default meta
type Story = StoryObj<typeof meta>

/** The confirmation, open: the principal, the product and the due time it gives up. */
export const Confirming: Story = {
  name: 'Transfer out: the confirmation',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Transfer out USDT Fixed 30' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Transfer out early?' })
    await expect(dialog).toHaveTextContent(
      'The 1,000.00 USDT principal of USDT Fixed 30 returns to your financial account now. No interest will be paid: it is paid only at the due time (12/16/2026, 16:00:00).',
    )
  },
}
