import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Countdown } from './Countdown'

/** Countdown on the real clock: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/Countdown',
  component: Countdown,
  tags: ['!autodocs'],
  args: { seconds: 90, paused: true, onEnd: fn() },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const ReachesEnd: Story = {
  args: { seconds: 2, paused: false },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer')
    await expect(timer).toHaveTextContent('00:02')
    await waitFor(() => expect(timer).toHaveTextContent('00:01'), { timeout: 1500 })
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 1500 })
    await expect(args.onEnd).toHaveBeenCalledTimes(1)
  },
}
