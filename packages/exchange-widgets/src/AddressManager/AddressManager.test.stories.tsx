import type { WithdrawalAddress } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SubmitError } from '../shared/submitError'
import { field, widthDecorator } from '../shared/testing/stories'
import { AddressManager } from './AddressManager'
import { addressSaved, fixtureAddresses, fixtureAddressText } from './AddressManager.fixtures'

/**
 * The address book's interaction and edge tests: each is reached by a play function or a
 * running clock, so it lives here, in the Tests section, with no docs page.
 */
const meta = {
  title: 'Tests/AddressManager',
  component: AddressManager,
  tags: ['!autodocs'],
  args: {
    addresses: fixtureAddresses,
    status: 'ready',
    onAdd: fn(async (request) => addressSaved(request)),
    onDelete: fn(async () => undefined),
    onSelect: fn(),
    onRetry: fn(),
  },
  decorators: [widthDecorator(520)],
} satisfies Meta<typeof AddressManager>

export default meta
type Story = StoryObj<typeof meta>

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Saved addresses' })).getAllByRole(
    'listitem',
  )

/** Empty, wrong format and bad checksum are caught as typed; nothing is saved. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(canvas.getByText('Enter an address.')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Network' }), 'TRC20')
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.ETH)
    await expect(canvas.getByText('This is not a TRC-20 address.')).toBeVisible()
    await userEvent.clear(field(canvas, 'Address'))
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.TRC20typo)
    await expect(
      canvas.getByText('The address checksum does not match: check it for a typo.'),
    ).toBeVisible()
    await userEvent.type(field(canvas, 'Label (optional)'), 'x'.repeat(41))
    await expect(canvas.getByText('At most 40 characters.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

/** A duplicate refused by the server shows under the address; the address limit above the button. */
export const ServerErrors: Story = {
  args: {
    onAdd: fn(async (request): Promise<WithdrawalAddress> => {
      if (request.label === 'Full') throw new SubmitError('You can save at most 50 addresses.')
      throw new SubmitError('This address is already saved.', {
        address: 'This address is already saved.',
      })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.ERC20)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByText('This address is already saved.')).toBeVisible()
    await expect(field(canvas, 'Address')).toHaveAccessibleDescription(
      'This address is already saved.',
    )
    await userEvent.type(field(canvas, 'Label (optional)'), 'Full')
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByText('You can save at most 50 addresses.')).toBeVisible()
  },
}

/** Delete asks first: "Keep" leaves it, "Delete" removes it. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cold wallet' }))
    const confirm = canvas.getByRole('group', { name: 'Delete this address?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cold wallet' }))
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 'wa-3' })
  },
}

/** The allow-list in the withdrawal form's address book: a countdown that ends turns "Usable". */
export const AllowlistCountdownEnds: Story = {
  args: {
    allowlist: true,
    mode: 'select',
    chain: 'TRC20',
    onAdd: undefined,
    addresses: fixtureAddresses.map((a) =>
      a.id === 'wa-4' ? { ...a, usableFrom: FIXTURE_NOW + 1500 } : a,
    ),
  },
  render: function Render(args) {
    // The story's own clock: FIXTURE_NOW when it mounts, then real time.
    const [now] = useState(() => {
      const start = Date.now()
      return () => FIXTURE_NOW + Date.now() - start
    })
    return <AddressManager {...args} now={now} />
  },
  play: async ({ canvasElement }) => {
    const [newest] = items(canvasElement)
    await expect(within(newest!).getByRole('timer')).toHaveTextContent(/^Usable in 00:0[12]$/)
    await expect(await within(newest!).findByText('Usable', {}, { timeout: 4000 })).toBeVisible()
    await expect(within(newest!).queryByRole('timer')).toBeNull()
  },
}
