import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as orderForm from '../shared/testing/orderFormStories'
import { field, typeInto, widthDecorator } from '../shared/testing/stories'
import { SpotOrderForm } from './SpotOrderForm'
import {
  atomMarket,
  btcBalances,
  btcBestAsk,
  btcBestBid,
  btcLast,
  btcMarket,
  feeRateFixture,
  filMarket,
} from './SpotOrderForm.fixtures'

const meta = {
  title: 'Widgets/SpotOrderForm',
  component: SpotOrderForm,
  tags: ['autodocs', 'stable'],
  args: {
    market: btcMarket,
    lastPrice: btcLast,
    bestBid: btcBestBid,
    bestAsk: btcBestAsk,
    balances: btcBalances,
    feeRate: feeRateFixture,
    ...orderForm.args(),
    onDepositRequest: fn(),
  },
  decorators: [widthDecorator(320)],
} satisfies Meta<typeof SpotOrderForm>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Types a limit buy, reads the total and the maker fee (0.000008 BTC, too small for four
 * decimals: "< 0.0001 BTC"), places it; the quantity clears.
 */
export const BuyLimit: Story = {
  name: 'Buy limit order',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // The last price fills the price field.
    await expect(field(canvas, 'Price')).toHaveValue('64250.5')
    await typeInto(canvas, 'Price', '64000')
    await typeInto(canvas, 'Quantity', '0.01')
    await expect(canvas.getByTestId('total')).toHaveTextContent('640.00 USDT')
    // Below the best ask, the order rests: maker rate, paid in the BTC received.
    await expect(canvas.getByText('Est. fee (maker)')).toBeVisible()
    await expect(canvas.getByTestId('fee')).toHaveTextContent('< 0.0001 BTC')
    await expect(canvas.getByTestId('available')).toHaveTextContent('8,214.56 USDT')

    await orderForm.submits(canvas, args, 'Buy BTC', {
      side: 'buy',
      type: 'limit',
      price: '64000',
      quantity: '0.01',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent('Order placed.')
    await expect(field(canvas, 'Quantity')).toHaveValue('')
    await expect(field(canvas, 'Price')).toHaveValue('64000')
  },
}

/** A sell at the best bid takes liquidity: taker fee, in USDT. Opens on Sell (`defaultSide`). */
export const SellLimit: Story = {
  name: 'Sell limit order',
  args: { defaultSide: 'sell' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByTestId('available')).toHaveTextContent('0.0199 BTC')
    await typeInto(canvas, 'Price', '64250.45')
    await typeInto(canvas, 'Quantity', '0.01')
    await expect(canvas.getByTestId('total')).toHaveTextContent('642.5045 USDT')
    await expect(canvas.getByText('Est. fee (taker)')).toBeVisible()
    await expect(canvas.getByTestId('fee')).toHaveTextContent('0.6425 USDT')
    await orderForm.submits(canvas, args, 'Sell BTC', {
      side: 'sell',
      type: 'limit',
      price: '64250.45',
      quantity: '0.01',
    })
  },
}

/**
 * A market buy by the total to spend: the quantity is an estimate at the last price. Opens on
 * Market (`defaultType`), entered by the total (`defaultBuyBy`).
 */
export const MarketBuyByTotal: Story = {
  name: 'Market buy by total',
  args: { defaultType: 'market', defaultBuyBy: 'total' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Market price')).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Price' })).toBeNull()
    const buyBy = within(canvas.getByRole('group', { name: 'Buy by' }))
    await expect(buyBy.getByRole('button', { name: 'Total' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The toggle still switches: to the quantity and back.
    await userEvent.click(buyBy.getByRole('button', { name: 'Quantity' }))
    await expect(field(canvas, 'Quantity')).toBeVisible()
    await userEvent.click(buyBy.getByRole('button', { name: 'Total' }))
    await typeInto(canvas, 'Total', '100')
    // 100 / 64,250.50 = 0.0015564 -> 0.00155 whole lots
    await expect(canvas.getByTestId('estimated-quantity')).toHaveTextContent('≈ 0.00155 BTC')
    await expect(canvas.getByTestId('fee')).toHaveTextContent('< 0.0001 BTC')
    await orderForm.submits(canvas, args, 'Buy BTC', {
      side: 'buy',
      type: 'market',
      quoteAmount: '100',
    })
  },
}

/** A visitor sees prices and fees but is asked to log in instead of trading. */
export const Visitor: Story = {
  name: 'Signed out',
  args: { loggedIn: false, balances: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Buy BTC' })).toBeNull()
    await expect(canvas.getByRole('slider')).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Deposit USDT' })).toBeNull()
    await orderForm.logsIn(canvas, args)
  },
}

/** A market that is not open: the reason shows and nothing can be sent. */
export const MarketNotOpen: Story = {
  name: 'Market not open yet',
  args: { market: filMarket, lastPrice: '4.512', bestBid: null, bestAsk: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This market is not open for trading yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Buy FIL' })).toBeDisabled()
    await expect(field(canvas, 'Quantity')).toBeDisabled()
  },
}

/** A market under maintenance: the reason shows and nothing can be sent. */
export const Maintenance: Story = {
  name: 'Market under maintenance',
  args: { market: atomMarket, lastPrice: '7.204', bestBid: null, bestAsk: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This market is under maintenance.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Buy ATOM' })).toBeDisabled()
  },
}

/** Balances and fees on their way: placeholders, and the form waits. */
export const Loading: Story = {
  args: { status: 'loading', balances: null, feeRate: null, lastPrice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await orderForm.waitsWhileLoading(canvas, 'Spot order', 'Buy BTC')
    await expect(canvas.queryByTestId('fee')).toBeNull()
  },
}

/** An order on its way: the button spins and a second click sends nothing. */
export const Submitting: Story = { ...orderForm.submittingStory, name: 'Placing the order' }

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
