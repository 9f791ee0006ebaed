import { sessionDevicesFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../../../test/renderApp'
import { DeviceList, type DeviceListProps } from './DeviceList'

const current = sessionDevicesFixture.filter((s) => s.current)

/**
 * The list with its confirmation closed until "Sign out all other devices" asks for it, as the
 * page holding it does; closed again by either answer.
 */
function DeviceListDemo(props: DeviceListProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <DeviceList
      {...props}
      confirming={confirming}
      onConfirmingChange={(details) => {
        props.onConfirmingChange(details)
        setConfirming(details.open)
      }}
      onSignOutOthers={() => {
        props.onSignOutOthers()
        setConfirming(false)
      }}
    />
  )
}

const meta = {
  title: 'App/Account/DeviceList',
  component: DeviceList,
  tags: ['autodocs', 'beta'],
  args: {
    sessions: sessionDevicesFixture,
    onRetry: fn(),
    onSignOut: fn(),
    confirming: false,
    onConfirmingChange: fn(),
    onSignOutOthers: fn(),
    locale: 'en',
    timeZone: 'UTC',
  },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
  // On a docs page an open dialog would cover the page's text and props table: there the list's
  // own button opens it. Alone, a story shows it open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <DeviceListDemo {...args} /> : <DeviceList {...args} />,
} satisfies Meta<typeof DeviceList>

export default meta
type Story = StoryObj<typeof meta>

/** Several devices: this one marked and without a button; any other can be signed out. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const here = canvas.getByText('Chrome 156 on macOS').closest('tr') as HTMLElement
    await expect(within(here).getByText('This device')).toBeVisible()
    await expect(within(here).queryByRole('button')).toBeNull()
    await expect(canvas.getByText('Unknown device')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Sign out' })).toHaveLength(3)
    const phone = canvas.getByText('Safari 19 on iOS').closest('tr') as HTMLElement
    await expect(within(phone).getByText('198.51.100.7')).toBeVisible()
    await userEvent.click(within(phone).getByRole('button', { name: 'Sign out' }))
    await expect(args.onSignOut).toHaveBeenCalledWith({ sessionId: '38' })
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other devices' }))
    await expect(args.onConfirmingChange).toHaveBeenCalledWith({ open: true })
  },
}

/** Signed in only here: nothing to sign out. */
export const OnlyThisDevice: Story = {
  args: { sessions: current },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This device')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The sessions are loading: skeleton rows. */
export const Loading: Story = {
  args: { sessions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** They failed to load: a message and a retry. */
export const Error: Story = {
  args: { sessions: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your devices could not be loaded.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** One device is being signed out: its button spins, the others stay usable. */
export const SigningOut: Story = {
  args: { signingOut: '38' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = canvas.getByText('Safari 19 on iOS').closest('tr') as HTMLElement
    await expect(within(phone).getByRole('button')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByRole('button', { name: 'Sign out' })).toHaveLength(2)
  },
}

/** "Sign out all other devices" asks first; confirming calls `onSignOutOthers`. */
export const ConfirmSignOutOthers: Story = {
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' })
    await expect(dialog).toHaveTextContent('This device stays signed in.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all' }))
    await expect(args.onSignOutOthers).toHaveBeenCalledOnce()
  },
}

/** Every prop at hand: `confirming` opens the dialog, `signingOut` takes a session id ("38"). */
export const Playground: Story = {
  argTypes: { timeZone: { control: 'select', options: ['UTC', 'Asia/Tokyo', 'Europe/Berlin'] } },
}
