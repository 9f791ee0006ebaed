import type { SpotBalance } from '@bourse/api-client'
import { createFakeClient, createMockStream } from '@bourse/api-client/mocks'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { accountBalanceEvent, useAccountBalances } from './useAccountBalances'

const usdt = (available: string): SpotBalance => ({
  asset: 'USDT',
  available,
  frozen: '0',
  total: available,
})

function setup() {
  const { client, calls } = createFakeClient({
    '/app/account/balances': ({ query }) => [usdt(query.account === 'second' ? '2500' : '1')],
    '/app/spot/balances': () => [usdt('8000')],
  })
  const stream = createMockStream()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetsProvider client={client} stream={stream} locale="en">
      {children}
    </WidgetsProvider>
  )
  return { stream, wrapper, calls }
}

describe('accountBalanceEvent', () => {
  it.each([
    [
      'an event of that account',
      { type: 'balance', account: 'second', balance: usdt('1') },
      'second',
      usdt('1'),
    ],
    [
      'an event without account, for spot',
      { type: 'balance', balance: usdt('2') },
      'spot',
      usdt('2'),
    ],
    [
      'an event without account, for another account',
      { type: 'balance', balance: usdt('2') },
      'second',
      null,
    ],
    [
      'an event of another account',
      { type: 'balance', account: 'contract', balance: usdt('3') },
      'second',
      null,
    ],
    ['another kind of event', { type: 'order', order: {} }, 'spot', null],
  ] as const)('takes %s', (_, event, account, expected) => {
    expect(accountBalanceEvent(event, account)).toEqual(expected)
  })
})

describe('useAccountBalances', () => {
  it('loads the account from /app/account/balances and merges only its balance events', async () => {
    const { wrapper, stream, calls } = setup()
    const { result } = renderHook(() => useAccountBalances('second', true), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(calls[0]?.path).toBe('/app/account/balances')
    expect(calls[0]?.query).toEqual({ account: 'second' })
    expect(result.current.balances).toEqual([usdt('2500')])

    act(() => stream.emit('user', { type: 'balance', balance: usdt('7000') }))
    act(() => stream.emit('user', { type: 'balance', account: 'contract', balance: usdt('9') }))
    expect(result.current.balances).toEqual([usdt('2500')])
    act(() => stream.emit('user', { type: 'balance', account: 'second', balance: usdt('1500') }))
    expect(result.current.balances).toEqual([usdt('1500')])
  })

  it('loads spot from the spot path and takes events without an account', async () => {
    const { wrapper, stream, calls } = setup()
    const { result } = renderHook(() => useAccountBalances('spot', true), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(calls[0]?.path).toBe('/app/spot/balances')
    act(() => stream.emit('user', { type: 'balance', account: 'second', balance: usdt('1') }))
    expect(result.current.balances).toEqual([usdt('8000')])
    act(() => stream.emit('user', { type: 'balance', balance: usdt('7000') }))
    expect(result.current.balances).toEqual([usdt('7000')])
  })
})
