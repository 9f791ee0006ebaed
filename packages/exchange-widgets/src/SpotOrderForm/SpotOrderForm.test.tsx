import {
  createFakeClient,
  createMockStream,
  errorResponse,
  spotBalancesFixture,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeText, renderInWidgets, textbox, translatedError } from '../shared/testing/render'
import { expectRetryUnderOneId, scriptedEndpoint } from '../shared/testing/scriptedEndpoint'
import { newClientOrderId, SpotOrderFormConnected } from './SpotOrderForm.connected'
import { SpotOrderForm, type SpotOrderFormProps } from './SpotOrderForm'
import { btcMarket } from './SpotOrderForm.fixtures'

type PlaceAnswer = 'network' | 'success' | 'insufficient'

/** A client answering fee rate and balances, and each order placement from `answers` in turn. */
function setup(answers: PlaceAnswer[]) {
  const { sent: placed, endpoint } = scriptedEndpoint<{ clientOrderId: string }>(
    answers,
    (answer) =>
      answer === 'insufficient'
        ? errorResponse('balance.insufficient', 422, 'Not enough USDT available')
        : {},
  )
  const { client } = createFakeClient({
    '/app/spot/feeRate': () => ({ level: 0, makerRate: '0.001', takerRate: '0.001' }),
    '/app/spot/balances': () => spotBalancesFixture,
    '/app/spot/order/place': endpoint,
  })
  const stream = createMockStream()
  renderInWidgets(
    { client, stream, errorText: translatedError },
    <SpotOrderFormConnected market={btcMarket} loggedIn />,
  )
  return { placed, stream }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }))

describe('<SpotOrderFormConnected />', () => {
  it('makes client order ids the contract accepts, a new one each time', () => {
    const a = newClientOrderId()
    expect(a).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
    expect(newClientOrderId()).not.toBe(a)
  })

  it('retries an order after a network failure with the same client order id, so it is never placed twice', async () => {
    const { placed } = setup(['network', 'success', 'success'])
    await screen.findByText('8,214.56 USDT')
    changeText('Price', '64000')
    changeText('Quantity', '0.01')
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('translated network.error')
    // The input is kept; the same order is sent again under the same id.
    expect(textbox('Quantity')).toHaveValue('0.01')
    submit()
    await screen.findByText('Order placed.')
    expect(placed).toHaveLength(2)
    // The next order is a new submission with a new id.
    await expectRetryUnderOneId(
      placed,
      'clientOrderId',
      { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '64000', quantity: '0.01' },
      () => {
        changeText('Quantity', '0.01')
        submit()
      },
    )
  })

  it('takes a new id after the server refused the order', async () => {
    const { placed } = setup(['insufficient', 'success'])
    await screen.findByText('8,214.56 USDT')
    changeText('Price', '64000')
    changeText('Quantity', '0.01')
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('translated balance.insufficient')
    submit()
    await screen.findByText('Order placed.')
    expect(placed[1]?.clientOrderId).not.toBe(placed[0]?.clientOrderId)
  })

  it('follows the last price and the balances pushed on the user channel', async () => {
    const { stream } = setup([])
    await screen.findByText('8,214.56 USDT')
    act(() =>
      stream.emit('user', {
        type: 'balance',
        balance: { asset: 'USDT', available: '100', frozen: '0', total: '100' },
      }),
    )
    expect(await screen.findByText('100.00 USDT')).toBeInTheDocument()
    act(() => stream.emit('ticker:BTCUSDT', { symbol: 'BTCUSDT', last: '64250.5', ts: 1 }))
    await waitFor(() => expect(textbox('Price')).toHaveValue('64250.5'))
  })
})

describe('<SpotOrderForm /> initial values', () => {
  const base = {
    market: btcMarket,
    lastPrice: '64250.5',
    balances: { base: '0.02', quote: '8214.56' },
    loggedIn: true,
    onSubmit: async () => undefined,
  }
  const renderForm = (initial: Partial<SpotOrderFormProps>) =>
    render(
      <BourseThemeProvider mode="light">
        <SpotOrderForm {...base} {...initial} />
      </BourseThemeProvider>,
    )

  it('starts on the side, type and "buy by" it is given', () => {
    renderForm({ defaultSide: 'sell', defaultType: 'market' })
    expect(screen.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Sell BTC' })).toBeInTheDocument()
  })

  it('starts a market buy by the total to spend, and the toggle still switches back', () => {
    renderForm({ defaultType: 'market', defaultBuyBy: 'total' })
    expect(screen.getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'true')
    expect(textbox('Total')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Quantity' }))
    expect(textbox('Quantity')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Total' })).toBeNull()
  })
})
