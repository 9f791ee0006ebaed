import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Icon } from './Icon'
import { iconNames } from './icons'

const meta = {
  title: 'UI/Icon',
  tags: ['autodocs', 'stable'],
  component: Icon,
  args: { name: 'globe', size: 'lg' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Labelled: Story = {
  args: { name: 'bell', label: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Notifications' })).toBeVisible()
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: 12 }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <Icon {...args} name={name} size="sm" />
            <Icon {...args} name={name} size="md" />
            <Icon {...args} name={name} size="lg" />
          </span>
          <span>{name}</span>
        </div>
      ))}
    </div>
  ),
}
