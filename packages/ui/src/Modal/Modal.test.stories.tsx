import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Input } from '../Input'
import { Modal } from './Modal'
import type { ModalProps } from './Modal'

function ModalDemo(props: Omit<ModalProps, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        {...rest}
        open={open}
        onClose={(details) => {
          onClose?.(details)
          setOpen(false)
        }}
      />
    </>
  )
}

/** Opening, closing and focus: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/Modal',
  component: Modal,
  tags: ['!autodocs'],
  args: {
    open: true,
    title: 'Customer service',
    children: 'Our support team answers around the clock. Choose how you want to reach us.',
    onClose: fn(),
  },
  render: (args) => <ModalDemo {...args} />,
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const OpensAndClosesWithEscape: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const opener = canvas.getByRole('button', { name: 'Open dialog' })
    await userEvent.click(opener)
    const dialog = await body.findByRole('dialog', { name: 'Customer service' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape' })
    await expect(opener).toHaveFocus()
  },
}

export const TrapsFocus: Story = {
  args: {
    title: 'Log in again',
    children: <Input label="Password" type="password" />,
    footer: <Button variant="primary">Log in</Button>,
  },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Log in again' })
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await expect(close).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await expect(within(dialog).getByLabelText('Password')).toHaveFocus()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus()
  },
}

export const ClosesFromButtonAndBackdrop: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }))
    await userEvent.click(await body.findByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenLastCalledWith({ reason: 'close-button' })
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }))
    const dialog = await body.findByRole('dialog')
    const backdrop = dialog.parentElement
    if (!backdrop) throw new globalThis.Error('dialog has no backdrop')
    await userEvent.click(backdrop)
    await expect(args.onClose).toHaveBeenLastCalledWith({ reason: 'backdrop' })
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}
