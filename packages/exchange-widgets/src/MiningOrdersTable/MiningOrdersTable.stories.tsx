import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { MiningOrdersTable } from './MiningOrdersTable'
import { miningOrdersFixture } from './MiningOrdersTable.fixtures'

const meta = {
  title: 'Widgets/MiningOrdersTable',
  component: MiningOrdersTable,
  tags: ['autodocs', 'beta'],
  args: records.earnOrdersArgs(miningOrdersFixture, 2),
  decorators: [widthDecorator(1100)],
} satisfies Meta<typeof MiningOrdersTable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * An order mining and one finished: amounts in the mined currency, the order, start and refund
 * times, expected and earned; a row's Details opens it.
 */
export const Default: Story = {
  play: records.playRows('My mining', 2, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      'USDT Steady 30',
      '1,000.00 USDT',
      'Mining',
      '11/15/2026, 11:06:40',
      '11/15/2026, 16:00:00',
      '12/15/2026, 16:00:00',
      '150.00 USDT',
      '10.00 USDT',
      'Details',
    ])
    await expect(records.cells(rows[1])).toEqual(
      expect.arrayContaining(['ETH Sprint 7', '2.00 ETH', 'Finished', '0.112 ETH']),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Details of ETH Sprint 7' }))
    await expect(args.onOpen).toHaveBeenCalledWith({ order: miningOrdersFixture[1] })
  }),
}

const states = records.states('orders', 'You have no mining orders.')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
