import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { QRCode } from './QRCode'

const meta = {
  title: 'UI/QRCode',
  tags: ['autodocs', 'stable'],
  component: QRCode,
  args: { value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'Deposit address' },
} satisfies Meta<typeof QRCode>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Deposit address' })
    await expect(img.querySelector('path')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(100)
  },
}

export const LongContent: Story = {
  args: {
    value: 'https://example.com/register?inviteCode=ABCDEFGH12345678&lang=en&channel=qr',
    size: 200,
    label: undefined,
  },
}

/** Every prop at hand: the value encoded, its size and error-correction level. */
export const Playground: Story = {
  args: { size: 160, level: 'M' },
}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
      <QRCode {...args} size={96} label="96" />
      <QRCode {...args} size={160} label="160" level="H" />
    </div>
  ),
}
