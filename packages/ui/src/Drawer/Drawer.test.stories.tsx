import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
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

/** Opening and closing: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/Drawer',
  component: Drawer,
  tags: ['!autodocs'],
  args: { open: true, title: 'Notices', children: 'No new notices.', onClose: fn() },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

export const ClosesWithEscape: Story = {
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }))
    await expect(await body.findByRole('dialog', { name: 'Notices' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape' })
  },
}
