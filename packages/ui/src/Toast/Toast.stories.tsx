import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { useToast } from './Toast'
import type { ToastOptions } from './Toast'
import { ToastProvider } from './Toast'

function Trigger(props: ToastOptions) {
  const toast = useToast()
  return (
    <Button variant="primary" onClick={() => toast.show(props)}>
      Show toast
    </Button>
  )
}

function ShowOnMount({ items }: { items: ToastOptions[] }) {
  const toast = useToast()
  return (
    <Button
      ref={(el) => {
        if (el && !el.dataset.shown) {
          el.dataset.shown = 'yes'
          for (const item of items) toast.show({ duration: 600_000, ...item })
        }
      }}
    >
      Toasts
    </Button>
  )
}

const meta = {
  title: 'UI/Toast',
  tags: ['autodocs', 'stable'],
  component: ToastProvider,
  parameters: { screenshot: { target: 'viewport' } },
} satisfies Meta<typeof ToastProvider>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => <Trigger message="Saved" tone="positive" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }))
    await expect(await body.findByText('Saved')).toBeVisible()
    const shownAt = performance.now()
    await waitFor(() => expect(body.queryByText('Saved')).toBeNull(), {
      timeout: 3000,
      interval: 50,
    })
    const life = performance.now() - shownAt
    // Default life is 2 s.
    await expect(life).toBeGreaterThan(1800)
    await expect(life).toBeLessThan(2600)
  },
}

export const ErrorState: Story = {
  name: 'Error',
  render: () => <ShowOnMount items={[{ message: 'Copy failed', tone: 'negative' }]} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert')
    await expect(alert).toHaveTextContent('Copy failed')
  },
}

export const LongContent: Story = {
  render: () => (
    <ShowOnMount
      items={[
        {
          message:
            'Your withdrawal request was submitted and is waiting for review. You will get a notice when it is processed.',
          tone: 'info',
        },
      ]}
    />
  ),
}

/** Every option of a toast: press "Show toast" to see it with the chosen message, tone and life. */
export const Playground: StoryObj<ToastOptions> = {
  args: { message: 'Saved', tone: 'positive', duration: 2000 },
  argTypes: {
    message: { control: 'text', description: 'Text of the toast.' },
    tone: {
      control: 'select',
      options: ['neutral', 'info', 'positive', 'warning', 'negative'],
      description: 'Status colour and icon.',
    },
    duration: { control: 'number', description: 'Milliseconds before it disappears.' },
  },
  render: (args) => <Trigger {...args} />,
}

export const AllVariants: Story = {
  render: () => (
    <ShowOnMount
      items={[
        { message: 'Copy succeeded', tone: 'positive' },
        { message: 'Order rejected', tone: 'negative' },
        { message: 'Network congested', tone: 'warning' },
      ]}
    />
  ),
}
