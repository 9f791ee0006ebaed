import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CopyButton } from './CopyButton'

/** CopyButton when the browser refuses the clipboard: run by the story tests, off the docs page. */
const meta = {
  title: 'Tests/CopyButton',
  component: CopyButton,
  tags: ['!autodocs'],
  args: { text: 'TX9a8b7c6d5e4f', label: 'Copy address', onCopy: fn() },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Failure: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const nav = navigator.clipboard
    const doc = document as Document & { execCommand: (command: string) => boolean }
    const execCommand = doc.execCommand
    const writeText = nav.writeText
    nav.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
    doc.execCommand = () => false
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy address' }))
      await expect(await body.findByRole('alert')).toHaveTextContent('Copy failed')
      await expect(args.onCopy).toHaveBeenCalledWith({ text: 'TX9a8b7c6d5e4f', ok: false })
    } finally {
      nav.writeText = writeText
      doc.execCommand = execCommand
    }
  },
}
