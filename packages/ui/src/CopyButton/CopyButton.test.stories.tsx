import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { CopyButton } from './CopyButton'
import main from './CopyButton.stories'

/** CopyButton when the browser refuses the clipboard: run by the story tests, off the docs page. */
const meta = {
  ...main,
  title: 'Tests/CopyButton',
  tags: ['!autodocs'],
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
