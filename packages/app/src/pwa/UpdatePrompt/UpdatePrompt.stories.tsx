import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { initTestI18n } from '../../test/renderApp'
import { UpdatePrompt } from './UpdatePrompt'
import type { UpdatePromptProps } from './UpdatePrompt'

const neverSettles: NonNullable<UpdatePromptProps['onReload']> = () => new Promise(() => undefined)

const meta = {
  title: 'App/UpdatePrompt',
  component: UpdatePrompt,
  tags: ['autodocs', 'beta'],
  args: { onReload: fn(neverSettles) as UpdatePromptProps['onReload'] },
  // The prompt floats in the page's corner: the screenshot takes the whole viewport.
  parameters: { screenshot: { target: 'viewport' } },
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

/** A new version waits: the prompt offers "Reload" and "Later". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const prompt = within(canvasElement.ownerDocument.body)
    await expect(prompt.getByRole('status')).toHaveTextContent('A new version is available')
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeEnabled()
    await expect(prompt.getByRole('button', { name: 'Later' })).toBeEnabled()
  },
}

/** The prompt as the site shows it; its props are the page's `div` attributes and `onReload`. */
export const Playground: Story = {}
