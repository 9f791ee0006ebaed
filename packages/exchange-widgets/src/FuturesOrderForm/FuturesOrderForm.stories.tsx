import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SubmitError } from '../shared/submitError/submitError'
import * as orderForm from '../shared/testing/orderFormStories'
import { field, pick, typeInto, widthDecorator } from '../shared/testing/stories'
import { FuturesOrderForm } from './FuturesOrderForm'
import {
  btcFutures,
  btcLast,
  btcMark,
  contractAvailable,
  longLimitRequest,
  lowLeverageFutures,
} from './FuturesOrderForm.fixtures'

const meta = {
  title: 'Widgets/FuturesOrderForm',
  component: FuturesOrderForm,
  tags: ['autodocs', 'stable'],
  args: {
    market: btcFutures,
    lastPrice: btcLast,
    markPrice: btcMark,
    available: contractAvailable,
    ...orderForm.args(),
    onTransfer: fn(),
  },
  decorators: [widthDecorator(340)],
} satisfies Meta<typeof FuturesOrderForm>

export default meta
type Story = StoryObj<typeof meta>

/** A long limit with TP and SL: the estimate follows the inputs and the exact request is sent. */
export const LongLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // The last price fills the price; 10x is the starting leverage.
    await expect(field(canvas, 'Price')).toHaveValue('64250.5')
    await expect(
      within(canvas.getByRole('group', { name: 'Leverage' })).getByRole('button', { name: '10x' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await typeInto(canvas, 'Price', '64000')
    await typeInto(canvas, 'Lots', '3')
    // 3 lots x 0.001 x 64,000 = 192; margin 192 / 10; fee 192 x 0.05 %
    await expect(canvas.getByTestId('notional')).toHaveTextContent('192.00 USDT')
    await expect(canvas.getByTestId('margin')).toHaveTextContent('19.20 USDT')
    await expect(canvas.getByTestId('fee')).toHaveTextContent('0.096 USDT')
    await expect(canvas.getByTestId('total')).toHaveTextContent('19.296 USDT')
    await expect(canvas.getByTestId('liquidation')).toHaveTextContent('57,889.45 USDT')
    await expect(canvas.getByTestId('available')).toHaveTextContent('1,250.50 USDT')
    await typeInto(canvas, 'Take profit', '70000')
    await typeInto(canvas, 'Stop loss', '60000')
    await expect(canvas.getByTestId('reference-now')).toHaveTextContent('Last price now: 64,250.50')

    await orderForm.submits(canvas, args, 'Open long', {
      ...longLimitRequest,
      takeProfit: '70000',
      stopLoss: '60000',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent('Order placed.')
    await expect(field(canvas, 'Lots')).toHaveValue('')
    await expect(field(canvas, 'Take profit')).toHaveValue('')
    await expect(field(canvas, 'Price')).toHaveValue('64000')
  },
}

/** A short at the market with 20x: priced at the last price, no price field, no TP/SL sent. */
export const ShortMarket: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Short' }))
    await userEvent.click(canvas.getByRole('tab', { name: 'Market' }))
    await expect(canvas.queryByRole('textbox', { name: 'Price' })).toBeNull()
    await expect(canvas.getByText('Market price')).toBeVisible()
    await pick(canvas, 'Leverage', '20x')
    await typeInto(canvas, 'Lots', '5')
    // 5 x 0.001 x 64,250.5 = 321.2525; / 20 = 16.062625; fee 0.16062625
    await expect(canvas.getByTestId('margin')).toHaveTextContent('16.0626 USDT')
    await expect(canvas.getByTestId('total')).toHaveTextContent('16.2232 USDT')
    // (321.2525 + 16.062625) / (0.005 x 1.005) = 67127.388… -> 67,127.38 (down to the tick)
    await expect(canvas.getByTestId('liquidation')).toHaveTextContent('67,127.38 USDT')
    await orderForm.submits(canvas, args, 'Open short', {
      symbol: 'BTCUSDT',
      side: 'short',
      type: 'market',
      lots: 5,
      leverage: 20,
    })
  },
}

/** Each TP/SL and price problem shows under its field, from the shared validator; nothing is sent. */
export const TpSlErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Price', '64000')
    await typeInto(canvas, 'Lots', '3')
    await typeInto(canvas, 'Take profit', '64250.5')
    await typeInto(canvas, 'Stop loss', '65000')
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(field(canvas, 'Take profit')).toHaveAccessibleDescription(
      'Take-profit must be above the reference price for a long, below it for a short.',
    )
    await expect(field(canvas, 'Take profit')).toHaveFocus()
    await expect(field(canvas, 'Stop loss')).toHaveAccessibleDescription(
      'Stop-loss must be below the reference price for a long, above it for a short.',
    )
    await typeInto(canvas, 'Stop loss', '57000')
    await expect(field(canvas, 'Stop loss')).toHaveAccessibleDescription(
      'The stop-loss is beyond the liquidation price: the position would be liquidated first.',
    )
    await typeInto(canvas, 'Price', '64300')
    await expect(field(canvas, 'Price')).toHaveAccessibleDescription(
      'A long limit price must not exceed the market price; a short limit price must not be below it.',
    )
    await typeInto(canvas, 'Lots', '1001')
    await expect(field(canvas, 'Lots')).toHaveAccessibleDescription(
      'Enter a whole number of lots within the allowed range.',
    )
  },
}

/** A stop-loss within 1 % of the estimated liquidation price is a warning, not an error. */
export const StopLossNearLiquidation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Price', '64000')
    await typeInto(canvas, 'Lots', '3')
    await typeInto(canvas, 'Stop loss', '58000')
    await userEvent.tab()
    await expect(field(canvas, 'Stop loss')).toHaveAccessibleDescription(
      'The stop-loss is close to the estimated liquidation price.',
    )
    await orderForm.submits(
      canvas,
      args,
      'Open long',
      expect.objectContaining({ stopLoss: '58000', triggerReference: 'last' }),
    )
  },
}

/** TP/SL judged on the mark price: the switch shows the choice and the price it compares with. */
export const MarkReference: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Lots', '2')
    await pick(canvas, 'Trigger price', 'Mark')
    await expect(canvas.getByTestId('reference-now')).toHaveTextContent('Mark price now: 64,262.30')
    // Above the last (64,250.50) but not above the mark: refused on mark.
    await typeInto(canvas, 'Take profit', '64260')
    await userEvent.tab()
    await expect(field(canvas, 'Take profit')).toHaveAccessibleDescription(
      'Take-profit must be above the reference price for a long, below it for a short.',
    )
    await typeInto(canvas, 'Take profit', '66000')
    await orderForm.submits(
      canvas,
      args,
      'Open long',
      expect.objectContaining({ takeProfit: '66000', triggerReference: 'mark' }),
    )
  },
}

/** The server refuses: its (translated) message shows above the button and the input stays. */
export const ServerError: Story = {
  args: {
    onSubmit: orderForm.refusedWith('Not enough USDT in the contract account.'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Lots', '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    await orderForm.showsRefusal(canvas, args, 'Not enough USDT in the contract account.')
    await expect(field(canvas, 'Lots')).toHaveValue('3')
  },
}

/** A refusal that names a field shows on that field (and clears when the field changes). */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('The stop-loss was refused.', {
        stopLoss: 'The stop-loss is beyond the estimated liquidation price.',
      })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeInto(canvas, 'Lots', '3')
    await typeInto(canvas, 'Stop loss', '60000')
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    await expect(await canvas.findByText(/beyond the estimated liquidation/)).toBeVisible()
    await expect(field(canvas, 'Stop loss')).toHaveAccessibleDescription(
      'The stop-loss is beyond the estimated liquidation price.',
    )
    await expect(canvas.queryByText('The stop-loss was refused.')).toBeNull()
    await typeInto(canvas, 'Stop loss', '61000')
    await expect(field(canvas, 'Stop loss')).not.toHaveAccessibleDescription(/beyond/)
  },
}

/** A visitor sees the contract and the estimate but is asked to log in. */
export const SignedOut: Story = {
  args: { loggedIn: false, available: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Open long' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Transfer/ })).toBeNull()
    await expect(canvas.getByTestId('available')).toHaveTextContent('–')
    await orderForm.logsIn(canvas, args)
  },
}

/** The Transfer link beside Available opens the page's transfer dialog. */
export const Transfer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Transfer USDT to the contract account' }),
    )
    await expect(args.onTransfer).toHaveBeenCalledTimes(1)
  },
}

/** An order on its way: the button spins and a second click sends nothing. */
export const Submitting: Story = orderForm.submittingStory

/** The contract and balance on their way: placeholders, and the form waits. */
export const Loading: Story = {
  args: { status: 'loading', available: null, lastPrice: null, markPrice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await orderForm.waitsWhileLoading(canvas, 'Futures order', 'Open long')
  },
}

/** A price picked in the order book fills the price and switches to a limit order. */
export const PriceFromBook: Story = {
  args: { defaultType: 'market', priceFromBook: { price: '64240.35', seq: 1 } },
  play: orderForm.fillsPickedPrice('64240.35'),
}

/** A contract offering at most 5x starts at 5x. */
export const LowMaxLeverage: Story = {
  args: { market: lowLeverageFutures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = within(canvas.getByRole('group', { name: 'Leverage' }))
    await expect(group.getAllByRole('button')).toHaveLength(4)
    await expect(group.getByRole('button', { name: '5x' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Playground: Story = {}
