import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Icon } from '../Icon'
import { Button } from './Button'

const meta = {
  title: 'UI/Button',
  tags: ['autodocs', 'stable'],
  component: Button,
  args: { children: 'Confirm', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirm' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <Icon name="download" />, children: 'Download' },
}

export const IconOnly: Story = {
  args: {
    variant: 'ghost',
    icon: <Icon name="bell" />,
    children: undefined,
    'aria-label': 'Notifications',
  },
}

export const Block: Story = {
  args: { block: true, size: 'lg', children: 'Log in' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
}

export const LongContent: Story = {
  args: { children: 'Confirm the transfer of all available balances to the funding account' },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {(['sm', 'md', 'lg'] as const).flatMap((size) =>
        (['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
          <Button key={`${size}-${variant}`} {...args} size={size} variant={variant}>
            {variant} {size}
          </Button>
        )),
      )}
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
        <Button key={`disabled-${variant}`} {...args} variant={variant} disabled>
          disabled
        </Button>
      ))}
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
        <Button key={`loading-${variant}`} {...args} variant={variant} loading>
          loading
        </Button>
      ))}
    </div>
  ),
}
