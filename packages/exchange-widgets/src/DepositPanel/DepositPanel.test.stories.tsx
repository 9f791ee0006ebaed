import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { field, type Canvas } from '../shared/testing/stories'
import { DepositPanel, type DepositPanelProps, type DepositPair } from './DepositPanel'
import { depositAddressOf } from './DepositPanel.fixtures'
import main from './DepositPanel.stories'

/**
 * The deposit panel's interaction tests: each is reached by a play function, so it lives here,
 * in the Tests section, with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/DepositPanel',
  tags: ['!autodocs'],
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

/** Another coin goes to its first network: BTC on Bitcoin, with its address. */
export const CoinSwitch: Story = {
  render: (args) => <WithAddresses {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Coin' }), 'BTC')
    await expect(args.onChange).toHaveBeenLastCalledWith({ coin: 'BTC', chain: 'BTC' })
    await expect(network(canvas, 'Bitcoin')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByText('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBeVisible()
    await expect(canvas.getByText(/Minimum deposit: 0.001 BTC\./)).toBeVisible()
  },
}

/** A refused test deposit shows the server's (translated) message. */
export const DemoRejected: Story = {
  args: {
    onSimulateDeposit: fn(async () => {
      throw new Error('Not found.')
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Test amount'), '0.0005')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByText('Not found.')).toBeVisible()
  },
}
