import type { SpotBalance } from '@bourse/api-client'
import { createFakeClient, createMockStream } from '@bourse/api-client/mocks'
import { add } from '@bourse/rules/decimal'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { balanceOf, mergeBalance, useSpotBalances } from './useSpotBalances'

const usdt = (available: string, frozen = '0'): SpotBalance => ({
  asset: 'USDT',
  available,
  frozen,
  total: add(available, frozen),
})

/** A client whose balances call answers the next value of `answers` (the last one repeats). */
function setup(answers: SpotBalance[][], hold?: Promise<void>) {
  let calls = 0
  const { client } = createFakeClient({
    '/app/spot/balances': async () => {
      const data = answers[Math.min(calls, answers.length - 1)]
      calls += 1
      if (hold && calls === 1) await hold
      return data
    },
  })
  const stream = createMockStream()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetsProvider client={client} stream={stream} locale="en">
      {children}
    </WidgetsProvider>
  )
  return { stream, wrapper, calls: () => calls }
}

describe('balanceOf / mergeBalance', () => {
  it('gives a zero balance for an asset not held', () => {
    expect(balanceOf([usdt('5')], 'BTC')).toEqual({
      asset: 'BTC',
      available: '0',
      frozen: '0',
      total: '0',
    })
  })
  it('replaces the pushed asset and keeps the others in place', () => {
    const btc = { asset: 'BTC', available: '1', frozen: '0', total: '1' }
    expect(mergeBalance([usdt('5'), btc], usdt('4', '1'))).toEqual([usdt('4', '1'), btc])
    expect(mergeBalance([usdt('5')], btc)).toEqual([usdt('5'), btc])
  })
})

describe('useSpotBalances', () => {
  it('stays idle and calls nothing while signed out', () => {
    const { wrapper, calls } = setup([[usdt('1')]])
    const { result } = renderHook(() => useSpotBalances(false), { wrapper })
    expect(result.current.status).toBe('idle')
    expect(calls()).toBe(0)
  })

  it('loads, then applies pushed balances from the user channel', async () => {
    const { wrapper, stream } = setup([[usdt('100')]])
    const { result } = renderHook(() => useSpotBalances(true), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.balances).toEqual([usdt('100')])
    expect(stream.channels()).toContain('user')
    act(() => stream.emit('user', { type: 'balance', balance: usdt('60', '40') }))
    expect(result.current.balances).toEqual([usdt('60', '40')])
    // Other events of the channel leave the balances alone.
    act(() => stream.emit('user', { type: 'fill', fill: {} }))
    expect(result.current.balances).toEqual([usdt('60', '40')])
  })

  it('loads again when a balance event arrives during the first load', async () => {
    let release = () => {}
    const hold = new Promise<void>((resolve) => (release = resolve))
    const { wrapper, stream, calls } = setup([[usdt('100')], [usdt('70', '30')]], hold)
    const { result } = renderHook(() => useSpotBalances(true), { wrapper })
    act(() => stream.emit('user', { type: 'balance', balance: usdt('70', '30') }))
    release()
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(calls()).toBe(2)
    expect(result.current.balances).toEqual([usdt('70', '30')])
  })

  it('loads again after the stream reconnects', async () => {
    const { wrapper, stream, calls } = setup([[usdt('100')], [usdt('90')]])
    const { result } = renderHook(() => useSpotBalances(true), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => stream.setStatus('reconnecting'))
    act(() => stream.setStatus('open'))
    await waitFor(() => expect(result.current.balances).toEqual([usdt('90')]))
    expect(calls()).toBe(2)
  })
})
