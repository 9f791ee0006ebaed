import { passkeysFixture } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { initTestI18n } from '../../../../test/renderApp'
import { PasskeyList, type PasskeyDialog, type PasskeyListProps } from './PasskeyList'

/**
 * The list with its dialog closed until one of its buttons asks for it ("Add a passkey", a
 * "Remove"), as the page holding it does; closed again by Cancel or a submit.
 */
function PasskeyListDemo(props: PasskeyListProps) {
  const [dialog, setDialog] = useState<PasskeyDialog>(null)
  return (
    <PasskeyList
      {...props}
      dialog={dialog}
      onDialogChange={(details) => {
        props.onDialogChange(details)
        setDialog(details.dialog)
      }}
      onSubmit={(values) => {
        props.onSubmit(values)
        setDialog(null)
      }}
    />
  )
}

const meta = {
  title: 'App/Account/PasskeyList',
  component: PasskeyList,
  tags: ['autodocs', 'beta'],
  args: {
    passkeys: passkeysFixture,
    onRetry: fn(),
    dialog: null,
    onDialogChange: fn(),
    onSubmit: fn(),
    locale: 'en',
    timeZone: 'UTC',
  },
  // The app's texts in English, as its tests have them.
  loaders: [() => initTestI18n()],
  // On a docs page an open dialog would cover the page's text and props table (and each story's
  // would stack on the others): there the list's own buttons open it. Alone, a story shows it open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? <PasskeyListDemo {...args} /> : <PasskeyList {...args} />,
} satisfies Meta<typeof PasskeyList>

export default meta
type Story = StoryObj<typeof meta>

/** Two passkeys with when they were added and last used; each can be removed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const key = canvas.getByText('YubiKey 5C').closest('tr') as HTMLElement
    await expect(within(key).getByText('Never')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove MacBook Touch ID' }))
    await expect(args.onDialogChange).toHaveBeenCalledWith({
      dialog: { kind: 'remove', passkey: passkeysFixture[0] },
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }))
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({ dialog: { kind: 'add' } })
  },
}

/** None yet: what a passkey is for, and the button to add one. */
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No passkeys yet')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled()
  },
}

/** The passkeys are loading: skeleton rows. */
export const Loading: Story = {
  args: { passkeys: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true')
  },
}

/** They failed to load: a message and a retry. */
export const Error: Story = {
  args: { passkeys: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your passkeys could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Adding one: its name (required); the step-up dialog asks the rest once it is submitted. */
export const Adding: Story = {
  args: { dialog: { kind: 'add' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' })
    const form = within(dialog)
    await expect(form.queryByLabelText('Login password')).toBeNull()
    await userEvent.click(form.getByRole('button', { name: 'Create passkey' }))
    await expect(form.getByText('Required')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(form.getByLabelText('Name'), ' Work laptop ')
    await userEvent.click(form.getByRole('button', { name: 'Create passkey' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Work laptop' })
  },
}

/** Removing one only asks to confirm; the last try failed. */
export const RemovingWithError: Story = {
  args: {
    dialog: { kind: 'remove', passkey: passkeysFixture[1]! },
    error: 'The passkey could not be removed. Try again.',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove "YubiKey 5C"?' })
    const form = within(dialog)
    await expect(form.getByText('The passkey could not be removed. Try again.')).toBeVisible()
    await expect(form.queryByLabelText('Login password')).toBeNull()
    await userEvent.click(form.getByRole('button', { name: 'Remove passkey' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '' })
  },
}

/** Every prop at hand: `busy`, `error` and `dialog` show in the dialog the list's buttons open. */
export const Playground: Story = {
  argTypes: { timeZone: { control: 'select', options: ['UTC', 'Asia/Tokyo', 'Europe/Berlin'] } },
}
