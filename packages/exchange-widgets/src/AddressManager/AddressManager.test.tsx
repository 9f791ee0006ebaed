import type { WithdrawalAddress } from '@bourse/api-client'
import { createFakeClient, createMockStream, errorResponse } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeText, renderInWidgets, translatedError } from '../shared/testing/render'
import { AddressManagerConnected } from './AddressManager.connected'
import { fixtureAddresses, fixtureAddressText } from './AddressManager.fixtures'

function setup(addAnswer: 'ok' | 'duplicate' | 'limit' = 'ok') {
  const { client, calls } = createFakeClient({
    '/app/wallet/address/list': () => fixtureAddresses,
    '/app/wallet/address/add': ({ body }) => {
      if (addAnswer === 'duplicate') return errorResponse('address.duplicate', 409, 'Duplicate')
      if (addAnswer === 'limit') return errorResponse('address.limit', 422, 'Limit')
      return { id: 'wa-9', createdAt: 1, ...(body as object) } as WithdrawalAddress
    },
    '/app/wallet/address/delete': () => null,
  })
  renderInWidgets(
    { client, stream: createMockStream(), errorText: translatedError },
    <AddressManagerConnected />,
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
})
