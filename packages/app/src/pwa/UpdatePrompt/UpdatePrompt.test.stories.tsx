import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { initTestI18n } from '../../test/renderApp'
import { UpdatePrompt } from './UpdatePrompt'
import type { UpdatePromptProps } from './UpdatePrompt'

const neverSettles: NonNullable<UpdatePromptProps['onReload']> = () => new Promise(() => undefined)

/** Answering the prompt, and no prompt at all: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/UpdatePrompt',
  component: UpdatePrompt,
  tags: ['!autodocs'],
  args: { onReload: fn(neverSettles) as UpdatePromptProps['onReload'] },
  parameters: { screenshot: { target: 'viewport' } },
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

/** "Reload" activates the new version; the page reloads when it takes over. */
export const Reloading: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const prompt = within(canvasElement.ownerDocument.body)
    await userEvent.click(prompt.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledTimes(1)
    // While the new version takes over, the button is busy and takes no second click.
    const busy = await waitFor(() => prompt.getByRole('button', { busy: true }))
    await userEvent.click(busy)
    await expect(args.onReload).toHaveBeenCalledTimes(1)
  },
}

/** "Later" hides the prompt; the waiting version takes over once every tab is closed. */
export const Dismissed: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const prompt = within(canvasElement.ownerDocument.body)
    await userEvent.click(prompt.getByRole('button', { name: 'Later' }))
    await expect(prompt.queryByRole('status')).not.toBeInTheDocument()
    await expect(args.onReload).not.toHaveBeenCalled()
  },
}

/** Nothing waits: no prompt. */
export const UpToDate: Story = {
  args: { onReload: null },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
  },
}
