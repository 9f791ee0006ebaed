import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import main from './DepositRecords.stories'

/**
 * The deposit records' filter test: picking a coin and a status reports them (the server filters).
 * Listed under "Tests", with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/DepositRecords',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

export default meta
type Story = StoryObj<typeof meta>

/** The coin and status filters report what the user picked. */
export const Filters: Story = {
  name: 'Filters report the choice',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const coin = canvas.getByRole('combobox', { name: 'Coin' })
    await expect(
      within(coin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All coins', 'USDT', 'BTC', 'ETH'])
    await userEvent.selectOptions(coin, 'BTC')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { coin: 'BTC', status: '' },
    })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { coin: 'BTC', status: 'failed' },
    })
  },
}
