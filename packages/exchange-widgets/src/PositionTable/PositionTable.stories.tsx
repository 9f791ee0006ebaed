import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PositionTable } from './PositionTable'
import {
  fixtureFuturesMarkets,
  fixtureLong,
  fixturePositions,
  fixtureUnleveraged,
} from './PositionTable.fixtures'

const meta = {
  title: 'Widgets/PositionTable',
  component: PositionTable,
  tags: ['autodocs', 'stable'],
  args: {
    positions: fixturePositions,
    markets: fixtureFuturesMarkets,
    status: 'ready',
    loggedIn: true,
    timeZone: 'UTC',
    onClose: fn(),
    onCloseAll: fn(),
    onEditTpSl: fn(async () => undefined),
    onShare: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1400 }}>{Story()}</div>],
} satisfies Meta<typeof PositionTable>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const dataRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Positions' }))
    .getAllByRole('row')
    .slice(1)
const column = (rows: HTMLElement[], index: number) =>
  rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent)
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Longs and shorts in profit and at a loss, newest first, with every live figure. */
export const Positions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = dataRows(canvas)
    await expect(rows).toHaveLength(3)
    await expect(column(rows, 0)).toEqual(['BTCUSDTLong10x', 'BTCUSDTShort100x', 'ETHUSDTShort20x'])
    // The contract multiplier: the base quantity of one lot.
    await expect(column(rows, 2)).toEqual(['0.001', '0.001', '0.01'])
    await expect(column(rows, 3)).toEqual(['63,000.00', '64,000.00', '3,100.00'])
    await expect(column(rows, 7)).toEqual(['+3.7515', '-0.501', '-1.021'])
    await expect(column(rows, 8)).toEqual(['+19.84%', '-39.14%', '-13.20%'])
    await expect(column(rows, 10)).toEqual(['56,984.93', '64,318.40', '3,238.49'])
    await expect(column(rows, 11)).toEqual([
      '68,000.00 / 60,000.00Last',
      '– / –',
      '– / 3,200.00Mark',
    ])
    // The close (settlement) fee the server estimates at the mark price, before closing.
    await expect(column(rows, 12)?.[2]).toBe('Open 0.0775Est. close 0.078Holding 0.0156')
    await expect(column(rows, 13)?.[0]).toBe('11/18/2026, 10:56:40')

    await userEvent.click(canvas.getByRole('button', { name: 'Close Short ETHUSDT' }))
    await expect(args.onClose).toHaveBeenCalledWith({ orderId: 'p-2' })
  },
}

/** A 100x short near its liquidation price: the risk rate is flagged. */
export const HighRisk: Story = {
  args: { positions: [fixturePositions[2] as (typeof fixturePositions)[number]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [row] = dataRows(canvas)
    await expect(within(row as HTMLElement).getByText('82.47%')).toBeVisible()
    await expect(within(row as HTMLElement).getByText('High risk')).toBeVisible()
  },
}

/** A 1x long cannot be liquidated: no liquidation price. */
export const Unleveraged: Story = {
  args: { positions: [fixtureUnleveraged] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(column(dataRows(canvas), 10)).toEqual(['None'])
  },
}

/**
 * Edit TP/SL validates with the shared validator against the chosen reference and the
 * liquidation price, warns near liquidation, then shows the server's refusal.
 */
export const EditTpSlWithError: Story = {
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
      await waitFor(() => expect(args.onShare).toHaveBeenCalledWith({ orderId: 'p-1' }))
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
    await expect(saved).toBe('bourse-BTCUSDT-p-1.png')
  },
}

/** A failed close shows above the table. */
export const CloseFailed: Story = {
  args: {
    closing: ['p-3'],
    actionError: { orderId: 'p-2', message: 'The position is not open.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The position is not open.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close Short BTCUSDT' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Empty: Story = {
  args: { positions: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No open positions')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Close all' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { positions: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Positions' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { positions: [], status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Positions could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const SignedOut: Story = {
  args: { positions: [], loggedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {}
