import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { HoverCard } from './HoverCard'

const menu = (
  <nav aria-label="Account">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      <li>
        <a href="#settings">Account settings</a>
      </li>
      <li>
        <a href="#assets">Assets</a>
      </li>
      <li>
        <a href="#logout">Log out</a>
      </li>
    </ul>
  </nav>
)

const meta = {
  title: 'UI/HoverCard',
  tags: ['autodocs', 'stable'],
  component: HoverCard,
  args: {
    trigger: (
      <Button variant="ghost" icon={<Icon name="user" />}>
        ada@example.com
      </Button>
    ),
    children: menu,
    placement: 'bottom-start',
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof HoverCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'ada@example.com' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.hover(trigger)
    await expect(await canvas.findByRole('link', { name: 'Assets' })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true })
    await userEvent.unhover(trigger)
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Assets' })).toBeNull())
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <p style={{ margin: 0, maxWidth: 260 }}>
        Your account is verified at level 2. Withdrawals up to 100,000 USDT per day are allowed;
        contact support to raise the limit.
      </p>
    ),
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 160, paddingTop: 100 }}>
      <HoverCard
        {...args}
        placement="bottom-start"
        defaultOpen
        trigger={<Button>bottom-start</Button>}
      >
        <span>Card</span>
      </HoverCard>
      <HoverCard {...args} placement="top" defaultOpen trigger={<Button>top</Button>}>
        <span>Card</span>
      </HoverCard>
      <HoverCard {...args} placement="bottom-end" defaultOpen trigger={<Button>bottom-end</Button>}>
        <span>Card</span>
      </HoverCard>
    </div>
  ),
}
