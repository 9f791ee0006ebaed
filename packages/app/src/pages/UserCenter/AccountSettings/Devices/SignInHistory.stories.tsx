import { signInsFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../../../test/renderApp'
import { SignInHistory } from './SignInHistory'

const meta = {
  title: 'App/Account/SignInHistory',
  component: SignInHistory,
  tags: ['autodocs', 'beta'],
  args: { signIns: signInsFixture, onRetry: fn(), locale: 'en', timeZone: 'UTC' },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof SignInHistory>

export default meta
type Story = StoryObj<typeof meta>

/** Successes and both kinds of failure, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('row')).toHaveLength(signInsFixture.length + 1)
    await expect(canvas.getAllByText('Succeeded')).toHaveLength(2)
    await expect(canvas.getByText('Wrong password')).toBeVisible()
    await expect(canvas.getByText('Wrong authenticator code')).toBeVisible()
    const failed = canvas.getByText('Wrong password').closest('tr') as HTMLElement
    await expect(within(failed).getByText('Linux')).toBeVisible()
    await expect(within(failed).getByText('192.0.2.99')).toBeVisible()
  },
}

/** No sign-in recorded yet. */
export const Empty: Story = {
  args: { signIns: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sign-ins yet.')).toBeVisible()
  },
}

/** The history is loading: skeleton rows. */
export const Loading: Story = {
  args: { signIns: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true')
  },
}

/** It failed to load: a message and a retry. */
export const Error: Story = {
  args: { signIns: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your sign-in history could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Every prop at hand: turn `failed` on, change the locale or the time zone. */
export const Playground: Story = {
  argTypes: { timeZone: { control: 'select', options: ['UTC', 'Asia/Tokyo', 'Europe/Berlin'] } },
}
