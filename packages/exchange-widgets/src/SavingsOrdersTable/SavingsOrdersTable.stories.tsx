import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import * as records from '../shared/testing/recordsStories'
import { widthDecorator } from '../shared/testing/stories'
import { SavingsOrdersTable } from './SavingsOrdersTable'
import { financeOrdersFixture } from './SavingsOrdersTable.fixtures'

const meta = {
  title: 'Widgets/SavingsOrdersTable',
  component: SavingsOrdersTable,
  tags: ['autodocs', 'stable'],
  args: { ...records.earnOrdersArgs(financeOrdersFixture, 3), onTransferOut: fn() },
  decorators: [widthDecorator(940)],
} satisfies Meta<typeof SavingsOrdersTable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Purchasing, settled and settled early: only the purchasing order can be transferred out, and
 * only after a confirmation that says no interest will be paid; "Keep it" sends nothing.
 */
export const Default: Story = {
  play: records.playRows('My savings', 3, async ({ args, canvas, rows }) => {
    await expect(records.cells(rows[0])).toEqual([
      'USDT Fixed 30',
      '1,000.00 USDT',
      '8%',
      'Purchasing',
      '11/16/2026, 11:06:40',
      '12/16/2026, 16:00:00',
      '6.5753 USDT',
      '0.2191 USDT',
      'Transfer outDetails',
    ])
    await expect(records.cells(rows[1])).toEqual(expect.arrayContaining(['Settled', 'Details']))
    await expect(records.cells(rows[2])).toEqual(
      expect.arrayContaining(['Settled early', '0.00 USDT']),
    )
    await expect(canvas.getAllByRole('button', { name: /^Transfer out/ })).toHaveLength(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Transfer out USDT Fixed 30' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer out early?' }))
    await expect(dialog.getByText(/No interest will be paid/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onTransferOut).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole('button', { name: 'Transfer out USDT Fixed 30' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer out, no interest' }))
    await expect(args.onTransferOut).toHaveBeenCalledWith({ order: financeOrdersFixture[0] })
  }),
}

/** A transfer out under way, and a failed one shown above the table. */
export const TransferFailed: Story = {
  args: {
    busy: ['701'],
    actionError: { orderId: '701', message: 'This order is already settled.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('This order is already settled.')
  },
}

const states = records.states('orders', 'No savings yet')

export const Empty: Story = states.empty

export const Loading: Story = states.loading

export const ErrorState: Story = { ...states.error, name: 'Error' }

export const Visitor: Story = states.visitor

/** Every prop in the Controls panel. */
export const Playground: Story = {}
