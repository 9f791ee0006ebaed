import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { HoverCard } from './HoverCard'

/** Interaction tests of HoverCard: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/HoverCard',
  component: HoverCard,
  tags: ['!autodocs'],
  args: {
    trigger: (
      <Button variant="ghost" icon={<Icon name="user" />}>
        ada@example.com
      </Button>
    ),
    children: (
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
    ),
    placement: 'bottom-start',
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof HoverCard>

export default meta
type Story = StoryObj<typeof meta>

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'ada@example.com' })).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toBeVisible()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('link', { name: 'Account settings' })).toBeNull()
  },
}
