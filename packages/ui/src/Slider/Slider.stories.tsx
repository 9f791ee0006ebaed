import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Slider, type SliderProps } from './Slider'

/** Holds the value like a real form would, and still reports every change to the spy. */
function Stateful(props: SliderProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Slider
      {...props}
      value={value}
      onChange={(details) => {
        setValue(details.value)
        props.onChange(details)
      }}
    />
  )
}

const meta = {
  title: 'UI/Slider',
  component: Slider,
  tags: ['autodocs', 'stable'],
  args: { label: 'Share of balance', value: 0, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 280, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>

export default meta
type Story = StoryObj<typeof meta>

/** Marks set the value on click; the range takes arrow keys, Home and End. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const range = canvas.getByRole('slider', { name: 'Share of balance' })
    await expect(range).toHaveAttribute('aria-valuetext', '0%')
    await userEvent.click(canvas.getByRole('button', { name: '50%' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 50 })
    await expect(range).toHaveValue('50')
    await expect(range).toHaveAttribute('aria-valuetext', '50%')

    range.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 51 })
    await userEvent.keyboard('{End}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 100 })
    await userEvent.keyboard('{Home}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 0 })
    // The marks are pointer shortcuts: Tab goes past them.
    await expect(canvas.getByRole('button', { name: '100%' })).toHaveAttribute('tabindex', '-1')
  },
}

export const Disabled: Story = {
  args: { disabled: true, value: 25 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('slider')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '75%' })).toBeDisabled()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A custom readout and "MAX" at the end mark; the readout follows the value. */
export const CustomText: Story = {
  args: {
    value: 75,
    label: 'Volume',
    valueText: (v: number) => `${v} of 100`,
    markText: (v: number) => (v === 100 ? 'MAX' : `${v}`),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'MAX' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 100 })
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '100 of 100')
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Slider {...args} label="Brand at 0" value={0} />
      <Slider {...args} label="Positive at 25" value={25} tone="positive" />
      <Slider {...args} label="Negative at 60" value={60} tone="negative" />
      <Slider {...args} label="Full" value={100} />
      <Slider {...args} label="Hidden label" hideLabel value={50} />
      <Slider {...args} label="No marks" marks={[]} value={40} />
      <Slider {...args} label="Disabled" disabled value={50} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('slider')).toHaveLength(7)
    await expect(canvas.getByRole('slider', { name: 'Hidden label' })).toHaveValue('50')
  },
}
