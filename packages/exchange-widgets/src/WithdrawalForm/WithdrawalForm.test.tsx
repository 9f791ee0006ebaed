import type { Withdrawal } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  spotBalancesFixture,
} from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fixtureAddressText } from '../AddressManager/AddressManager.fixtures'
import { changeText, renderInWidgets, translatedError } from '../shared/testing/render'
import { WithdrawalFormConnected } from './WithdrawalForm.connected'
import { fixtureCoins, fixtureLimits } from './WithdrawalForm.fixtures'
import { withLegacyBlockedLabels } from './WithdrawalForm.labels'

type Answer = 'network' | 'success' | 'password' | 'blocked'
type Sent = { clientWithdrawalId: string; amount: string; fundPassword: string }

function setup(answers: Answer[] = []) {
  const sent: Sent[] = []
  let limits = fixtureLimits
  const { client, calls } = createFakeClient({
    '/app/wallet/coins': () => fixtureCoins,
    '/app/wallet/withdrawal/limits': () => limits,
    '/app/spot/balances': () => spotBalancesFixture,
    '/app/account/balances': () => [{ asset: 'USD', available: '500', frozen: '0', total: '500' }],
    '/app/market/tickers': () => [],
    '/app/wallet/withdrawal/apply': ({ body }) => {
      const request = body as Sent
      sent.push(request)
      const answer = answers[sent.length - 1] ?? 'success'
      if (answer === 'network') throw new TypeError('Failed to fetch')
      if (answer === 'password') return errorResponse('fund.password.error', 422, 'Wrong')
      if (answer === 'blocked') {
        limits = { ...fixtureLimits, frozen: true }
        return errorResponse('account.frozen', 403, 'Frozen')
      }
      return {
        id: `w-${sent.length}`,
        method: 'chain',
        coin: 'USDT',
        chain: 'ERC20',
        fee: '5',
        arrivalAmount: '95',
        status: 'applied',
        createdAt: 1,
        ...request,
      } as Withdrawal
    },
  })
  const onDone = vi.fn()
  renderInWidgets(
    { client, stream: createMockStream(), errorText: translatedError },
    <WithdrawalFormConnected onDone={onDone} />,
  )
  return { sent, calls, onDone }
}

async function fill() {
  await screen.findByTestId('available')
  changeText('Address', fixtureAddressText.ERC20)
  changeText('Amount', '100')
  fireEvent.change(screen.getByLabelText('Fund password', { selector: 'input' }), {
    target: { value: 'secret' },
  })
  changeText('Authenticator code', '123456')
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))

describe('<WithdrawalFormConnected />', () => {
  it('retries after a network failure under the same client withdrawal id', async () => {
    const { sent, onDone } = setup(['network', 'success', 'success'])
    await fill()
    submit()
    expect(await screen.findByText('translated network.error')).toBeInTheDocument()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(sent[1]?.clientWithdrawalId).toBe(sent[0]?.clientWithdrawalId)
    expect(sent[0]?.clientWithdrawalId).toMatch(/^[A-Za-z0-9._:-]{1,64}$/)
    await fill()
    submit()
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]?.clientWithdrawalId).not.toBe(sent[0]?.clientWithdrawalId)
  })

  it('shows a wrong fund password under its field and takes a new id for the next try', async () => {
    const { sent } = setup(['password', 'success'])
    await fill()
    submit()
    await waitFor(() =>
      expect(
        screen.getByLabelText('Fund password', { selector: 'input' }),
      ).toHaveAccessibleDescription('translated fund.password.error'),
    )
    submit()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.clientWithdrawalId).not.toBe(sent[0]?.clientWithdrawalId)
  })

  it('loads the limits again after a refusal that blocks, and shows the block', async () => {
    setup(['blocked'])
    await fill()
    submit()
    expect(await screen.findByText('Account frozen')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('loads the limits and balances again when its refreshKey changes, keeping the form', async () => {
    let fundPasswordSet = false
    const { client, calls } = createFakeClient({
      '/app/wallet/coins': () => fixtureCoins,
      '/app/wallet/withdrawal/limits': () => ({ ...fixtureLimits, fundPasswordSet }),
      '/app/spot/balances': () => spotBalancesFixture,
      '/app/account/balances': () => [],
      '/app/market/tickers': () => [],
    })
    function Page() {
      const [refreshKey, setRefreshKey] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setRefreshKey((n) => n + 1)}>
            Fund password set
          </button>
          <WithdrawalFormConnected refreshKey={refreshKey} />
        </>
      )
    }
    renderInWidgets({ client, stream: createMockStream() }, <Page />)
    expect(await screen.findByText('Set a fund password first')).toBeInTheDocument()
    const asked = (path: string) => calls.filter((c) => c.path === path).length
    expect(asked('/app/wallet/withdrawal/limits')).toBe(1)
    const balancesBefore = asked('/app/spot/balances')

    fundPasswordSet = true
    fireEvent.click(screen.getByRole('button', { name: 'Fund password set' }))
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument()
    expect(asked('/app/wallet/withdrawal/limits')).toBe(2)
    await waitFor(() => expect(asked('/app/spot/balances')).toBe(balancesBefore + 1))
    expect(asked('/app/wallet/coins')).toBe(1)
  })
})

describe('withLegacyBlockedLabels', () => {
  it('keeps the labels from before blockedReasons working, under the group', () => {
    expect(
      withLegacyBlockedLabels({ blockedPasswordChanged: 'P {time}', blockedReasons: {} }),
    ).toMatchObject({ blockedReasons: { password_changed: 'P {time}' } })
  })

  it('lets a text given in the group win over an old label', () => {
    expect(
      withLegacyBlockedLabels({
        blockedAuthenticatorRemoved: 'old',
        blockedReasons: { authenticator_removed: 'new' },
      })?.blockedReasons,
    ).toEqual({ authenticator_removed: 'new' })
  })

  it('returns labels without the old keys as they are', () => {
    const labels = { blockedTitle: 'Paused' }
    expect(withLegacyBlockedLabels(labels)).toBe(labels)
  })
})
