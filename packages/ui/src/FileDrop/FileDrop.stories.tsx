import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FileDrop } from './FileDrop'

const meta = {
  title: 'UI/FileDrop',
  tags: ['autodocs', 'stable'],
  component: FileDrop,
  args: { accept: 'image/*,.pdf', maxSize: 1024 * 1024, onFiles: fn(), onReject: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>

export default meta
type Story = StoryObj<typeof meta>

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new globalThis.Error('no file input')
  return input
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const ok = new File(['x'.repeat(2048)], 'passport.png', { type: 'image/png' })
    await userEvent.upload(fileInput(canvasElement), ok)
    await expect(args.onFiles).toHaveBeenCalledWith({ files: [ok] })
    await expect(
      within(canvasElement).getByRole('button', { name: /Drop a file/ }),
    ).toHaveAccessibleDescription('Up to 1 MB')
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Playground: Story = {}

export const LongContent: Story = {
  args: {
    label:
      'Upload the front of your identity document: all four corners visible, no glare, text readable',
    hint: 'JPG, PNG or PDF up to 1 MB. Files are encrypted and only used for identity verification.',
  },
}
