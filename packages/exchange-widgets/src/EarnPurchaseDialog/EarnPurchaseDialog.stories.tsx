import { Button } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SubmitError } from '../shared/submitError'
import type { MiningOrder } from '@bourse/api-client'
import {
  EarnPurchaseDialog,
  type EarnPurchaseDialogProps,
  type EarnPurchaseSubmit,
} from './EarnPurchaseDialog'
import {
  boughtOrder,
  fixedNow,
  miningOffer,
  monthlyPool,
  savingsOffer,
  savingsProduct,
} from './EarnPurchaseDialog.fixtures'

/** The dialog behind the button that opens it, closed by its close button, Cancel or a purchase. */
function EarnPurchaseDemo(props: EarnPurchaseDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Buy
      </Button>
      <EarnPurchaseDialog
        {...props}
        offer={open ? props.offer : null}
        onDone={(details) => {
          props.onDone?.(details)
          setOpen(false)
        }}
        onClose={() => {
          props.onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Widgets/EarnPurchaseDialog',
  component: EarnPurchaseDialog,
  tags: ['autodocs', 'stable'],
  args: {
    offer: miningOffer(),
    available: '2500',
    now: fixedNow,
    timeZone: 'UTC',
    onSubmit: fn(async (request) => boughtOrder(request)),
    onDone: fn(),
    onClose: fn(),
    onTransfer: fn(),
  },
  // On a docs page an open dialog would cover the page's text and props table (and each story's
  // would stack on the others): there each story waits behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <EarnPurchaseDemo {...args} /> : <EarnPurchaseDialog {...args} />,
} satisfies Meta<typeof EarnPurchaseDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog'))
const amount = () => dialog().getByRole('textbox', { name: 'Amount' })
async function typeAmount(text: string) {
  await userEvent.clear(amount())
  await userEvent.type(amount(), text)
}
const confirm = () => userEvent.click(dialog().getByRole('button', { name: 'Confirm' }))

/**
 * Mining 123.45678901 USDT at 0.5 % a day for 30 days: the expected earnings follow the amount
 * (rounded down, no float), the rules are stated, and the exact decimal string is submitted.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const view = dialog()
    await expect(screen.getByRole('dialog', { name: 'Mine in USDT Steady 30' })).toBeVisible()
    await expect(view.getByTestId('available')).toHaveTextContent('2,500.00 USDT')
    await expect(view.getByText(/Mining starts at 11\/18\/2026, 16:00:00/)).toBeVisible()
    await expect(
      view.getByText(/Daily earnings are paid from 11\/18\/2026, 17:00:00/),
    ).toBeVisible()
    await expect(
      view.getByText(/The principal is locked until 12\/18\/2026, 16:00:00/),
    ).toBeVisible()
    await typeAmount('123.45678901')
    await expect(view.getByTestId('expected')).toHaveTextContent('18.5185 USDT')
    await confirm()
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'mining',
      poolId: '1',
      amount: '123.45678901',
    })
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1))
  },
}

/** A pool paid at the end: the earnings come with the principal at expiry. */
export const PaidAtEnd: Story = {
  args: { offer: miningOffer(monthlyPool), available: '0.5' },
  play: async () => {
    const view = dialog()
    await expect(
      view.getByText(/The earnings are paid with the principal at 02\/16\/2027, 16:00:00/),
    ).toBeVisible()
    await typeAmount('0.3')
    // 0.3 BTC x 3 % a month / 30 x 90 days.
    await expect(view.getByTestId('expected')).toHaveTextContent('0.027 BTC')
  },
}

/** Below the pool's minimum: the range shows under the amount and nothing is sent. */
export const BelowRange: Story = {
  play: async ({ args }) => {
    await typeAmount('50')
    await confirm()
    await expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('Enter between 100 and 50,000 USDT.'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** More than the spot balance: refused, with a link to transfer funds in. */
export const AboveBalance: Story = {
  args: { available: '500' },
  play: async ({ args }) => {
    await typeAmount('600')
    await confirm()
    await expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('The amount is more than the 500 USDT available.'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.click(
      dialog().getByRole('button', { name: 'Transfer in USDT to this account' }),
    )
    await expect(args.onTransfer).toHaveBeenCalled()
  },
}

/** "Max" fills the most that may go in: the balance, within the pool's maximum. */
export const Max: Story = {
  play: async () => {
    await userEvent.click(
      dialog().getByRole('button', { name: 'Max USDT: the most you can put in' }),
    )
    await expect(amount()).toHaveValue('2500')
    await expect(dialog().getByTestId('expected')).toHaveTextContent('375.00 USDT')
  },
}

/**
 * A savings product from the financial account: interest start and due time, the warning that
 * an early transfer out earns nothing, the interest over the term, the exact amount submitted.
 */
export const Savings: Story = {
  args: { offer: savingsOffer() },
  play: async ({ args }) => {
    const view = dialog()
    await expect(screen.getByRole('dialog', { name: 'Buy USDT Fixed 30' })).toBeVisible()
    await expect(view.getByText('Available (financial account)')).toBeVisible()
    await expect(
      view.getByText(
        'Interest accrues from 11/18/2026, 16:00:00 and is paid with the principal at 12/18/2026, 16:00:00.',
      ),
    ).toBeVisible()
    await expect(
      view.getByText('A transfer out before the due time returns the principal with no interest.'),
    ).toBeVisible()
    await typeAmount('1000')
    await expect(view.getByTestId('expected')).toHaveTextContent('6.5753 USDT')
    await confirm()
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'savings',
      productId: '11',
      amount: '1000',
    })
  },
}

/** More than what is left of the product: the surplus shows under the amount. */
export const SurplusShort: Story = {
  args: { offer: savingsOffer({ ...savingsProduct, surplusFunds: '300' }) },
  play: async ({ args }) => {
    await typeAmount('400')
    await confirm()
    await expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('Only 300 USDT of this product is left.'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refuses: its (translated) message shows above the buttons, the amount stays. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async (_request: EarnPurchaseSubmit): Promise<MiningOrder> => {
      throw new SubmitError('This mining pool does not exist or is closed.')
    }),
  },
  play: async ({ args }) => {
    await typeAmount('1000')
    await confirm()
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      'This mining pool does not exist or is closed.',
    )
    await expect(amount()).toHaveValue('1000')
    await expect(args.onDone).not.toHaveBeenCalled()
  },
}

/** A refusal about the amount goes under the amount. */
export const ServerAmountError: Story = {
  args: {
    onSubmit: fn(async (_request: EarnPurchaseSubmit): Promise<MiningOrder> => {
      throw new SubmitError('The amount is outside the pool’s range.', {
        amount: 'The amount is outside the pool’s range.',
      })
    }),
  },
  play: async () => {
    await typeAmount('1000')
    await confirm()
    await waitFor(() =>
      expect(amount()).toHaveAccessibleDescription(
        expect.stringContaining('The amount is outside the pool’s range.'),
      ),
    )
  },
}

/** The balance is still loading: "–", and the amount is not checked against it. */
export const BalanceLoading: Story = {
  args: { available: null },
  play: async () => {
    await expect(dialog().getByTestId('available')).toHaveTextContent('–')
    await expect(
      dialog().getByRole('button', { name: 'Max USDT: the most you can put in' }),
    ).toBeDisabled()
  },
}
