import {
  contractBalancesFixture,
  createFakeClient,
  createMockStream,
  errorResponse,
  spotBalancesFixture,
} from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { changeText, renderInWidgets, translatedError } from '../shared/testing/render'
import { expectRetryUnderOneId, scriptedEndpoint } from '../shared/testing/scriptedEndpoint'
import { AccountTransferConnected } from './AccountTransfer.connected'

type Answer = 'network' | 'success' | 'insufficient'
type Sent = { clientTransferId: string; from: string; to: string; amount: string }

function setup(answers: Answer[] = []) {
  const { sent, endpoint } = scriptedEndpoint<Sent>(answers, (answer, request): unknown =>
    answer === 'insufficient'
      ? errorResponse('balance.insufficient', 422, 'No')
      : { id: `t-${sent.length}`, asset: 'USDT', createdAt: 1, ...request },
  )
  const { client, calls } = createFakeClient({
    '/app/spot/balances': () => spotBalancesFixture,
    '/app/account/balances': () => contractBalancesFixture,
    '/app/account/transfer': endpoint,
  })
  const onDone = vi.fn()
  renderInWidgets(
    { client, stream: createMockStream(), errorText: translatedError },
    <AccountTransferConnected onDone={onDone} />,
  )
  return { sent, calls, onDone }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))

describe('<AccountTransferConnected />', () => {
  it("checks against the source account's balance and loads the new source when it changes", async () => {
    const { calls } = setup()
    expect(await screen.findByText('8,214.56 USDT')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), {
      target: { value: 'contract' },
    })
    expect(await screen.findByText('1,250.50 USDT')).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/app/account/balances')?.query).toEqual({
      account: 'contract',
    })
  })

  it('retries a transfer after a network failure under the same client transfer id', async () => {
    const { sent, onDone } = setup(['network', 'success', 'success'])
    await screen.findByText('8,214.56 USDT')
    changeText('Amount', '100')
    submit()
    expect(await screen.findByText('translated network.error')).toBeInTheDocument()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    await expectRetryUnderOneId(
      sent,
      'clientTransferId',
      { from: 'spot', to: 'contract', asset: 'USDT', amount: '100' },
      () => {
        changeText('Amount', '100')
        submit()
      },
    )
    expect(sent[0]?.clientTransferId).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
  })

  it('takes a new id after the server refused the transfer', async () => {
    const { sent } = setup(['insufficient', 'success'])
    await screen.findByText('8,214.56 USDT')
    changeText('Amount', '100')
    submit()
    expect(await screen.findByText('translated balance.insufficient')).toBeInTheDocument()
    submit()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.clientTransferId).not.toBe(sent[0]?.clientTransferId)
  })
})
