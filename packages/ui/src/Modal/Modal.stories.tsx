import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from '../Button'
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

const meta = {
  title: 'UI/Modal',
  tags: ['autodocs', 'stable'],
  component: Modal,
  args: {
    open: true,
    title: 'Customer service',
    children: 'Our support team answers around the clock. Choose how you want to reach us.',
    onClose: fn(),
  },
  // On a docs page an open dialog would cover the page's text and props table (and each story's
  // would stack on the others): there each story waits behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <ModalDemo {...args} /> : <Modal {...args} />,
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: {
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Confirm</Button>
      </>
    ),
  },
}

export const LongContent: Story = {
  args: {
    size: 'sm',
    title: 'Risk disclosure for leveraged and derivative products',
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i}>
        Trading digital assets with leverage involves substantial risk of loss. Prices can move
        sharply and positions may be liquidated without notice.
      </p>
    )),
    footer: <Button variant="primary">I understand</Button>,
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  args: {
    size: 'lg',
    title: 'Large dialog',
    footer: (
      <>
        <Button variant="ghost">Later</Button>
        <Button variant="danger">Delete address</Button>
      </>
    ),
  },
}
