import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Countdown } from './Countdown'

const fixedNow = () => Date.UTC(2025, 0, 1, 12, 0, 0)

const meta = {
  title: 'UI/Countdown',
  tags: ['autodocs', 'stable'],
  component: Countdown,
  // Paused stories keep screenshots stable; the behaviour stories run the clock.
  args: { seconds: 90, paused: true, onEnd: fn() },
  // The clock is a seam for tests, not a choice for a design.
  argTypes: { now: { table: { disable: true } } },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('01:30')
  },
}

export const TargetTime: Story = {
  args: { target: fixedNow() + (26 * 3600 + 5 * 60 + 9) * 1000, now: fixedNow, seconds: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('1d 02:05:09')
  },
}

export const CustomRender: Story = {
  args: {
    seconds: 42,
    children: ({ minutes, seconds }) => `Resend in ${minutes * 60 + seconds} s`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Resend in 42 s')
  },
}

export const Ended: Story = {
  args: { seconds: 0 },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00')
    await expect(args.onEnd).not.toHaveBeenCalled()
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Countdown {...args} seconds={59} />
      <Countdown {...args} seconds={3599} />
      <Countdown {...args} seconds={86399} />
      <Countdown {...args} seconds={3 * 86400 + 1} />
    </div>
  ),
}
