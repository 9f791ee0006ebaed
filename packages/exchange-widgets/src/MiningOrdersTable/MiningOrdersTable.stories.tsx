import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  recordsStateStories,
  recordsTableArgs,
  rowCells as cells,
  widthDecorator,
  playRows,
} from '../shared/testing/stories'
import { MiningOrdersTable } from './MiningOrdersTable'
import { miningOrdersFixture } from './MiningOrdersTable.fixtures'

const meta = {
  title: 'Widgets/MiningOrdersTable',
  component: MiningOrdersTable,
  tags: ['autodocs'],
  args: {
    ...recordsTableArgs(),
    orders: miningOrdersFixture,
    total: 2,
    onOpen: fn(),
  },
  decorators: [widthDecorator(1100)],
} satisfies Meta<typeof MiningOrdersTable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * An order mining and one finished: amounts in the mined currency, the order, start and refund
 * times, expected and earned; a row's Details opens it.
 */
export const Default: Story = {
  play: playRows('My mining', 2, async ({ args, canvas, rows }) => {
    await expect(cells(rows[0])).toEqual([
      'USDT Steady 30',
      '1,000 USDT',
      'Mining',
      '11/15/2026, 11:06:40',
      '11/15/2026, 16:00:00',
      '12/15/2026, 16:00:00',
      '150 USDT',
      '10 USDT',
      'Details',
    ])
    await expect(cells(rows[1])).toEqual(
      expect.arrayContaining(['ETH Sprint 7', '2 ETH', 'Finished', '0.112 ETH']),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Details of ETH Sprint 7' }))
    await expect(args.onOpen).toHaveBeenCalledWith({ order: miningOrdersFixture[1] })
  }),
}

const states = recordsStateStories('orders', 'You have no mining orders.')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor
