import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { Tooltip } from './Tooltip'

const meta = {
  title: 'UI/Tooltip',
  tags: ['autodocs', 'stable'],
  component: Tooltip,
  args: {
    content: 'Funding rate is exchanged every 8 hours',
    children: <Button variant="ghost" aria-label="About funding" icon={<Icon name="info" />} />,
  },
  decorators: [(Story) => <div style={{ padding: '48px 120px 8px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'About funding' })
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await userEvent.hover(trigger)
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Funding rate')
    await expect(trigger).toHaveAccessibleDescription('Funding rate is exchanged every 8 hours')
    await userEvent.unhover(trigger)
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await userEvent.tab()
    await expect(canvas.getByRole('tooltip')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content:
      'The estimated liquidation price assumes no further deposits or withdrawals and may differ from the final price.',
  },
}

export const Playground: Story = {}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 120, padding: '8px 0 48px' }}>
      <Tooltip {...args} placement="top" defaultOpen content="top">
        <Button>top</Button>
      </Tooltip>
      <Tooltip {...args} placement="bottom" defaultOpen content="bottom">
        <Button>bottom</Button>
      </Tooltip>
      <Tooltip {...args} placement="bottom-start" defaultOpen content="bottom-start">
        <Button>bottom-start</Button>
      </Tooltip>
    </div>
  ),
}
