import type { Withdrawal } from '@bourse/api-client'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { WithdrawalRecords } from './WithdrawalRecords'
import { fixtureWithdrawals, withdrawalFixture } from './WithdrawalRecords.fixtures'

const meta = {
  title: 'Widgets/WithdrawalRecords',
  component: WithdrawalRecords,
  tags: ['autodocs', 'stable'],
  args: records.filteredArgs({ withdrawals: fixtureWithdrawals }, 44),
  decorators: [widthDecorator(1100)],
} satisfies Meta<typeof WithdrawalRecords>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status and both methods: a shortened chain address, a masked card with its holder's real
 * name, the figures in the
 * chain's decimals, the rejection's reason; the filters and the pager report what was asked.
 */
export const Default: Story = {
  play: records.playRows('Withdrawal records', 4, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      expect.stringContaining('11:'),
      'USDT',
      'USDT-TRC20',
      'TA4fLC…ZG6Z',
      '—',
      '100.00',
      '1.00',
      '99.00',
      'Applied',
      '—',
    ])
    await expect(records.cells(rows[1])).toEqual(
      expect.arrayContaining(['Bitcoin', '0.2495', 'Withdrawn']),
    )
    await expect(records.cells(rows[2])?.slice(3, 5)).toEqual(['First Bank **** 1111', 'Ana Silva'])
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

/**
 * Bank withdrawals only: the bank and masked card, and the real name of the card's holder as it
 * was typed when the withdrawal was applied for, under its own column.
 */
export const BankCard: Story = {
  args: {
    withdrawals: [
      withdrawalFixture({
        id: 'w-12',
        method: 'bank',
        coin: 'USD',
        chain: 'BANK',
        address: undefined,
        bankName: 'Banco Central',
        cardNumber: '**** 4242',
        realName: 'María José Fernández',
        amount: '1250',
        fee: '5',
        arrivalAmount: '1245',
      }),
      fixtureWithdrawals[2] as Withdrawal,
    ],
    total: 2,
  },
  play: records.playRows('Withdrawal records', 2, async ({ canvas, rows }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Real name' })).toBeVisible()
    await expect(records.cells(rows[0])?.slice(3, 5)).toEqual([
      'Banco Central **** 4242',
      'María José Fernández',
    ])
    await expect(records.cells(rows[1])?.[4]).toBe('Ana Silva')
  }),
}

const states = records.states('withdrawals', 'No withdrawals yet', 'Coin')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
