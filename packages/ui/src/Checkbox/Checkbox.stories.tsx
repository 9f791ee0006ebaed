import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'UI/Checkbox',
  tags: ['autodocs', 'stable'],
  component: Checkbox,
  args: { label: 'I have read and agree to the user agreement', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /user agreement/ })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith({ checked: true })
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith({ checked: false })
  },
}

export const Checked: Story = { args: { defaultChecked: true } }

export const WithHint: Story = { args: { hint: 'You can change this later in settings.' } }

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Please accept the agreement' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('Please accept the agreement')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled()
  },
}

export const LongContent: Story = {
  args: {
    label:
      'I confirm that the withdrawal address belongs to me, that I have checked the network, and that transfers sent to a wrong address cannot be recovered.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="With hint" hint="Secondary text" />
      <Checkbox {...args} label="Invalid" error="Required" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled checked" disabled defaultChecked />
    </div>
  ),
}
