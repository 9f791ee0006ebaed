import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button'
import { Empty } from './Empty'

const meta = {
  title: 'UI/Empty',
  tags: ['autodocs', 'stable'],
  component: Empty,
  args: {},
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Empty>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible()
  },
}

export const WithAction: Story = {
  args: {
    title: 'No deposits yet',
    description: 'Deposit crypto to start trading.',
    icon: 'wallet',
    action: (
      <Button variant="primary" size="sm">
        Deposit
      </Button>
    ),
  },
}

export const LongContent: Story = {
  args: {
    title: 'No results for this filter',
    description:
      'Try another time range or clear the filters. Records older than two years are archived and can be requested from support.',
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      <Empty />
      <Empty icon="bell" title="No notices" />
      <Empty icon="star" title="No favourites" description="Star a market to see it here." />
      <Empty icon="wallet" title="No assets" />
    </div>
  ),
}
