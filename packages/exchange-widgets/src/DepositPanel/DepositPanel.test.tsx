import { createFakeClient, createMockStream, errorResponse } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeText, renderInWidgets } from '../shared/testing/render'
import { DepositPanelConnected } from './DepositPanel.connected'
import { depositAddressOf, fixtureWalletCoins } from './DepositPanel.fixtures'

function setup(options: { demo?: boolean; failAddress?: boolean } = {}) {
  let failAddress = options.failAddress ?? false
  const { client, calls } = createFakeClient({
    '/app/wallet/coins': () => fixtureWalletCoins,
    '/app/wallet/deposit/address': ({ body }) => {
      if (failAddress) return errorResponse('system.error', 500)
      const { coin, chain } = body as { coin: string; chain: string }
      return depositAddressOf(coin, chain)
    },
    '/app/dev/chain/send': ({ body }) => ({
      id: 'd-1',
      ...(body as object),
      address: 'x',
      txHash: '0x1',
      confirmations: 0,
      requiredConfirmations: 12,
      status: 'in_progress',
      createdAt: 1,
    }),
  })
  renderInWidgets(
    { client, stream: createMockStream() },
    <DepositPanelConnected defaultCoin="USDT" defaultChain="TRC20" demo={options.demo ?? false} />,
  )
  return { calls, heal: () => (failAddress = false) }
}

const addressCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/app/wallet/deposit/address').map((c) => c.body)

describe('<DepositPanelConnected />', () => {
  it('asks for the address of each pair shown, once', async () => {
    const { calls } = setup()
    expect(await screen.findByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeInTheDocument()
    const networks = within(screen.getByRole('group', { name: 'Network' }))
    fireEvent.click(networks.getByRole('button', { name: 'USDT-ERC20' }))
    expect(
      await screen.findByText('0x52908400098527886e0f7030069857d2e4169ee7'),
    ).toBeInTheDocument()
    fireEvent.click(networks.getByRole('button', { name: 'USDT-TRC20' }))
    expect(await screen.findByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeInTheDocument()
    expect(addressCalls(calls)).toEqual([
      { coin: 'USDT', chain: 'TRC20' },
      { coin: 'USDT', chain: 'ERC20' },
    ])
    expect(screen.queryByRole('form', { name: 'Send a test deposit' })).toBeNull()
  })

  it('shows a failed address with a retry that asks again', async () => {
    const { calls, heal } = setup({ failAddress: true })
    expect(await screen.findByText('The deposit address could not be loaded.')).toBeInTheDocument()
    heal()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeInTheDocument()
    expect(addressCalls(calls)).toHaveLength(2)
  })

  it('sends a test deposit over the demo chain', async () => {
    const { calls } = setup({ demo: true })
    await screen.findByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')
    changeText('Test amount', '0.0005')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/app/dev/chain/send')?.body).toEqual({
        coin: 'USDT',
        chain: 'TRC20',
        amount: '0.0005',
      }),
    )
    expect(await screen.findByText(/Sent 0.0005 USDT/)).toBeInTheDocument()
  })
})
