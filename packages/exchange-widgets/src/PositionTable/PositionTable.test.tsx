import type { FuturesOrder } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPositionsFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInWidgets, translatedError } from '../shared/testing/render'
import { PositionTableConnected } from './PositionTable.connected'

const [long, short] = futuresPositionsFixture as [FuturesOrder, FuturesOrder, FuturesOrder]

/** A client answering the contracts and positions; the positions wait for `release()`. */
function setup(options: { closeFails?: boolean } = {}) {
  let release: () => void = () => {}
  let held = new Promise<void>((resolve) => (release = resolve))
  let loads = 0
  const fake = createFakeClient({
    '/app/futures/markets': () => futuresMarketsFixture,
    '/app/futures/positions': async () => {
      loads += 1
      await held
      return [long, short]
    },
    '/app/futures/position/close': ({ body }) => {
      if (options.closeFails) return errorResponse('position.not.open', 422, 'not open')
      const { orderId } = body as { orderId: string }
      return { ...long, id: orderId, status: 'closed', closeMethod: 'user' }
    },
    '/app/futures/position/tpsl': ({ body }) => {
      const edit = body as { stopLoss: string | null }
      if (edit.stopLoss === '61500')
        return errorResponse('tpsl.stop.loss.side', 422, 'wrong side', {
          fields: [{ field: 'body.stopLoss', code: 'tpsl.stop.loss.side' }],
        })
      return { ...long, ...(body as object) }
    },
  })
  const stream = createMockStream()
  renderInWidgets(
    { client: fake.client, stream, errorText: translatedError },
    <PositionTableConnected loggedIn timeZone="UTC" />,
  )
  return {
    ...fake,
    stream,
    release: () => release(),
    hold: () => (held = new Promise<void>((resolve) => (release = resolve))),
    loads: () => loads,
  }
}

const ids = () =>
  within(screen.getByRole('table', { name: 'Positions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
const push = (stream: ReturnType<typeof createMockStream>, position: FuturesOrder) =>
  act(() => stream.emit('user', { type: 'position', position }))

describe('<PositionTableConnected />', () => {
  it('applies position events that arrive while the list loads, then keeps it live', async () => {
    const { stream, release } = setup()
    // Before the answer: a new position opens and the ETH short closes.
    push(stream, futuresOrderFixture({ id: 'p-9', side: 'short', openedAt: 2e12, createdAt: 2e12 }))
    push(stream, { ...short, status: 'closed', closeMethod: 'stop_loss' })
    release()
    await waitFor(() => expect(ids()).toEqual(['BTCUSDTShort10x', 'BTCUSDTLong10x']))
    // A live-figures push replaces the row in place.
    push(stream, { ...long, unrealisedPnl: '-2.5', roe: '-0.1322' })
    expect(await screen.findByText('-2.50')).toBeInTheDocument()
    expect(ids()).toEqual(['BTCUSDTShort10x', 'BTCUSDTLong10x'])
    // A pending limit order is no position; a liquidation removes its row.
    push(stream, futuresOrderFixture({ id: 'p-10', status: 'pending', openedAt: null }))
    push(stream, { ...long, status: 'closed', closeMethod: 'liquidation' })
    await waitFor(() => expect(ids()).toEqual(['BTCUSDTShort10x']))
  })

  it('loads the list again after the stream reconnects', async () => {
    const { stream, release, loads } = setup()
    release()
    await waitFor(() => expect(ids()).toHaveLength(2))
    expect(loads()).toBe(1)
    act(() => stream.setStatus('reconnecting'))
    act(() => stream.setStatus('open'))
    await waitFor(() => expect(loads()).toBe(2))
  })

  it('closes a position and removes its row', async () => {
    const { release, calls } = setup()
    release()
    await waitFor(() => expect(ids()).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Close Long BTCUSDT' }))
    await waitFor(() => expect(ids()).toEqual(['ETHUSDTShort20x']))
    expect(calls.at(-1)).toMatchObject({
      path: '/app/futures/position/close',
      body: { orderId: 'p-1' },
    })
  })

  it('reports a refused close', async () => {
    const { release } = setup({ closeFails: true })
    release()
    await waitFor(() => expect(ids()).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Close Short ETHUSDT' }))
    expect(await screen.findByText('translated position.not.open')).toBeInTheDocument()
    expect(ids()).toHaveLength(2)
  })

  it('saves TP/SL and shows a refused field on that field', async () => {
    const { release, calls } = setup()
    release()
    await waitFor(() => expect(ids()).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Edit TP/SL of Long BTCUSDT' }))
    const dialog = within(await screen.findByRole('dialog'))
    // Below the reference (64,250.5) and above liquidation: valid here, refused by the "server".
    fireEvent.change(dialog.getByRole('textbox', { name: 'Stop loss' }), {
      target: { value: '61500' },
    })
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Stop loss' })).toHaveAccessibleDescription(
        'translated tpsl.stop.loss.side',
      ),
    )
    fireEvent.change(dialog.getByRole('textbox', { name: 'Stop loss' }), {
      target: { value: '61000' },
    })
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.at(-1)?.body).toEqual({
      orderId: 'p-1',
      takeProfit: '68000',
      stopLoss: '61000',
      triggerReference: 'last',
    })
  })
})
