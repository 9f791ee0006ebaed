import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Alert } from './Alert'

const meta = {
  title: 'UI/Alert',
  tags: ['autodocs', 'stable'],
  component: Alert,
  args: { title: 'Network maintenance', children: 'TRC20 deposits are delayed until 14:00 UTC.' },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    tone: 'negative',
    title: 'Withdrawal failed',
    children: 'The address is not valid for this network.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Withdrawal failed')
  },
}

export const LongContent: Story = {
  args: {
    tone: 'warning',
    children:
      'Only send USDT on the TRC20 network to this address. Sending any other asset or using another network will result in the permanent loss of your deposit, and it cannot be recovered by support.',
  },
}

/** Every prop at hand: tone, title and message. */
export const Playground: Story = { args: { tone: 'info' } }

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['info', 'positive', 'warning', 'negative', 'neutral'] as const).map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
}
