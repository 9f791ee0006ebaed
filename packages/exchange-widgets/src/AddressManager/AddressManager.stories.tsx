import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import { Button, Modal } from '@bourse/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
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
  argTypes: {
    // The clock the allow-list countdowns read: stories pin it.
    now: { table: { disable: true } },
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

/** The withdrawal form's address book: TRC-20 addresses only, a click picks one. */
export const Select: Story = {
  name: 'Pick an address (withdrawal form)',
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
  name: 'Pick an address, in a dialog',
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

/** No address saved yet. */
export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved addresses yet')).toBeVisible()
  },
}

/** No saved address on the chosen network. */
export const EmptyChain: Story = {
  name: 'None on this network',
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
  name: 'Allow-list on',
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

/** Every prop a designer can change, in the Controls panel. */
export const Playground: Story = {}
