import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import * as orderForm from '../shared/testing/orderFormStories'
import { field, typeInto } from '../shared/testing/stories'
import type { SpotOrderForm } from './SpotOrderForm'
import { solMarket } from './SpotOrderForm.fixtures'
import main from './SpotOrderForm.stories'

/**
 * The spot order form's interaction tests: each story reaches its state by a play function, so
 * it lives here, in the Tests section, with no docs page (the docs page shows `SpotOrderForm.stories`).
 */
const meta = {
  ...main,
  title: 'Tests/SpotOrderForm',
  tags: ['!autodocs'],
} satisfies Meta<typeof SpotOrderForm>

export default meta
type Story = StoryObj<typeof meta>

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

/** A price picked in the order book fills the price (and switches to a limit order). */
export const PickedPrice: Story = {
  args: { defaultType: 'market', pickedPrice: { price: '64250.35', seq: 1 } },
  play: orderForm.fillsPickedPrice('64250.35'),
}
