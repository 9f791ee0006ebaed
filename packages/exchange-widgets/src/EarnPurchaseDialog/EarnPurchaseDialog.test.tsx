import type { MiningBuyRequest } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  financialBalancesFixture,
  miningOrderFixture,
  spotBalancesFixture,
} from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInWidgets, translatedError } from '../shared/testing/render'
import { EarnPurchaseDialogConnected } from './EarnPurchaseDialog.connected'
import { miningOffer, savingsOffer } from './EarnPurchaseDialog.fixtures'

type Answer = 'network' | 'success' | 'range'

function setup(offer = miningOffer(), answers: Answer[] = []) {
  const sent: MiningBuyRequest[] = []
  const { client, calls } = createFakeClient({
    '/app/spot/balances': () => spotBalancesFixture,
    '/app/account/balances': () => financialBalancesFixture,
    '/app/mining/buy': ({ body }) => {
      const request = body as MiningBuyRequest
      sent.push(request)
      const answer = answers[sent.length - 1] ?? 'success'
      if (answer === 'network') throw new TypeError('Failed to fetch')
      if (answer === 'range') return errorResponse('mining.amount.range', 422, 'Out of range')
      return miningOrderFixture({ id: String(sent.length), amount: request.amount })
    },
  })
  const onDone = vi.fn()
  renderInWidgets(
    { client, stream: createMockStream(), errorText: translatedError },
    <EarnPurchaseDialogConnected offer={offer} onClose={vi.fn()} onDone={onDone} />,
  )
  return { sent, calls, onDone }
}

const dialog = () => within(screen.getByRole('dialog'))
const amount = (value: string) =>
  fireEvent.change(dialog().getByRole('textbox', { name: 'Amount' }), { target: { value } })
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }))

describe('<EarnPurchaseDialogConnected />', () => {
  it('shows the spot balance for mining and the financial balance for savings', async () => {
    const { calls } = setup(savingsOffer())
    await waitFor(() =>
      expect(dialog().getByTestId('available')).toHaveTextContent('2,500.00 USDT'),
    )
    expect(calls.map((c) => c.query)).toContainEqual({ account: 'financial' })
    expect(calls.some((c) => c.path === '/app/spot/balances')).toBe(false)
  })

  it('retries after a network failure under the same client order id, then makes a new one', async () => {
    const { sent, onDone } = setup(miningOffer(), ['network', 'success', 'success'])
    await waitFor(() => expect(dialog().getByTestId('available')).not.toHaveTextContent('–'))
    amount('1000')
    confirm()
    expect(await screen.findByText('translated network.error')).toBeInTheDocument()
    confirm()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toEqual({
      clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      poolId: '1',
      amount: '1000',
    })
    confirm()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2))
    expect(sent[2]?.clientOrderId).not.toBe(sent[0]?.clientOrderId)
  })

  it('puts an amount refusal of the server under the amount, translated', async () => {
    const { sent } = setup(miningOffer(), ['range'])
    await waitFor(() => expect(dialog().getByTestId('available')).not.toHaveTextContent('–'))
    amount('1000')
    confirm()
    await waitFor(() =>
      expect(dialog().getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
        expect.stringContaining('translated mining.amount.range'),
      ),
    )
    expect(sent).toHaveLength(1)
  })
})
