import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { WithdrawalRecords } from './WithdrawalRecords'
import { fixtureWithdrawals } from './WithdrawalRecords.fixtures'

const meta = {
  title: 'Widgets/WithdrawalRecords',
  component: WithdrawalRecords,
  tags: ['autodocs'],
  args: records.filteredArgs({ withdrawals: fixtureWithdrawals }, 44),
  decorators: [widthDecorator(1100)],
} satisfies Meta<typeof WithdrawalRecords>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status and both methods: a shortened chain address, a masked card, the figures in the
 * chain's decimals, the rejection's reason; the filters and the pager report what was asked.
 */
export const Default: Story = {
  play: records.playRows('Withdrawal records', 4, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      expect.stringContaining('11:'),
      'USDT',
      'USDT-TRC20',
      'TA4fLC…ZG6Z',
      '100.00',
      '1.00',
      '99.00',
      'Applied',
      '—',
    ])
    await expect(records.cells(rows[1])).toEqual(
      expect.arrayContaining(['Bitcoin', '0.2495', 'Withdrawn']),
    )
    await expect(records.cells(rows[2])?.[3]).toBe('First Bank **** 1111')
    await expect(records.cells(rows[3])).toEqual(
      expect.arrayContaining(['Rejected', 'Address under review']),
    )

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Coin' }), 'BTC')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { coin: 'BTC', status: '' },
    })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'rejected')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      filters: { coin: 'BTC', status: 'rejected' },
    })
    await records.turnsPage(canvas, args, 'Page 1 of 3 · 44 rows')
  }),
}

const states = records.states('withdrawals', 'No withdrawals yet', 'Coin')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor
