import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MiningEarningsTable } from '../MiningEarningsTable'
import { widthDecorator } from '../shared/testing/stories'
import { EarnOrderDetail, type EarnOrderRef } from './EarnOrderDetail'
import {
  financeOrdersFixture,
  miningEarningsFixture,
  miningOrdersFixture,
} from './EarnOrderDetail.fixtures'

const at = <T,>(list: readonly T[], index: number): T => {
  const item = list[index]
  if (item === undefined) throw new RangeError(`no fixture at ${index}`)
  return item
}
const mining: EarnOrderRef = { kind: 'mining', order: at(miningOrdersFixture, 0) }

const meta = {
  title: 'Widgets/EarnOrderDetail',
  component: EarnOrderDetail,
  tags: ['autodocs', 'beta'],
  args: { value: mining, timeZone: 'UTC', onRetry: fn() },
  decorators: [widthDecorator(520)],
} satisfies Meta<typeof EarnOrderDetail>

export default meta
type Story = StoryObj<typeof meta>

const facts = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Order details' })

/** A mining order: its terms, times, next payout, expected and earned, and its payouts under it. */
export const Default: Story = {
  args: {
    children: (
      <MiningEarningsTable
        earnings={miningEarningsFixture.filter((e) => e.orderId === '501')}
        timeZone="UTC"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const region = facts(canvasElement)
    await expect(region).toHaveTextContent('USDT Steady 30')
    await expect(region).toHaveTextContent('0.5% a day')
    await expect(region).toHaveTextContent('Next payout11/18/2026, 17:00:00')
    await expect(region).toHaveTextContent('Refund time12/15/2026, 16:00:00')
    await expect(region).toHaveTextContent('Earned10.00 USDT')
  },
}

/** A savings order purchasing: purchase amount, interest start, due time, earnings generated. */
export const Savings: Story = {
  args: { value: { kind: 'savings', order: at(financeOrdersFixture, 0) } },
  play: async ({ canvasElement }) => {
    const region = facts(canvasElement)
    await expect(region).toHaveTextContent('Purchase amount1,000.00 USDT')
    await expect(region).toHaveTextContent('8% a year')
    await expect(region).toHaveTextContent('Due time12/16/2026, 16:00:00')
    await expect(region).toHaveTextContent('Earnings generated0.2191 USDT')
  },
}

/** Transferred out early: settled early, no earnings, and a note that says why. */
export const SettledEarly: Story = {
  args: { value: { kind: 'savings', order: at(financeOrdersFixture, 2) } },
  play: async ({ canvasElement }) => {
    const region = facts(canvasElement)
    await expect(region).toHaveTextContent('Settled early')
    await expect(region).toHaveTextContent('Earnings generated0.00 USDT')
    await expect(
      within(region).getByText(
        'Transferred out before the due time: the principal came back with no interest.',
      ),
    ).toBeVisible()
  },
}

export const Loading: Story = { args: { value: null, status: 'loading' } }

export const ErrorState: Story = {
  name: 'Error',
  args: { value: null, status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The order could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
