import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { widthDecorator } from '../shared/testing/stories'
import { EarnProductCard } from './EarnProductCard'
import {
  closedPool,
  FIXTURE_INTEREST_START,
  longProduct,
  miningOffer,
  monthlyPool,
  savingsOffer,
  soldOutProduct,
} from './EarnProductCard.fixtures'

const meta = {
  title: 'Widgets/EarnProductCard',
  component: EarnProductCard,
  tags: ['autodocs', 'beta'],
  args: {
    offer: miningOffer(),
    timeZone: 'UTC',
    onAction: fn(),
  },
  decorators: [widthDecorator(320)],
} satisfies Meta<typeof EarnProductCard>

export default meta
type Story = StoryObj<typeof meta>

/** A daily pool: its rate a day, range, currencies, term, daily payout and inviter rebate. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article', { name: 'USDT Steady 30' })
    await expect(card).toHaveTextContent('0.5%')
    await expect(card).toHaveTextContent('Daily rate')
    await expect(card).toHaveTextContent('100 – 50,000 USDT')
    await expect(card).toHaveTextContent('30 days')
    await expect(card).toHaveTextContent('Daily at 1:00')
    await expect(card).toHaveTextContent('1% to the inviter')
    await userEvent.click(canvas.getByRole('button', { name: 'Mine' }))
    await expect(args.onAction).toHaveBeenCalledWith({ offer: args.offer })
  },
}

/** A monthly BTC pool that pays USDT with the principal at the end, without rebate. */
export const MonthlyAtEnd: Story = {
  args: { offer: miningOffer(monthlyPool) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'BTC Hash 90' })
    await expect(card).toHaveTextContent('3%')
    await expect(card).toHaveTextContent('Monthly rate')
    await expect(card).toHaveTextContent('At the end of the term')
    await expect(card).toHaveTextContent('None')
  },
}

/** A closed pool: a badge, and its action cannot be used. */
export const Closed: Story = {
  args: { offer: miningOffer(closedPool) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Closed')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mine' })).toBeDisabled()
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

/** A savings product: annualized rate, the share sold, released and surplus funds, interest start. */
export const Savings: Story = {
  args: { offer: savingsOffer(), interestStartAt: FIXTURE_INTEREST_START },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article', { name: 'USDT Fixed 30' })
    await expect(card).toHaveTextContent('8%')
    await expect(canvas.getByRole('progressbar', { name: '33.33% sold' })).toBeVisible()
    await expect(card).toHaveTextContent('1,500,000.00 USDT')
    await expect(card).toHaveTextContent('1,000,000.00 USDT')
    await expect(card).toHaveTextContent('11/18/2026, 16:00:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    await expect(args.onAction).toHaveBeenCalledWith({ offer: args.offer })
  },
}

/** Most of a product sold, with fractional surplus funds. */
export const NearlySold: Story = {
  args: { offer: savingsOffer(longProduct) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: '84.99% sold' })).toBeVisible()
    await expect(canvas.getByText('120,000.50 USDT')).toBeVisible()
  },
}

/** No surplus funds left: "Sold out", and Buy cannot be used. */
export const SoldOut: Story = {
  args: { offer: savingsOffer(soldOutProduct) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Sold out')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeDisabled()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
