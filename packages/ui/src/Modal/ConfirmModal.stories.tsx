import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal'

/** The dialog behind the button that asks for it, closed by either answer. */
function ConfirmModalDemo(props: ConfirmModalProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <ConfirmModal
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm()
          setOpen(false)
        }}
        onCancel={() => {
          props.onCancel()
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'UI/ConfirmModal',
  component: ConfirmModal,
  tags: ['autodocs', 'stable'],
  args: {
    open: true,
    title: 'Cancel all open orders?',
    children: '3 open orders will be cancelled and their frozen funds released.',
    confirmLabel: 'Cancel all orders',
    cancelLabel: 'Keep orders',
    closeLabel: 'Close',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // On a docs page an open dialog would cover the page's text and props table (and each story's
  // would stack on the others): there each story waits behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <ConfirmModalDemo {...args} /> : <ConfirmModal {...args} />,
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof ConfirmModal>

export default meta
type Story = StoryObj<typeof meta>

/** Confirming and backing out each call their own handler. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Cancel all open orders?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep orders' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all orders' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** Irreversible actions confirm with the danger tone. */
export const Danger: Story = { args: { tone: 'danger' } }

/** While the action runs, the dialog stays: Escape and the cancel button do nothing. */
export const Busy: Story = {
  args: { tone: 'danger', busy: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Keep orders' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

/** Every prop at hand: the question, both answers and the tone. */
export const Playground: Story = { args: { tone: 'primary' } }
