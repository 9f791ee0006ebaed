import { Button } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { EarnPurchaseDialog, type EarnPurchaseDialogProps } from './EarnPurchaseDialog'
import {
  boughtOrder,
  fixedNow,
  miningOffer,
  monthlyPool,
  savingsOffer,
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
  argTypes: {
    // The clock the purchase times read: stories pin it.
    now: { table: { disable: true } },
  },
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
  name: 'Mining pool, paid daily',
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
  name: 'Mining pool, paid at the end',
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

/**
 * A savings product from the financial account: interest start and due time, the warning that
 * an early transfer out earns nothing, the interest over the term, the exact amount submitted.
 */
export const Savings: Story = {
  name: 'Savings product',
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

/** The balance is still loading: "–", and the amount is not checked against it. */
export const BalanceLoading: Story = {
  name: 'Balance loading',
  args: { available: null },
  play: async () => {
    await expect(dialog().getByTestId('available')).toHaveTextContent('–')
    await expect(
      dialog().getByRole('button', { name: 'Max USDT: the most you can put in' }),
    ).toBeDisabled()
  },
}

/** Every prop a designer can change, in the Controls panel (on a docs page, behind its button). */
export const Playground: Story = {}
