import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { SecondOrdersTable } from './SecondOrdersTable'
import {
  fixedNow,
  fixtureMarkets,
  fixtureSecondOrders,
  fixtureSecondOrdersByState,
} from './SecondOrdersTable.fixtures'

const meta = {
  title: 'Widgets/SecondOrdersTable',
  component: SecondOrdersTable,
  tags: ['autodocs', 'stable'],
  args: {
    ...records.tableArgs(),
    orders: fixtureSecondOrders,
    markets: fixtureMarkets,
    total: 46,
    now: fixedNow,
  },
  // The clock is a seam for tests and stories (a pinned time), no prop a designer plays with.
  argTypes: { now: { table: { disable: true } } },
  decorators: [widthDecorator(1180)],
} satisfies Meta<typeof SecondOrdersTable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status: holding rows count down, a settling row waits for its price, settled rows show
 * the settlement price and a signed, coloured profit; the pager reports the page asked for.
 */
export const Default: Story = {
  play: records.playRows('Second-contract records', 6, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      'BTC/USDT',
      'Up',
      '60 s',
      expect.stringContaining('11:06:20'),
      '64,250.50',
      '—',
      '—',
      '1,000.00 USDT',
      '2.00',
      'Holding00:40',
    ])
    await expect(within(rows[1] as HTMLElement).getByRole('timer')).toHaveTextContent('03:20')
    await expect(records.cells(rows[2])[9]).toBe('Settling')
    await expect(records.cells(rows[3])).toEqual(
      expect.arrayContaining(['64,180.25', '+1,200.00', 'Settlement complete']),
    )
    await expect(records.cells(rows[4])).toEqual(
      expect.arrayContaining(['ETH/USDT', 'Down', '-1,000.00']),
    )
    await expect(records.cells(rows[5])[6]).toBe('0.00')

    await records.turnsPage(canvas, args, 'Page 1 of 3 · 46 rows')
  }),
}

/**
 * Every state of the spec by name: pending (counting down to its scheduled open time, no buy
 * price yet), holding (counting down to settlement), settling, settlement complete; above the
 * table the server's summary of the market: transactions and their average price.
 */
export const EveryState: Story = {
  name: 'Every state',
  args: {
    orders: fixtureSecondOrdersByState,
    total: 4,
    summary: { transactions: 3, averagePrice: '64175.12' },
  },
  play: records.playRows('Second-contract records', 4, async ({ canvas, rows }) => {
    await expect(records.cells(rows[0])[4]).toBe('—')
    await expect(records.cells(rows[0])[9]).toBe('Pending00:25')
    await expect(
      within(rows[0] as HTMLElement).getByRole('timer', { name: 'Opens in' }),
    ).toBeVisible()
    await expect(records.cells(rows[1])[9]).toBe('Holding00:40')
    await expect(records.cells(rows[2])[9]).toBe('Settling')
    await expect(records.cells(rows[3])[9]).toBe('Settlement complete')
    const summary = canvas.getByText('Transactions').closest('dl') as HTMLElement
    await expect(summary).toHaveTextContent('Transactions3')
    await expect(summary).toHaveTextContent('Average transaction price64,175.12')
  }),
}

const states = records.states('orders', 'No second contracts yet')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
