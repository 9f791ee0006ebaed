import type { WithdrawalAddress } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import { Button, Modal } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SubmitError } from '../shared/submitError'
import { field, widthDecorator } from '../shared/testing/stories'
import { AddressManager } from './AddressManager'
import { addressSaved, fixtureAddresses, fixtureAddressText } from './AddressManager.fixtures'

const meta = {
  title: 'Widgets/AddressManager',
  component: AddressManager,
  tags: ['autodocs', 'stable'],
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

/** The address book behind the button that opens it, closed by its close button or a pick. */
function SelectInModalDemo(props: ComponentProps<typeof AddressManager>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Address book
      </Button>
      <Modal open={open} title="Address book" onClose={() => setOpen(false)}>
        <AddressManager
          {...props}
          onSelect={(address) => {
            props.onSelect?.(address)
            setOpen(false)
          }}
        />
      </Modal>
    </>
  )
}

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Saved addresses' })).getAllByRole(
    'listitem',
  )

/** The book with its add form: a valid TRC-20 address with a label is saved. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(items(canvasElement)).toHaveLength(4)
    await expect(items(canvasElement)[2]).toHaveTextContent('No label')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Network' }), 'TRC20')
    await userEvent.type(field(canvas, 'Label (optional)'), 'Exchange')
    await userEvent.type(field(canvas, 'Address'), fixtureAddressText.TRC20)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(args.onAdd).toHaveBeenCalledWith({
      chain: 'TRC20',
      address: fixtureAddressText.TRC20,
      label: 'Exchange',
    })
    await expect(field(canvas, 'Address')).toHaveValue('')
  },
}

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

/** The withdrawal form's address book: TRC-20 addresses only, a click picks one. */
export const Select: Story = {
  args: { mode: 'select', chain: 'TRC20', onAdd: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(items(canvasElement)).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull()
    await userEvent.click(
      canvas.getByRole('button', { name: `Use Ledger TRC-20 ${fixtureAddressText.TRC20b}` }),
    )
    await expect(args.onSelect).toHaveBeenCalledWith(fixtureAddresses[3])
  },
}

/** Select mode in the dialog the withdrawal form opens, with the add form for that chain. */
export const SelectInModal: Story = {
  args: { mode: 'select', chain: 'BTC' },
  parameters: { screenshot: { target: 'viewport' } },
  // On a docs page an open dialog would cover the page's text and props table: there it waits
  // behind its button. Alone, it shows open.
  render: (args, { viewMode }) =>
    viewMode === 'docs' ? (
      <SelectInModalDemo {...args} />
    ) : (
      <Modal open title="Address book" onClose={() => undefined}>
        <AddressManager {...args} />
      </Modal>
    ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'Address book' })
    await expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveValue('BTC')
    await expect(within(dialog).getByRole('combobox', { name: 'Network' })).toBeDisabled()
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1)
  },
}

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved addresses yet')).toBeVisible()
  },
}

export const EmptyChain: Story = {
  args: { mode: 'select', chain: 'ETH', onAdd: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved Ethereum addresses')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { addresses: [], status: 'loading' },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { addresses: [], status: 'error', errorDetail: 'Network timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Addresses could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/**
 * The withdrawal allow-list on: an address saved an hour ago counts down to when it can be used,
 * older ones are usable, and the add form says a new address waits 24 hours.
 */
export const Allowlist: Story = {
  args: { allowlist: true, now: () => FIXTURE_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [newest, ...older] = items(canvasElement)
    await expect(within(newest!).getByRole('timer')).toHaveTextContent('Usable in 23:00:00')
    for (const item of older) await expect(within(item).getByText('Usable')).toBeVisible()
    await expect(
      canvas.getByText(
        'Withdrawal allow-list on: a new address can be used 24 hours after it is saved.',
      ),
    ).toBeVisible()
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
