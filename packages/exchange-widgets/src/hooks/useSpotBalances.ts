import { USER_CHANNEL, type SpotBalance, type UserStreamEvent } from '@bourse/api-client'
import { useCallback, useEffect, useState } from 'react'
import { useWidgets } from '../WidgetsProvider'

export type SpotBalancesState = {
  /** `idle` while signed out. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** One entry per asset the user holds (USDT always listed), in the server's order. */
  balances: SpotBalance[]
  /** Loads the balances again (after an error). */
  reload: () => void
}

/** A balance of `asset`, zero when the user holds none. */
export function balanceOf(balances: readonly SpotBalance[], asset: string): SpotBalance {
  return (
    balances.find((b) => b.asset === asset) ?? { asset, available: '0', frozen: '0', total: '0' }
  )
}

/** Replaces (or adds) the pushed balance, keeping the others. */
export function mergeBalance(balances: readonly SpotBalance[], next: SpotBalance): SpotBalance[] {
  const at = balances.findIndex((b) => b.asset === next.asset)
  if (at < 0) return [...balances, next]
  const copy = balances.slice()
  copy[at] = next
  return copy
}

/**
 * The signed-in user's spot balances: loaded once, then kept live from the `user` channel. A
 * balance event that arrives while the list is loading may be older or newer than the answer, so
 * the list is loaded once more; so it is after the stream reconnects (events may have been missed).
 */
export function useSpotBalances(signedIn: boolean): SpotBalancesState {
  const { client, stream } = useWidgets()
  const [balances, setBalances] = useState<SpotBalance[]>([])
  const [status, setStatus] = useState<SpotBalancesState['status']>(signedIn ? 'loading' : 'idle')
  const [attempt, setAttempt] = useState(0)
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    if (!signedIn) {
      setBalances([])
      setStatus('idle')
      return
    }
    const controller = new AbortController()
    let loading = true
    let missed = false
    setStatus((s) => (s === 'ready' ? s : 'loading'))
    const load = () => {
      loading = true
      missed = false
      client.get('/app/spot/balances', { signal: controller.signal, silent: true }).then(
        (list) => {
          if (controller.signal.aborted) return
          if (missed) return load()
          loading = false
          setBalances(list)
          setStatus('ready')
        },
        () => {
          if (controller.signal.aborted) return
          loading = false
          setStatus('error')
        },
      )
    }
    const offUser = stream.subscribe(USER_CHANNEL, (message) => {
      const event = message.data as UserStreamEvent | undefined
      if (message.op !== 'data' || event?.type !== 'balance') return
      if (loading) missed = true
      else setBalances((list) => mergeBalance(list, event.balance))
    })
    let wasDown = false
    const offStatus = stream.onStatus((s) => {
      if (s === 'reconnecting') wasDown = true
      if (s === 'open' && wasDown && !loading) {
        wasDown = false
        load()
      }
    })
    load()
    return () => {
      controller.abort()
      offUser()
      offStatus()
    }
  }, [client, stream, signedIn, attempt])

  return { status, balances, reload }
}
