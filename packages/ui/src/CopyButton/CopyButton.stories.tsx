import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CopyButton } from './CopyButton'

const meta = {
  title: 'UI/CopyButton',
  tags: ['autodocs', 'stable'],
  component: CopyButton,
  args: { text: 'TX9a8b7c6d5e4f', label: 'Copy address', onCopy: fn() },
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    // Headless Chromium denies clipboard access; stand in for a browser that grants it.
    const nav = navigator.clipboard
    const writeText = nav.writeText
    const spy = fn(() => Promise.resolve())
    nav.writeText = spy
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy address' }))
      await expect(await body.findByText('Copy succeeded')).toBeVisible()
      await expect(spy).toHaveBeenCalledWith('TX9a8b7c6d5e4f')
      await expect(args.onCopy).toHaveBeenCalledWith({ text: 'TX9a8b7c6d5e4f', ok: true })
    } finally {
      nav.writeText = writeText
    }
  },
}

export const WithText: Story = {
  args: { children: 'TX9a8b7c6d5e4f', label: 'Copy' },
  parameters: { screenshot: { target: 'root' } },
}

export const CustomLabels: Story = {
  args: {
    successMessage: 'コピーしました',
    failureMessage: 'コピーに失敗しました',
    label: 'コピー',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'コピー' }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('コピーしました'),
    ).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { screenshot: { target: 'root' } },
}

export const Playground: Story = { parameters: { screenshot: { target: 'root' } } }

export const AllVariants: Story = {
  parameters: { screenshot: { target: 'root' } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CopyButton {...args} size="sm" />
      <CopyButton {...args} size="md" />
      <CopyButton {...args} size="lg" />
      <CopyButton {...args} variant="secondary">
        Copy link
      </CopyButton>
    </div>
  ),
}
