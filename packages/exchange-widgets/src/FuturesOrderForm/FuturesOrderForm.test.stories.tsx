import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SubmitError } from '../shared/submitError/submitError'
import * as orderForm from '../shared/testing/orderFormStories'
import { field, pick, typeInto } from '../shared/testing/stories'
import type { FuturesOrderForm } from './FuturesOrderForm'
import main from './FuturesOrderForm.stories'

/**
 * The futures order form's interaction tests: each story reaches its state by a play function,
 * so it lives here, in the Tests section, with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/FuturesOrderForm',
  tags: ['!autodocs'],
} satisfies Meta<typeof FuturesOrderForm>

export default meta
type Story = StoryObj<typeof meta>

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

/** A price picked in the order book fills the price and switches to a limit order. */
export const PriceFromBook: Story = {
  args: { defaultType: 'market', priceFromBook: { price: '64240.35', seq: 1 } },
  play: orderForm.fillsPickedPrice('64240.35'),
}
