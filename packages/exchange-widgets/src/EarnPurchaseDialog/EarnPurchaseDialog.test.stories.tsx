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

/**
 * The purchase dialog's interaction tests: each is reached by a play function, so it lives
 * here, in the Tests section, with no docs page.
 */
const meta = {
  title: 'Tests/EarnPurchaseDialog',
  component: EarnPurchaseDialog,
  tags: ['!autodocs'],
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
