import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { DepositRecords } from './DepositRecords'
import { fixtureDeposits } from './DepositRecords.fixtures'

const meta = {
  title: 'Widgets/DepositRecords',
  component: DepositRecords,
  tags: ['autodocs', 'stable'],
  args: records.filteredArgs({ deposits: fixtureDeposits }, 46),
  decorators: [widthDecorator(1000)],
} satisfies Meta<typeof DepositRecords>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status: in-progress rows show their confirmations as `7/12` with a bar, credited rows
 * `12/12`, a deposit under the minimum failed with its reason; addresses are shortened with the
 * full text in their title; the pager reports the page asked for.
 */
export const Default: Story = {
  play: records.playRows('Deposit records', 6, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      expect.stringContaining('11:'),
      'USDT',
      'TRC20',
      'TJRabP…RTv8',
      '250.00 USDT',
      '7/12',
      'In progress',
    ])
    await expect(within(rows[0] as HTMLElement).getByText('TJRabP…RTv8')).toHaveAttribute(
      'title',
      'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    )
    await expect(
      within(rows[0] as HTMLElement).getByRole('progressbar', { name: 'Confirmations' }),
    ).toHaveAttribute('aria-valuenow', '7')
    await expect(records.cells(rows[1])).toEqual(expect.arrayContaining(['0.015 BTC', '0/12']))
    await expect(records.cells(rows[2])).toEqual(expect.arrayContaining(['12/12', 'Credited']))
    await expect(within(rows[2] as HTMLElement).queryByRole('progressbar')).toBeNull()
    await expect(records.cells(rows[3])).toEqual(
      expect.arrayContaining(['0.0005 USDT', 'FailedBelow the minimum']),
    )

    await records.turnsPage(canvas, args, 'Page 1 of 3 · 46 rows')
  }),
}

const states = records.states('deposits', 'No deposits yet', 'Coin')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
