import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Icon } from '../Icon'
import { Input } from './Input'

const meta = {
  title: 'UI/Input',
  tags: ['autodocs', 'stable'],
  component: Input,
  args: { label: 'E-mail', placeholder: 'name@example.com', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail')
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithHint: Story = {
  args: { hint: 'We send the verification code here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail')
    await expect(input).toHaveAccessibleDescription('We send the verification code here.')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    defaultValue: 'ada@',
    error: 'Enter a valid e-mail address',
    hint: 'Hidden while an error shows',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('E-mail')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address')
    await expect(canvas.queryByText('Hidden while an error shows')).toBeNull()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('E-mail')).toBeDisabled()
  },
}

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'secret-123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const PrefixSuffix: Story = {
  args: {
    label: 'Search',
    placeholder: 'Coin name',
    prefix: <Icon name="search" />,
    suffix: 'USDT',
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} size="sm" label="Small" />
      <Input {...args} size="md" label="Medium" />
      <Input {...args} size="lg" label="Large" />
    </div>
  ),
}

export const LongContent: Story = {
  args: {
    label: 'Withdrawal address memo, required by the receiving platform for this network',
    defaultValue: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0',
    hint: 'Some platforms credit deposits only when the memo matches exactly; check it twice before you confirm.',
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Input {...args} label="Default" />
      <Input {...args} label="Hint" hint="Help text" />
      <Input {...args} label="Error" defaultValue="wrong" error="This value is not valid" />
      <Input {...args} label="Disabled" disabled defaultValue="Read only" />
      <Input {...args} label="Password" type="password" defaultValue="secret" />
      <Input {...args} label="Adornments" prefix={<Icon name="search" />} suffix="BTC" />
    </div>
  ),
}
