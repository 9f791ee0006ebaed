import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../../test/renderApp'
import { InstallSection } from './InstallSection'

const meta = {
  title: 'App/Download/InstallSection',
  component: InstallSection,
  tags: ['autodocs', 'beta'],
  args: { state: 'unsupported', platform: 'desktop', onInstall: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  // The app's texts in English, as its tests have them (the content bundle is in them).
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof InstallSection>

export default meta
type Story = StoryObj<typeof meta>

/** The browser offers installation: the button opens its dialog. */
export const Installable: Story = {
  args: { state: 'installable' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Install Bourse' }))
    await expect(args.onInstall).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('install-own-platform')).toHaveTextContent(
      'Chrome or Edge on Windows, macOS or Linux',
    )
  },
}

/** No offer from this browser: no button, the steps for this device, the others folded. */
export const Unsupported: Story = {
  args: { state: 'unsupported', platform: 'firefox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Install Bourse' })).not.toBeInTheDocument()
    await expect(canvas.getByText(/does not offer to install Bourse/)).toBeVisible()
    await expect(canvas.getByTestId('install-own-platform')).toHaveTextContent(
      'Firefox on a computer',
    )
    // The other platforms are folded until asked for.
    const others = canvas.getByText('Other devices and browsers')
    await expect(canvas.getByText('Safari on iPhone or iPad')).not.toBeVisible()
    await userEvent.click(others)
    await expect(canvas.getByText('Safari on iPhone or iPad')).toBeVisible()
  },
}

/** On an iPhone or iPad: Share > Add to Home Screen comes first. */
export const Iphone: Story = {
  args: { state: 'unsupported', platform: 'ios' },
  play: async ({ canvasElement }) => {
    const own = within(canvasElement).getByTestId('install-own-platform')
    await expect(own).toHaveTextContent('Safari on iPhone or iPad')
    await expect(own).toHaveTextContent('Add to Home Screen')
  },
}

/** The page runs as the installed app: it says so, and offers nothing more. */
export const Installed: Story = {
  args: { state: 'installed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Bourse is installed on this device/)).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.queryByTestId('install-own-platform')).not.toBeInTheDocument()
  },
}

/** Every prop at hand: what the browser offers, and the visitor's device. */
export const Playground: Story = {
  args: { state: 'installable', platform: 'android' },
  argTypes: {
    state: { control: 'inline-radio', options: ['installable', 'unsupported', 'installed'] },
    platform: {
      control: 'select',
      options: ['desktop', 'android', 'ios', 'macSafari', 'firefox'],
    },
  },
}
