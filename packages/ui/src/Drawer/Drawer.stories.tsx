import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { Drawer } from './Drawer'
import type { DrawerProps } from './Drawer'

function Demo(props: DrawerProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        {...props}
        open={open}
        onClose={(d) => {
          props.onClose?.(d)
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'UI/Drawer',
  tags: ['autodocs', 'stable'],
  component: Drawer,
  args: { open: true, title: 'Notices', children: 'No new notices.', onClose: fn() },
  // On a docs page an open drawer would cover the page's text and props table: there each story
  // waits behind its button. Alone, it shows open.
  render: (args, { viewMode }) => (viewMode === 'docs' ? <Demo {...args} /> : <Drawer {...args} />),
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Left: Story = {
  args: { side: 'left', footer: <Button variant="primary">Mark all read</Button> },
}

/** Every prop at hand: title, side, content and footer. */
export const Playground: Story = { args: { side: 'right' } }
