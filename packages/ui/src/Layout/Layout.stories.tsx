import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button'
import { Container, Inline, Stack } from './Layout'

const meta = {
  title: 'UI/Layout',
  tags: ['autodocs', 'beta'],
  component: Stack,
  args: { gap: 5 },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>One</Button>
      <Button>Two</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [one, two] = within(canvasElement).getAllByRole('button')
    await expect(one!.getBoundingClientRect().top).toBeLessThan(two!.getBoundingClientRect().top)
  },
}

/** A stack of three buttons: change the gap and the alignment. */
export const Playground: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>One</Button>
      <Button>Two</Button>
      <Button>Three</Button>
    </Stack>
  ),
}

export const AllVariants: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container>
      <Stack gap={6}>
        <Inline justify="space-between">
          <Button>Left</Button>
          <Inline gap={3}>
            <Button variant="ghost">Log in</Button>
            <Button variant="primary">Register</Button>
          </Inline>
        </Inline>
        <Inline wrap gap={2}>
          {Array.from({ length: 12 }, (_, i) => (
            <Button key={i} size="sm">
              Tag {i + 1}
            </Button>
          ))}
        </Inline>
      </Stack>
    </Container>
  ),
}
