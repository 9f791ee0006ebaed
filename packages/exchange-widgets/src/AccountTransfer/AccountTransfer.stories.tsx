import { Button, Modal } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { field, widthDecorator, type Canvas } from '../shared/testing/stories'
import { AccountTransfer, type AccountTransferSubmit } from './AccountTransfer'
import { fixtureBalances, transferDone } from './AccountTransfer.fixtures'

const meta = {
  title: 'Widgets/AccountTransfer',
  component: AccountTransfer,
  tags: ['autodocs', 'stable'],
  args: {
    balances: fixtureBalances,
    onSubmit: fn(async (request: AccountTransferSubmit) => transferDone(request)),
    onDone: fn(),
    onCancel: fn(),
    onAccountsChange: fn(),
  },
  decorators: [widthDecorator(420)],
} satisfies Meta<typeof AccountTransfer>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog behind the button that opens it, closed by its close button or a cancel. */
function InModalDemo(props: ComponentProps<typeof AccountTransfer>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Transfer funds
      </Button>
      <Modal open={open} title="Transfer" onClose={() => setOpen(false)}>
        <AccountTransfer
          {...props}
          onCancel={() => {
            props.onCancel?.()
            setOpen(false)
          }}
        />
      </Modal>
    </>
  )
}

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name })

/** Spot to contract: "All" fills the spot balance, the transfer is posted and reported done. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(select(canvas, 'From')).toHaveValue('spot')
    await expect(select(canvas, 'To')).toHaveValue('contract')
    await expect(canvas.getByTestId('available')).toHaveTextContent('8,214.56 USDT')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer all available USDT' }))
    await expect(field(canvas, 'Amount')).toHaveValue('8214.56')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      from: 'spot',
      to: 'contract',
      asset: 'USDT',
      amount: '8214.56',
    })
    await expect(args.onDone).toHaveBeenCalledWith(
      expect.objectContaining({ id: 't-1', amount: '8214.56' }),
    )
  },
}

/** The form in the dialog it is made for, opened from the second-contract ticket. */
export const InModal: Story = {
  name: 'In a dialog',
  args: { defaultFrom: 'spot', defaultTo: 'second' },
  parameters: { screenshot: { target: 'viewport' } },
  // On a docs page an open dialog would cover the page's text and props table: there it waits
  // behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? (
      <InModalDemo {...args} />
    ) : (
      <Modal open title="Transfer" onClose={() => undefined}>
        <AccountTransfer {...args} />
      </Modal>
    ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'Transfer' })
    await expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue('second')
  },
}

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
