import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as orderForm from '../shared/testing/orderFormStories'
import { field, widthDecorator } from '../shared/testing/stories'
import { SecondContractTicket, type SecondTicketSubmit } from './SecondContractTicket'
import {
  disabledOffer,
  fixedNow,
  offer,
  pendingTicketOrder,
  placedOrder,
  ticketOrders,
} from './SecondContractTicket.fixtures'

const meta = {
  title: 'Widgets/SecondContractTicket',
  component: SecondContractTicket,
  tags: ['autodocs', 'stable'],
  args: {
    offer,
    symbol: 'BTCUSDT',
    pairName: 'BTC/USDT',
    lastPrice: '64250.5',
    available: '25000',
    now: fixedNow,
    ...orderForm.args(),
    onSubmit: fn(async (request: SecondTicketSubmit) => placedOrder(request)),
    onTransfer: fn(),
    onRetry: fn(),
  },
  decorators: [widthDecorator(340)],
} satisfies Meta<typeof SecondContractTicket>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Buys up for 60 s: the fee (0.2 %) and the payout on a win (85 %) follow the amount; the bought
 * contract then shows under the form with its countdown.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '30 s · 80%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: '60 s · 85%' }))
    await expect(canvas.getByText('Min 1,000 · Max 9,999,999 USDT')).toBeVisible()
    await userEvent.type(field(canvas, 'Amount'), '1000')
    await expect(canvas.getByText('Fee (0.2%)')).toBeVisible()
    await expect(canvas.getByTestId('fee')).toHaveTextContent('2.00 USDT')
    await expect(canvas.getByTestId('profit')).toHaveTextContent('+850.00 USDT')
    await expect(canvas.getByTestId('payout')).toHaveTextContent('1,850.00 USDT')
    await expect(canvas.getByTestId('available')).toHaveTextContent('25,000.00 USDT')

    await orderForm.submits(canvas, args, 'Buy up', {
      symbol: 'BTCUSDT',
      direction: 'up',
      productId: 's-60',
      amount: '1000',
    })
    const contract = await canvas.findByRole('listitem', { name: 'Up 1,000.00 USDT' })
    await expect(within(contract).getByRole('timer')).toHaveTextContent('01:00')
    await expect(field(canvas, 'Amount')).toHaveValue('')
  },
}

/**
 * Buying down for 300 s (`defaultDirection`, `defaultProductId`): a fixed fee of 5 USDT, 92 %
 * payout; amount plus fee above the balance is refused.
 */
export const DownFixedFee: Story = {
  name: 'Buy down for 300 s, fixed fee',
  args: { available: '2000', defaultDirection: 'down', defaultProductId: 's-300' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Buy down' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('button', { name: '300 s · 92%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByText('Fee')).toBeVisible()
    await expect(canvas.getByTestId('fee')).toHaveTextContent('5.00 USDT')
    await userEvent.type(field(canvas, 'Amount'), '2000')
    await expect(canvas.getByText('Insufficient balance.')).toBeVisible()
    await userEvent.clear(field(canvas, 'Amount'))
    await userEvent.type(field(canvas, 'Amount'), '1995')
    await expect(canvas.getByTestId('payout')).toHaveTextContent('3,830.40 USDT')
    await orderForm.submits(canvas, args, 'Buy down', {
      symbol: 'BTCUSDT',
      direction: 'down',
      productId: 's-300',
      amount: '1995',
    })
  },
}

/** Open contracts count down to settlement; a settled one shows its result and profit. */
export const WithContracts: Story = {
  name: 'With open and settled contracts',
  args: { orders: ticketOrders },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const up = canvas.getByRole('listitem', { name: 'Up 1,000.00 USDT' })
    await expect(within(up).getByRole('timer')).toHaveTextContent('00:40')
    await expect(within(up).getByText('Holding')).toBeVisible()
    const down = canvas.getByRole('listitem', { name: 'Down 2,500.00 USDT' })
    await expect(within(down).getByRole('timer')).toHaveTextContent('03:20')
    const won = canvas.getByRole('listitem', { name: 'Up 1,500.00 USDT' })
    await expect(within(won).getByText('Win')).toBeVisible()
    await expect(within(won).getByText('Settlement complete')).toBeVisible()
    await expect(won).toHaveTextContent('+1,200.00 USDT')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Transfer USDT to the second-contract account' }),
    )
    await expect(args.onTransfer).toHaveBeenCalledWith({ asset: 'USDT' })
  },
}

/**
 * The open time chosen: a later one sends `openInSeconds`, and the contract waits pending with a
 * countdown to its scheduled open time.
 */
export const ScheduledOpen: Story = {
  name: 'Open time to choose, a contract pending',
  args: {
    openDelays: [0, 30, 60, 300],
    orders: [pendingTicketOrder],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const pending = canvas.getByRole('listitem', { name: 'Up 3,000.00 USDT' })
    await expect(within(pending).getByText('Pending')).toBeVisible()
    await expect(within(pending).getByRole('timer', { name: 'Opens in' })).toHaveTextContent(
      '00:25',
    )
    const opens = canvas.getByRole('group', { name: 'Opens' })
    await expect(within(opens).getByRole('button', { name: 'Now' })).toBeVisible()
    await userEvent.click(within(opens).getByRole('button', { name: 'In 60 s' }))
    await userEvent.type(field(canvas, 'Amount'), '1000')
    await orderForm.submits(canvas, args, 'Buy up', {
      symbol: 'BTCUSDT',
      direction: 'up',
      productId: 's-30',
      amount: '1000',
      openInSeconds: 60,
    })
  },
}

/** Where the operator switched second contracts off: a clear notice, no form. */
export const Unavailable: Story = {
  args: { offer: disabledOffer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Second contracts are not available in your region.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  },
}

/** A visitor sees the offer and logs in to trade. */
export const Visitor: Story = {
  args: { loggedIn: false, available: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByTestId('available')).toBeNull()
    await orderForm.logsIn(canvas, args)
  },
}

export const Loading: Story = {
  args: { offer: null, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading second contracts' }),
    ).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Second contracts could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Every prop a designer can change, in the Controls panel (the clock stays pinned). */
export const Playground: Story = {
  argTypes: { now: { table: { disable: true } } },
}
