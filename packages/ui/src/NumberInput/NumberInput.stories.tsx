import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NumberInput } from './NumberInput'
import type { NumberInputProps } from './NumberInput'

function Stateful(props: NumberInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(details) => {
        props.onChange(details)
        setValue(details.value)
      }}
    />
  )
}

const meta = {
  title: 'UI/NumberInput',
  tags: ['autodocs', 'stable'],
  component: NumberInput,
  args: { label: 'Amount', value: '0.1', step: '0.1', precision: 8, suffix: 'BTC', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof NumberInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Amount')
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    // 0.1 + 0.1 + 0.1 is exactly 0.3, not 0.30000000000000004.
    await expect(input).toHaveValue('0.3')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '0.3' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowDown}')
    await expect(input).toHaveValue('0.2')
  },
}

export const MinMax: Story = {
  args: { value: '9.9', min: '0', max: '10', step: '0.25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await expect(canvas.getByLabelText('Amount')).toHaveValue('10')
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled()
  },
}

/** In German: the stored value 1234.5 shows with a decimal comma, and a typed comma is a decimal. */
export const GermanLocale: Story = {
  name: 'German number format',
  args: { value: '1234.5', locale: 'de', step: undefined },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await expect(input).toHaveValue('1234,5')
    await userEvent.clear(input)
    await userEvent.type(input, '9876,25')
    await expect(input).toHaveValue('9876,25')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '9876.25' })
  },
}

export const ErrorState: Story = { name: 'Error', args: { error: 'Insufficient balance' } }

export const Disabled: Story = { args: { disabled: true } }

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Stateful {...args} size="sm" label="Small" />
      <Stateful {...args} size="md" label="Medium" hint="Available 1.2345 BTC" />
      <Stateful {...args} size="lg" label="Large" />
      <Stateful {...args} label="Invalid" error="Below the minimum of 0.001" />
    </div>
  ),
}
