import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton } from './Skeleton'

const meta = {
  title: 'UI/Skeleton',
  tags: ['autodocs', 'stable'],
  component: Skeleton,
  args: { width: '240px' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Labelled: Story = {
  args: { label: 'Loading balances' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading balances' }),
    ).toBeInTheDocument()
  },
}

/** Every prop at hand: size, shape and the label read to screen readers. */
export const Playground: Story = {
  args: { width: '240px', height: '16px', round: false, label: 'Loading balances' },
}

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 320 }}>
      <Skeleton width="40px" height="40px" round />
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton height="120px" />
    </div>
  ),
}
