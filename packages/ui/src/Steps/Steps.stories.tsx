import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Steps } from './Steps'

const meta = {
  title: 'UI/Steps',
  tags: ['autodocs', 'stable'],
  component: Steps,
  args: { items: ['Account', 'Identity', 'Review'], current: 1 },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items[1]).toHaveAttribute('aria-current', 'step')
    await expect(items[0]).not.toHaveAttribute('aria-current')
  },
}

export const Completed: Story = { args: { current: 3 } }

export const LongContent: Story = {
  args: {
    items: [
      'Verify your e-mail address',
      'Upload identity document',
      'Selfie with document',
      'Wait for review',
    ],
  },
}

/** Every prop at hand: move `current` to walk through the steps. */
export const Playground: Story = {
  argTypes: { current: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[0, 1, 2, 3].map((current) => (
        <Steps key={current} {...args} current={current} label={`Progress ${current}`} />
      ))}
    </div>
  ),
}
