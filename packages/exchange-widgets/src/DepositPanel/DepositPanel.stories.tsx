import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { field, widthDecorator, type Canvas } from '../shared/testing/stories'
import { DepositPanel, type DepositPanelProps, type DepositPair } from './DepositPanel'
import {
  depositAddressOf,
  fixtureDepositAddresses,
  fixtureWalletCoins,
} from './DepositPanel.fixtures'

const meta = {
  title: 'Widgets/DepositPanel',
  component: DepositPanel,
  tags: ['autodocs', 'stable'],
  args: {
    coins: fixtureWalletCoins,
    address: fixtureDepositAddresses['USDT:ERC20'],
    onChange: fn(),
    onRetry: fn(),
    onAddressRetry: fn(),
  },
  decorators: [widthDecorator(640)],
} satisfies Meta<typeof DepositPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The panel as a page holds it: a pair change loads that pair's address. */
function WithAddresses(args: DepositPanelProps) {
  const [pair, setPair] = useState<DepositPair | null>(null)
  const address = pair ? depositAddressOf(pair.coin, pair.chain) : (args.address ?? null)
  return (
    <DepositPanel
      {...args}
      address={address}
      onChange={(next) => {
        setPair(next)
        args.onChange?.(next)
      }}
    />
  )
}

const network = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('group', { name: 'Network' })).getByRole('button', { name })

/**
 * USDT on ERC-20: the address as text and QR code with a copy button, and the notes before
 * sending: this coin on this network only, the minimum (smaller deposits are lost), 12
 * confirmations, the coins that auto-deposit (not the bank-card USD).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Coin' })).toHaveValue('USDT')
    await expect(
      within(canvas.getByRole('combobox', { name: 'Coin' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USDT', 'BTC', 'ETH'])
    await expect(network(canvas, 'USDT-ERC20')).toHaveAttribute('aria-pressed', 'true')
    await expect(network(canvas, 'USDT-TRC20')).toHaveAttribute('aria-pressed', 'false')
    await expect(
      canvas.getByText(
        'Minimum deposit: 0.001 USDT. Smaller deposits are neither credited nor refunded.',
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText('Credited to your account after 12 network confirmations.'),
    ).toBeVisible()
    await expect(canvas.getByText('Automatic deposit: USDT, BTC, ETH.')).toBeVisible()
    await expect(
      canvas.getByText(
        'Send only USDT over USDT-ERC20 to this address: other coins or networks are lost.',
      ),
    ).toBeVisible()
    await expect(canvas.getByText('0x52908400098527886e0f7030069857d2e4169ee7')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Scan to get the address' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeEnabled()
    await expect(canvas.queryByRole('form', { name: 'Send a test deposit' })).toBeNull()
  },
}

/**
 * Another network of the coin (`defaultChain`): its own address shown. The test then picks
 * another network and back: the pair is reported each time.
 */
export const ChainSwitch: Story = {
  name: 'USDT on TRC-20',
  args: { defaultChain: 'TRC20', address: fixtureDepositAddresses['USDT:TRC20'] },
  render: (args) => <WithAddresses {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(network(canvas, 'USDT-TRC20')).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(network(canvas, 'USDT-ERC20'))
    await expect(args.onChange).toHaveBeenLastCalledWith({ coin: 'USDT', chain: 'ERC20' })
    await userEvent.click(network(canvas, 'USDT-TRC20'))
    await expect(args.onChange).toHaveBeenLastCalledWith({ coin: 'USDT', chain: 'TRC20' })
    await expect(network(canvas, 'USDT-TRC20')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeVisible()
    await expect(canvas.getByText('Your USDT deposit address (USDT-TRC20)')).toBeVisible()
  },
}

/** Opened for a coin (the site's `?coin=ETH`). */
export const FromLink: Story = {
  name: 'Opened for a coin (ETH)',
  args: { defaultCoin: 'ETH', address: fixtureDepositAddresses['ETH:ETH'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Coin' })).toHaveValue('ETH')
    await expect(network(canvas, 'Ethereum')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByText('0xde709f2102306220921060314715629080e2fb77')).toBeVisible()
  },
}

/** The address is on its way: the notes already show, the address box waits. */
export const AddressLoading: Story = {
  name: 'Address loading',
  args: { address: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Minimum deposit: 0.001 USDT/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Copy address' })).toBeNull()
  },
}

export const AddressError: Story = {
  args: { address: null, addressStatus: 'error', addressErrorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The deposit address could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onAddressRetry).toHaveBeenCalled()
  },
}

/** The coins are on their way. */
export const Loading: Story = {
  args: { status: 'loading', address: null },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorDetail: 'Network timeout', address: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The coins could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** No coin auto-deposits (only the bank card is offered). */
export const NoCoins: Story = {
  name: 'No coin to deposit',
  args: { coins: fixtureWalletCoins.filter((c) => c.coin === 'USD'), address: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No coin can be deposited right now.'),
    ).toBeVisible()
  },
}

/** Demo mode: a test deposit over the simulated chain, checked to be more than 0, then sent. */
export const Demo: Story = {
  name: 'Demo mode: test deposit',
  args: { onSimulateDeposit: fn(async () => ({ id: 'd-1' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Send a test deposit' }))
    await expect(form.getByText(/Demo chain: the simulated USDT-ERC20 network/)).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Send' }))
    await expect(form.getByText('Enter an amount greater than 0.')).toBeVisible()
    await expect(args.onSimulateDeposit).not.toHaveBeenCalled()
    await userEvent.type(field(canvas, 'Test amount'), '250')
    await userEvent.click(form.getByRole('button', { name: 'Send' }))
    await expect(args.onSimulateDeposit).toHaveBeenCalledWith({
      coin: 'USDT',
      chain: 'ERC20',
      amount: '250',
    })
    await expect(
      await form.findByText(
        'Sent 250 USDT: it appears in your deposit records and confirms block by block.',
      ),
    ).toBeVisible()
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
