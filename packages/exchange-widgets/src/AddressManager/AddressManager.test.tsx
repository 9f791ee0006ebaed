import type { WithdrawalAddress } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  FIXTURE_NOW,
} from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { changeText, renderInWidgets, translatedError } from '../shared/testing/render'
import {
  AddressManagerConnected,
  type AddressManagerConnectedProps,
} from './AddressManager.connected'
import { fixtureAddresses, fixtureAddressText } from './AddressManager.fixtures'

function setup(
  addAnswer: 'ok' | 'duplicate' | 'limit' = 'ok',
  props: AddressManagerConnectedProps = {},
) {
  const { client, calls } = createFakeClient({
    '/app/wallet/address/list': () => fixtureAddresses,
    '/app/wallet/address/add': ({ body }) => {
      if (addAnswer === 'duplicate') return errorResponse('address.duplicate', 409, 'Duplicate')
      if (addAnswer === 'limit') return errorResponse('address.limit', 422, 'Limit')
      return { id: 'wa-9', createdAt: 1, usableFrom: 2, ...(body as object) } as WithdrawalAddress
    },
    '/app/wallet/address/delete': () => null,
  })
  renderInWidgets(
    { client, stream: createMockStream(), errorText: translatedError },
    <AddressManagerConnected {...props} />,
  )
  return { calls }
}

const items = () =>
  within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }))

describe('<AddressManagerConnected />', () => {
  it('lists the saved addresses and puts a newly saved one first', async () => {
    const { calls } = setup()
    await waitFor(() => expect(items()).toHaveLength(4))
    fireEvent.change(screen.getByRole('combobox', { name: 'Network' }), {
      target: { value: 'ETH' },
    })
    changeText('Label (optional)', 'Metamask')
    changeText('Address', fixtureAddressText.ETH)
    save()
    await waitFor(() => expect(items()).toHaveLength(5))
    expect(items()[0]).toHaveTextContent('Metamask')
    expect(calls.find((c) => c.path === '/app/wallet/address/add')?.body).toEqual({
      chain: 'ETH',
      address: fixtureAddressText.ETH,
      label: 'Metamask',
    })
  })

  it('shows a duplicate under the address field and the address limit above the button', async () => {
    setup('duplicate')
    await waitFor(() => expect(items()).toHaveLength(4))
    changeText('Address', fixtureAddressText.ERC20)
    save()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
        'translated address.duplicate',
      ),
    )
  })

  it('keeps the limit refusal out of the fields', async () => {
    setup('limit')
    await waitFor(() => expect(items()).toHaveLength(4))
    changeText('Address', fixtureAddressText.ERC20)
    save()
    expect(await screen.findByText('translated address.limit')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Address' })).not.toHaveAccessibleDescription(
      'translated address.limit',
    )
  })

  it('deletes an address once confirmed', async () => {
    const { calls } = setup()
    await waitFor(() => expect(items()).toHaveLength(4))
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ledger' }))
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(calls.find((c) => c.path === '/app/wallet/address/delete')?.body).toEqual({
      id: 'wa-1',
    })
  })

  it('with the allow-list on, asks for a step-up and sends its token with the address', async () => {
    const stepUp = vi.fn(async () => 'step-token')
    const { calls } = setup('ok', { allowlist: true, stepUp, now: () => FIXTURE_NOW })
    await waitFor(() => expect(items()).toHaveLength(4))
    expect(within(items()[0]!).getByRole('timer')).toHaveTextContent('Usable in 23:00:00')
    expect(within(items()[1]!).getByText('Usable')).toBeInTheDocument()
    changeText('Address', fixtureAddressText.ERC20)
    save()
    await waitFor(() => expect(items()).toHaveLength(5))
    expect(stepUp).toHaveBeenCalledTimes(1)
    expect(calls.find((c) => c.path === '/app/wallet/address/add')?.body).toEqual({
      chain: 'ERC20',
      address: fixtureAddressText.ERC20,
      label: '',
      stepUpToken: 'step-token',
    })
  })

  it('saves nothing when the step-up is cancelled', async () => {
    const { calls } = setup('ok', { allowlist: true, stepUp: async () => null })
    await waitFor(() => expect(items()).toHaveLength(4))
    changeText('Address', fixtureAddressText.ERC20)
    save()
    expect(await screen.findByText('The address could not be saved.')).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/app/wallet/address/add')).toBe(false)
  })

  it('shows no countdown with the allow-list off', async () => {
    setup()
    await waitFor(() => expect(items()).toHaveLength(4))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByText('Usable')).toBeNull()
  })
})
