import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from './Badge'

const meta = {
  title: 'UI/Badge',
  tags: ['autodocs', 'stable'],
  component: Badge,
  args: { children: 'Filled', tone: 'neutral' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Filled')).toBeVisible()
  },
}

export const RedUp: Story = {
  globals: { updown: 'red-up' },
  args: { tone: 'positive', children: '+2.35%' },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8 }}>
          <Badge size={size} tone="positive">
            +2.35%
          </Badge>
          <Badge size={size} tone="negative">
            -1.08%
          </Badge>
          <Badge size={size} tone="warning">
            Pending
          </Badge>
          <Badge size={size} tone="info">
            KYC 2
          </Badge>
          <Badge size={size} tone="neutral">
            Cancelled
          </Badge>
        </div>
      ))}
    </div>
  ),
}
