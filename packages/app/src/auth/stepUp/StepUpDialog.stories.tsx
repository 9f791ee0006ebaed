import { stepUpChallengeFixtures } from '@bourse/api-client/mocks'
import { Button } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../test/renderApp'
import { StepUpDialog, type StepUpDialogProps } from './StepUpDialog'

/** The dialog behind the button that opens it, closed by a cancel or an accepted answer. */
function StepUpDemo(props: StepUpDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Change security settings
      </Button>
      {open && (
        <StepUpDialog
          {...props}
          onSubmit={async (request) => {
            await props.onSubmit(request)
            setOpen(false)
          }}
          onCancel={() => {
            props.onCancel()
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

const meta = {
  title: 'App/Account/StepUpDialog',
  tags: ['autodocs', 'beta'],
  component: StepUpDialog,
  args: {
    challenge: stepUpChallengeFixtures.authenticator,
    requestCode: fn(async () => ({ resendAfter: 60, expiresIn: 600 })),
    signWithPasskey: fn(async () => ({ id: 'cGFzc2tleS0x', type: 'public-key' })),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  loaders: [() => initTestI18n()],
  // On a docs page an open dialog would cover the page's text and props table (and each story's
  // would stack on the others): there each story waits behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <StepUpDemo {...args} /> : <StepUpDialog {...args} />,
} satisfies Meta<typeof StepUpDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.findByRole('dialog', { name: "Confirm it's you" })

/** Password plus the authenticator's code; both are sent to `stepUp`. */
export const PasswordAndAuthenticator: Story = {
  play: async ({ args }) => {
    const view = within(await dialog())
    await userEvent.type(view.getByLabelText('Login password'), 'Demo1234')
    await userEvent.type(view.getByLabelText('Authenticator code'), '287082')
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Demo1234',
      authenticatorCode: '287082',
    })
  },
}

/** Password plus a code to the contact already on the account, not sent yet. */
export const PasswordAndCode: Story = {
  args: { challenge: stepUpChallengeFixtures.code },
  play: async () => {
    const view = within(await dialog())
    await expect(view.getByText('The code goes to de***@bourse.local.')).toBeVisible()
    await expect(view.getByRole('button', { name: 'Send code' })).toBeVisible()
  },
}

/** A passkey: the password, then "Use your passkey" signs the challenge and sends the assertion. */
export const Passkey: Story = {
  args: { challenge: stepUpChallengeFixtures.passkey },
  play: async ({ args }) => {
    const view = within(await dialog())
    await expect(view.queryByLabelText('Authenticator code')).toBeNull()
    await userEvent.type(view.getByLabelText('Login password'), 'Demo1234')
    await userEvent.click(view.getByRole('button', { name: 'Use your passkey' }))
    await expect(args.signWithPasskey).toHaveBeenCalledWith(stepUpChallengeFixtures.passkey.passkey)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Demo1234',
      passkey: { id: 'cGFzc2tleS0x', type: 'public-key' },
    })
  },
}

/** What to ask is still loading. */
export const Loading: Story = {
  args: { challenge: undefined },
  play: async () => {
    const view = within(await dialog())
    await expect(view.queryByLabelText('Login password')).toBeNull()
  },
}

/** Every prop at hand: pick what the dialog asks for in `challenge`. */
export const Playground: Story = {
  // The countdown's clock is a seam for tests, not a choice for a design.
  argTypes: { now: { table: { disable: true } } },
  // The same picture as "Password and authenticator"; no second baseline.
  parameters: { screenshot: { disable: true } },
}
