import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fixtureLong } from './PositionTable.fixtures'
import main from './PositionTable.stories'

/**
 * The position table's dialogs, driven by their tests: edit TP/SL, close all, share. Listed under
 * "Tests", with no docs page: a docs page opens no dialog over its own text.
 */
const meta = {
  ...main,
  title: 'Tests/PositionTable',
  tags: ['!autodocs'],
} satisfies Meta<typeof main.component>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/**
 * Edit TP/SL validates with the shared validator against the chosen reference and the
 * liquidation price, warns near liquidation, then shows the server's refusal.
 */
export const EditTpSlWithError: Story = {
  name: 'Edit TP/SL refused',
  args: {
    positions: [fixtureLong],
    onEditTpSl: fn(async () => {
      throw new Error('The position is no longer open.')
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit TP/SL of Long BTCUSDT' }))
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'TP/SL · Long BTCUSDT' }),
    )
    const takeProfit = dialog.getByRole('textbox', { name: 'Take profit' })
    const stopLoss = dialog.getByRole('textbox', { name: 'Stop loss' })
    await expect(takeProfit).toHaveValue('68000')
    await expect(dialog.getByTestId('tpsl-reference')).toHaveTextContent('64,250.50')

    await userEvent.clear(stopLoss)
    await userEvent.type(stopLoss, '64300')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(stopLoss).toHaveAccessibleDescription(
      'Stop-loss must be below the reference price for a long, above it for a short.',
    )
    await expect(args.onEditTpSl).not.toHaveBeenCalled()

    await userEvent.clear(stopLoss)
    await userEvent.type(stopLoss, '56900')
    await expect(stopLoss).toHaveAccessibleDescription(
      'The stop-loss is beyond the liquidation price: the position would be liquidated first.',
    )
    await userEvent.clear(stopLoss)
    // 57,000 is within 1 % above the liquidation price (56,984.93): a warning only.
    await userEvent.type(stopLoss, '57000')
    await expect(stopLoss).toHaveAccessibleDescription(
      'The stop-loss is close to the estimated liquidation price.',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Mark' }))
    await userEvent.clear(takeProfit)
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onEditTpSl).toHaveBeenCalledWith({
      orderId: 'p-1',
      takeProfit: null,
      stopLoss: '57000',
      triggerReference: 'mark',
    })
    await expect(await dialog.findByText('The position is no longer open.')).toBeVisible()
  },
}

/** A saved edit closes the dialog. */
export const EditTpSlSaved: Story = {
  name: 'Edit TP/SL saved',
  args: { positions: [fixtureLong] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit TP/SL of Long BTCUSDT' }))
    const body = page(canvasElement)
    const dialog = within(await body.findByRole('dialog'))
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Take profit' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Take profit' }), '70000')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(args.onEditTpSl).toHaveBeenCalledWith({
      orderId: 'p-1',
      takeProfit: '70000',
      stopLoss: '60000',
      triggerReference: 'last',
    })
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}

/**
 * "Close all" asks first, saying the estimated close fee; keeping changes nothing, confirming
 * reports every id.
 */
export const CloseAllConfirm: Story = {
  name: 'Close all: confirm or keep',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Close all' }))
    const dialog = await body.findByRole('dialog', { name: 'Close all positions?' })
    await expect(dialog).toHaveTextContent('3 open positions will be closed at the market price.')
    // 0.09637575 + 0.0780105 + 0.0642505, the positions' estimated close fees.
    await expect(dialog).toHaveTextContent('Estimated close fee: 0.2386 USDT')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep positions' }))
    await expect(args.onCloseAll).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Close all' }))
    await expect(await body.findByRole('dialog', { name: 'Close all positions?' })).toBeVisible()
  },
}

/** Confirmed: every open position's id is reported. */
export const CloseAllConfirmed: Story = {
  name: 'Close all: confirmed',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Close all' }))
    const dialog = await body.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close all positions' }))
    await expect(args.onCloseAll).toHaveBeenCalledWith({ orderIds: ['p-1', 'p-3', 'p-2'] })
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}

/** The PnL card of a position, drawn on a canvas, saved as a PNG. */
export const ShareCard: Story = {
  name: 'Share card',
  args: { positions: [fixtureLong] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Share Long BTCUSDT' }))
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Share your position' }),
    )
    await expect(
      dialog.getByRole('img', { name: 'PnL card: BTCUSDT Long, ROE +19.84%, PnL +3.7515' }),
    ).toBeVisible()
    // Catch the download link instead of saving a file.
    const click = HTMLAnchorElement.prototype.click
    let saved = ''
    HTMLAnchorElement.prototype.click = function catchDownload(this: HTMLAnchorElement) {
      saved = this.download
    }
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Download PNG' }))
      // The card is drawn to a PNG first: longer than waitFor's second on a busy machine.
      await waitFor(() => expect(args.onShare).toHaveBeenCalledWith({ orderId: 'p-1' }), {
        timeout: 5000,
      })
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
    await expect(saved).toBe('bourse-BTCUSDT-p-1.png')
  },
}
