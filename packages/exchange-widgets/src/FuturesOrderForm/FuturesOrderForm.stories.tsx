import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
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
  name: 'Long limit order',
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

/**
 * A short at the market: priced at the last price, no price field. Opens on Short and Market
 * (`defaultSide`, `defaultType`); the test then picks 20x and checks no TP/SL is sent.
 */
export const ShortMarket: Story = {
  name: 'Short at market',
  args: { defaultSide: 'short', defaultType: 'market' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Short' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('tab', { name: 'Market' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
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

/** A visitor sees the contract and the estimate but is asked to log in. */
export const SignedOut: Story = {
  name: 'Signed out',
  args: { loggedIn: false, available: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Open long' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Transfer/ })).toBeNull()
    await expect(canvas.getByTestId('available')).toHaveTextContent('–')
    await orderForm.logsIn(canvas, args)
  },
}

/** An order on its way: the button spins and a second click sends nothing. */
export const Submitting: Story = { ...orderForm.submittingStory, name: 'Placing the order' }

/** The contract and balance on their way: placeholders, and the form waits. */
export const Loading: Story = {
  args: { status: 'loading', available: null, lastPrice: null, markPrice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await orderForm.waitsWhileLoading(canvas, 'Futures order', 'Open long')
  },
}

/** A contract offering at most 5x starts at 5x. */
export const LowMaxLeverage: Story = {
  name: 'Contract with at most 5x',
  args: { market: lowLeverageFutures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = within(canvas.getByRole('group', { name: 'Leverage' }))
    await expect(group.getAllByRole('button')).toHaveLength(4)
    await expect(group.getByRole('button', { name: '5x' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
