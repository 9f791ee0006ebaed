import { ApiError } from '@bourse/api-client'
import { stepUpChallengeFixtures } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { initTestI18n } from '../../test/renderApp'
import { StepUpDialog } from './StepUpDialog'

/** Answering the dialog, right and wrong: run by the story tests, kept off the docs page. */
const meta = {
  title: 'Tests/StepUpDialog',
  component: StepUpDialog,
  tags: ['!autodocs'],
  args: {
    challenge: stepUpChallengeFixtures.authenticator,
    requestCode: fn(async () => ({ resendAfter: 60, expiresIn: 600 })),
    signWithPasskey: fn(async () => ({ id: 'cGFzc2tleS0x', type: 'public-key' })),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  loaders: [() => initTestI18n()],
} satisfies Meta<typeof StepUpDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.findByRole('dialog', { name: "Confirm it's you" })

/**
 * The code was sent: the resend countdown replaces the button. No screenshot: the countdown
 * runs on the real clock, so its text changes under the camera.
 */
export const CodeSent: Story = {
  args: { challenge: stepUpChallengeFixtures.code },
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const view = within(await dialog())
    await userEvent.click(view.getByRole('button', { name: 'Send code' }))
    await expect(args.requestCode).toHaveBeenCalledOnce()
    await expect(await view.findByText(/^Resend in \d+ s$/)).toBeVisible()
  },
}

/** A wrong password shows on the password field. */
export const WrongPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError('password.old.error', 'wrong', 400)
    }),
  },
  play: async () => {
    const view = within(await dialog())
    await userEvent.type(view.getByLabelText('Login password'), 'Wrong1234')
    await userEvent.type(view.getByLabelText('Authenticator code'), '287082')
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(view.getByLabelText('Login password')).toHaveAccessibleDescription(
        'The current login password is wrong.',
      ),
    )
  },
}

/** Too many attempts: when to try again. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError('rate.limited', 'slow down', 429, { retryAfter: 600 })
    }),
  },
  play: async () => {
    const view = within(await dialog())
    await userEvent.type(view.getByLabelText('Login password'), 'Demo1234')
    await userEvent.type(view.getByLabelText('Authenticator code'), '287082')
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }))
    await expect(await view.findByText('Too many attempts. Try again in 10 min.')).toBeVisible()
  },
}

/** Under way: the button is busy until the server answers. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const view = within(await dialog())
    await userEvent.type(view.getByLabelText('Login password'), 'Demo1234')
    await userEvent.type(view.getByLabelText('Authenticator code'), '287082')
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(view.getByRole('button', { name: /Confirm|Loading/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}
