import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SecondOrder } from '@bourse/api-client'
import { createFakeClient, createMockStream } from '@bourse/api-client/mocks'
import { WidgetsProvider } from '../WidgetsProvider'
import { field } from '../shared/testing/stories'
import { SecondContractTicket, type SecondTicketSubmit } from './SecondContractTicket'
import { FIXTURE_NOW, placedOrder } from './SecondContractTicket.fixtures'
import main from './SecondContractTicket.stories'

/**
 * The second-contract ticket's interaction and edge tests: each story reaches its state by a
 * play function or a stubbed clock, so it lives here, in the Tests section, with no docs page.
 */
const meta = {
  ...main,
  title: 'Tests/SecondContractTicket',
  tags: ['!autodocs'],
} satisfies Meta<typeof SecondContractTicket>

export default meta
type Story = StoryObj<typeof meta>

const HOUR = 3_600_000

/** Below the product's minimum the translated message shows and nothing is bought. */
export const BelowMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Amount'), '999.5')
    await expect(canvas.getByText('The minimum amount is 1,000 USDT.')).toBeVisible()
    await expect(field(canvas, 'Amount')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy up' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A rejected purchase shows the server's (translated) message. */
export const Rejected: Story = {
  args: {
    onSubmit: fn(async (request: SecondTicketSubmit): Promise<SecondOrder> => {
      throw new Error(`Second contracts are switched off (${request.symbol}).`)
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Amount'), '1000')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy up' }))
    await expect(
      await canvas.findByText('Second contracts are switched off (BTCUSDT).'),
    ).toBeVisible()
  },
}

/**
 * The computer's clock an hour behind the server's (docs/adr/0028): a 30 s contract bought now
 * reads 00:30 left, not 01:00:30. The ticket is given no clock: it reads its provider's, which
 * learns the offset from a `getServerTime` round trip.
 */
export const DeviceClockAnHourOff: Story = {
  // The holding state looks as in WithContracts; the screenshot matcher's timing needs a running
  // Date.now, which this story stops.
  parameters: { screenshot: { disable: true } },
  args: {
    orders: [
      placedOrder({ symbol: 'BTCUSDT', direction: 'up', productId: 's-30', amount: '1000' }),
    ],
  },
  beforeEach: () => {
    const deviceNow = Date.now
    Date.now = () => FIXTURE_NOW - HOUR
    return () => {
      Date.now = deviceNow
    }
  },
  render: ({ now: _pinned, ...args }) => {
    const { client } = createFakeClient({
      '/app/system/time': () => ({ serverTime: FIXTURE_NOW }),
    })
    return (
      <WidgetsProvider client={client} stream={createMockStream()} locale="en">
        <SecondContractTicket {...args} />
      </WidgetsProvider>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const contract = canvas.getByRole('listitem', { name: 'Up 1,000.00 USDT' })
    const timer = within(contract).getByRole('timer')
    await waitFor(() => expect(timer).toHaveTextContent(/^00:30$/), { timeout: 3000 })
    await expect(timer).not.toHaveTextContent('01:00')
  },
}
