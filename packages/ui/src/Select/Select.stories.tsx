import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './Select'

const options = [
  { value: 'erc20', label: 'ERC20' },
  { value: 'trc20', label: 'TRC20' },
  { value: 'bep20', label: 'BEP20' },
  { value: 'sol', label: 'Solana', disabled: true },
]

const meta = {
  title: 'UI/Select',
  tags: ['autodocs', 'stable'],
  component: Select,
  args: { label: 'Network', options, defaultValue: 'erc20', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Network' })
    await userEvent.selectOptions(select, 'trc20')
    await expect(select).toHaveValue('trc20')
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'trc20' })
  },
}

export const Placeholder: Story = {
  args: { defaultValue: '', placeholder: 'Choose a network' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Choose a network', defaultValue: '', placeholder: 'Choose a network' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox')
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose a network')
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const WithHint: Story = { args: { hint: 'Send only USDT on the chosen network.' } }

export const LongContent: Story = {
  args: {
    options: [
      { value: 'long', label: 'A network with an unusually long display name (mainnet, legacy)' },
    ],
    defaultValue: 'long',
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} size="sm" label="Small" />
      <Select {...args} size="md" label="Medium" />
      <Select {...args} size="lg" label="Large" />
      <Select {...args} label="Invalid" error="Required" />
      <Select {...args} label="Disabled" disabled />
    </div>
  ),
}
