import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs } from './Tabs'

const items = [
  { value: 'open', label: 'Open orders', content: 'No open orders' },
  { value: 'history', label: 'Order history', content: 'History panel' },
  { value: 'trades', label: 'Trade history', content: 'Trades panel', disabled: true },
  { value: 'funds', label: 'Funds', content: 'Funds panel' },
]

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs', 'stable'],
  component: Tabs,
  args: { items, label: 'Orders', onChange: fn() },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('tab', { name: 'Open orders' })
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No open orders')
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const history = canvas.getByRole('tab', { name: 'Order history' })
    await expect(history).toHaveFocus()
    await expect(history).toHaveAttribute('aria-selected', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'history' })
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Funds' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Funds' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{Home}')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Funds panel')
  },
}

export const Pill: Story = {
  args: {
    variant: 'pill',
    size: 'sm',
    items: [
      { value: 'limit', label: 'Limit' },
      { value: 'market', label: 'Market' },
      { value: 'stop', label: 'Stop limit' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Market' }))
    await expect(canvas.getByRole('tab', { name: 'Market' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.queryByRole('tabpanel')).toBeNull()
  },
}

export const Controlled: Story = { args: { value: 'history' } }

export const LongContent: Story = {
  args: {
    items: Array.from({ length: 8 }, (_, i) => ({
      value: `t${i}`,
      label: `Perpetual contract section ${i + 1}`,
    })),
  },
  decorators: [(Story) => <div style={{ width: 600, overflowX: 'auto' }}>{Story()}</div>],
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tabs
          key={`line-${size}`}
          {...args}
          size={size}
          label={`Line ${size}`}
          items={items.map(({ content: _c, ...i }) => i)}
        />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tabs
          key={`pill-${size}`}
          {...args}
          variant="pill"
          size={size}
          label={`Pill ${size}`}
          items={items.map(({ content: _c, ...i }) => i)}
        />
      ))}
    </div>
  ),
}
