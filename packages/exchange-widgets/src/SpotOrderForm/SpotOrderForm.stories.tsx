import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
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
  solMarket,
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

/** A negative quantity being typed ("-", then "-0.5") shows no total and no fee until it is valid. */
export const NegativeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Price', '64000')
    await typeInto(canvas, 'Quantity', '-')
    await expect(canvas.getByTestId('total')).toHaveTextContent('–')
    await typeInto(canvas, 'Quantity', '-0.5')
    await expect(canvas.getByTestId('total')).toHaveTextContent(/^[^-]*–[^-]*$/)
    await expect(canvas.getByTestId('fee')).not.toHaveTextContent('-')
    await typeInto(canvas, 'Quantity', '0.5')
    await expect(canvas.getByTestId('total')).toHaveTextContent('32,000.00 USDT')
  },
}

/** A sell at the best bid takes liquidity: taker fee, in USDT. */
export const SellLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Sell' }))
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

/** A market buy by the total to spend: the quantity is an estimate at the last price. */
export const MarketBuyByTotal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Market' }))
    await expect(canvas.getByText('Market price')).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Price' })).toBeNull()
    const byTotal = within(canvas.getByRole('group', { name: 'Buy by' })).getByRole('button', {
      name: 'Total',
    })
    await userEvent.click(byTotal)
    await expect(byTotal).toHaveAttribute('aria-pressed', 'true')
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

/** 50 % and MAX fill lot-rounded quantities the balance pays for. */
export const PercentSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Share of available balance' })
    await userEvent.click(canvas.getByRole('button', { name: '50%' }))
    // 4,107.28 USDT / 64,250.50 = 0.0639259… -> 0.06392
    await expect(field(canvas, 'Quantity')).toHaveValue('0.06392')
    await expect(slider).toHaveValue('50')
    await userEvent.click(canvas.getByRole('button', { name: 'MAX' }))
    // 8,214.56 / 64,250.50 = 0.1278521… -> 0.12785, which costs 8,214.42 (never more than held)
    await expect(field(canvas, 'Quantity')).toHaveValue('0.12785')
    await expect(canvas.getByTestId('max')).toHaveTextContent('0.12785 BTC')
    await expect(canvas.queryByRole('alert')).toBeNull()

    await userEvent.click(canvas.getByRole('tab', { name: 'Sell' }))
    await userEvent.click(canvas.getByRole('button', { name: '50%' }))
    await expect(field(canvas, 'Quantity')).toHaveValue('0.00999')
    await userEvent.click(canvas.getByRole('button', { name: 'MAX' }))
    await expect(field(canvas, 'Quantity')).toHaveValue('0.01998')
  },
}

/** Each problem shows under its field once touched or on submit; nothing is sent. */
export const ValidationErrors: Story = {
  args: {
    market: solMarket,
    lastPrice: '148.915',
    bestBid: '148.91',
    bestAsk: '148.92',
    balances: { base: '3', quote: '100' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Quantity', '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy SOL' }))
    await expect(field(canvas, 'Quantity')).toHaveAccessibleDescription(
      'Quantity must be greater than 0.',
    )
    await expect(field(canvas, 'Quantity')).toHaveFocus()

    await typeInto(canvas, 'Price', '148.913')
    await expect(field(canvas, 'Price')).toHaveAccessibleDescription(
      'Price must be a multiple of 0.005.',
    )
    await typeInto(canvas, 'Price', '148.9')
    await typeInto(canvas, 'Quantity', '0.01')
    await expect(canvas.getByText('The minimum order total is 5 USDT.')).toBeVisible()
    await expect(field(canvas, 'Quantity')).toHaveAccessibleDescription(
      'The minimum order total is 5 USDT.',
    )
    await typeInto(canvas, 'Quantity', '1')
    await expect(field(canvas, 'Quantity')).toHaveAccessibleDescription(
      'Insufficient USDT balance.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Buy SOL' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A price 8.94 % above the last asks first; cancel keeps the form, confirm sends. */
export const FarFromMarketConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Price', '70000')
    await typeInto(canvas, 'Quantity', '0.01')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Price far from the market' })
    await expect(dialog).toHaveTextContent(
      'Your price is 8.94% above the last price (64,250.50). Place the order anyway?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(field(canvas, 'Price')).toHaveValue('70000')
    await expect(field(canvas, 'Quantity')).toHaveValue('0.01')

    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }))
    const again = await screen.findByRole('dialog')
    await userEvent.click(within(again).getByRole('button', { name: 'Place order' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      side: 'buy',
      type: 'limit',
      price: '70000',
      quantity: '0.01',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** The server refuses: its (translated) message shows as an alert and the input stays. */
export const ServerError: Story = {
  args: {
    onSubmit: orderForm.refusedWith('Your balance is not enough for this order.'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Quantity', '0.01')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }))
    await orderForm.showsRefusal(canvas, args, 'Your balance is not enough for this order.')
    await expect(field(canvas, 'Quantity')).toHaveValue('0.01')
    await expect(field(canvas, 'Price')).toHaveValue('64250.5')
  },
}

/** A visitor sees prices and fees but is asked to log in instead of trading. */
export const Visitor: Story = {
  args: { loggedIn: false, balances: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Buy BTC' })).toBeNull()
    await expect(canvas.getByRole('slider')).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Deposit USDT' })).toBeNull()
    await orderForm.logsIn(canvas, args)
  },
}

/** The deposit link names the asset the side spends. */
export const Deposit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit USDT' }))
    await expect(args.onDepositRequest).toHaveBeenLastCalledWith({ asset: 'USDT' })
    await userEvent.click(canvas.getByRole('tab', { name: 'Sell' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit BTC' }))
    await expect(args.onDepositRequest).toHaveBeenLastCalledWith({ asset: 'BTC' })
  },
}

/** A market that is not open: the reason shows and nothing can be sent. */
export const MarketNotOpen: Story = {
  args: { market: filMarket, lastPrice: '4.512', bestBid: null, bestAsk: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This market is not open for trading yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Buy FIL' })).toBeDisabled()
    await expect(field(canvas, 'Quantity')).toBeDisabled()
  },
}

export const Maintenance: Story = {
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
export const Submitting: Story = orderForm.submittingStory

/** A price picked in the order book fills the price (and switches to a limit order). */
export const PickedPrice: Story = {
  args: { defaultType: 'market', pickedPrice: { price: '64250.35', seq: 1 } },
  play: orderForm.fillsPickedPrice('64250.35'),
}

export const Playground: Story = {}
