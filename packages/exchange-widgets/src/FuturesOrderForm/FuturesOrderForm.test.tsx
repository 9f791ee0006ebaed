import {
  contractBalancesFixture,
  createFakeClient,
  createMockStream,
  errorResponse,
  futuresMarketsFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeText, renderInWidgets, textbox, translatedError } from '../shared/testing/render'
import { expectRetryUnderOneId, scriptedEndpoint } from '../shared/testing/scriptedEndpoint'
import { FuturesOrderFormConnected } from './FuturesOrderForm.connected'
import { longLimitRequest } from './FuturesOrderForm.fixtures'

type PlaceAnswer = 'network' | 'success' | 'tpsl'

/** A client answering the contracts and the balance, and each placement from `answers` in turn. */
function setup(answers: PlaceAnswer[]) {
  const { sent: placed, endpoint } = scriptedEndpoint<Record<string, unknown>>(answers, (answer) =>
    answer === 'tpsl'
      ? errorResponse('tpsl.stop.loss.liquidation', 422, 'Stop-loss beyond liquidation', {
          fields: [{ field: 'body.stopLoss', code: 'tpsl.stop.loss.liquidation' }],
        })
      : {},
  )
  const { client, calls } = createFakeClient({
    '/app/futures/markets': () => futuresMarketsFixture,
    '/app/account/balances': () => contractBalancesFixture,
    '/app/futures/order/place': endpoint,
  })
  const stream = createMockStream()
  renderInWidgets(
    { client, stream, errorText: translatedError },
    <FuturesOrderFormConnected symbol="BTCUSDT" loggedIn />,
  )
  return { placed, stream, calls }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open long' }))

describe('<FuturesOrderFormConnected />', () => {
  it('loads the contract account balance and follows its pushes, not the spot ones', async () => {
    const { stream, calls } = setup([])
    await screen.findByText('1,250.50 USDT')
    expect(calls.find((c) => c.path === '/app/account/balances')?.query).toEqual({
      account: 'contract',
    })
    act(() =>
      stream.emit('user', {
        type: 'balance',
        balance: { asset: 'USDT', available: '5', frozen: '0', total: '5' },
      }),
    )
    act(() =>
      stream.emit('user', {
        type: 'balance',
        account: 'contract',
        balance: { asset: 'USDT', available: '900', frozen: '0', total: '900' },
      }),
    )
    expect(await screen.findByText('900.00 USDT')).toBeInTheDocument()
  })

  it('places the exact request and retries a network failure under the same client order id', async () => {
    const { placed, stream } = setup(['network', 'success', 'success'])
    await screen.findByText('1,250.50 USDT')
    act(() =>
      stream.emit('ticker:BTCUSDT', {
        symbol: 'BTCUSDT',
        last: '64250.5',
        markPrice: '64262.3',
        ts: 1,
      }),
    )
    await waitFor(() => expect(textbox('Price')).toHaveValue('64250.5'))
    changeText('Price', '64000')
    changeText('Lots', '3')
    changeText('Take profit', '70000')
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('translated network.error')
    expect(textbox('Lots')).toHaveValue('3')
    submit()
    await screen.findByText('Order placed.')
    expect(placed).toHaveLength(2)
    expect(placed[0]?.clientOrderId).toMatch(/^f-[A-Za-z0-9._:-]+$/)
    await expectRetryUnderOneId(
      placed,
      'clientOrderId',
      { ...longLimitRequest, takeProfit: '70000' },
      () => {
        changeText('Lots', '3')
        submit()
      },
    )
  })

  it('shows a refusal that names a field on that field, with a new id next time', async () => {
    const { placed, stream } = setup(['tpsl', 'success'])
    await screen.findByText('1,250.50 USDT')
    act(() => stream.emit('ticker:BTCUSDT', { symbol: 'BTCUSDT', last: '64250.5', ts: 1 }))
    await waitFor(() => expect(textbox('Price')).toHaveValue('64250.5'))
    changeText('Lots', '3')
    changeText('Stop loss', '60000')
    submit()
    await waitFor(() =>
      expect(textbox('Stop loss')).toHaveAccessibleDescription(
        'translated tpsl.stop.loss.liquidation',
      ),
    )
    // Only the field's own message: nothing repeats it above the button.
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    submit()
    await screen.findByText('Order placed.')
    expect(placed[1]?.clientOrderId).not.toBe(placed[0]?.clientOrderId)
  })
})
