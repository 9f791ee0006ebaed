import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  expectTableRows,
  recordsStateStories,
  recordsTableArgs,
  rowCells as cells,
  widthDecorator,
} from '../shared/testing/stories'
import { MiningEarningsTable } from './MiningEarningsTable'
import { miningEarningsFixture } from './MiningEarningsTable.fixtures'

const meta = {
  title: 'Widgets/MiningEarningsTable',
  component: MiningEarningsTable,
  tags: ['autodocs', 'beta'],
  args: {
    ...recordsTableArgs(),
    earnings: miningEarningsFixture,
    total: 4,
  },
  decorators: [widthDecorator(800)],
} satisfies Meta<typeof MiningEarningsTable>

export default meta
type Story = StoryObj<typeof meta>

/** Daily earnings with their day of the term, a principal returned and a rebate (no day). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await expectTableRows(within(canvasElement), 'Earnings', 4)
    await expect(cells(rows[0])).toEqual([
      'USDT Steady 30',
      'Earnings',
      'Day 2',
      '5.00 USDT',
      '11/17/2026, 17:00:00',
    ])
    await expect(cells(rows[2])).toEqual(
      expect.arrayContaining(['Principal returned', '—', '2.00 ETH']),
    )
    await expect(cells(rows[3])).toEqual(expect.arrayContaining(['Rebate', '0.02 ETH']))
  },
}

const states = recordsStateStories('earnings', 'No earnings yet')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
