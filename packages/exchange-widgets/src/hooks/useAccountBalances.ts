import {
  USER_CHANNEL,
  type SpotBalance,
  type UserStreamEvent,
  type WalletAccount,
} from '@bourse/api-client'
import { useCallback, useEffect, useState } from 'react'
import { useWidgets } from '../WidgetsProvider'

export type AccountBalancesState = {
  /** `idle` while signed out. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** One entry per asset the account holds (USDT always listed), in the server's order. */
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

type BalanceEvent = Extract<UserStreamEvent, { type: 'balance' }>

/** The balance an event of the `user` channel carries for `account`, or null (another account, another event). */
export function accountBalanceEvent(event: unknown, account: WalletAccount): SpotBalance | null {
  const e = event as Partial<BalanceEvent> | undefined
  if (e?.type !== 'balance' || !e.balance) return null
  return (e.account ?? 'spot') === account ? e.balance : null
}

/**
 * The signed-in user's balances of one account (`GET /app/account/balances?account=`, spot from
 * `GET /app/spot/balances`, the same rows): loaded
 * once, then kept live from the `user` channel's balance events of that account (an event
 * without `account` is spot). A balance event that arrives while the list is loading may be
 * older or newer than the answer, so the list is loaded once more; so it is after the stream
 * reconnects (events may have been missed).
 */
export function useAccountBalances(
  account: WalletAccount,
  loggedIn: boolean,
): AccountBalancesState {
  const { client, stream } = useWidgets()
  const [balances, setBalances] = useState<SpotBalance[]>([])
  const [status, setStatus] = useState<AccountBalancesState['status']>(
    loggedIn ? 'loading' : 'idle',
  )
  const [attempt, setAttempt] = useState(0)
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    if (!loggedIn) {
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
      const options = { signal: controller.signal, silent: true }
      // Spot keeps its own path (the spot desk and its tests speak it); one code path otherwise.
      const request =
        account === 'spot'
          ? client.get('/app/spot/balances', options)
          : client.get('/app/account/balances', { ...options, params: { query: { account } } })
      request.then(
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
      if (message.op !== 'data') return
      const balance = accountBalanceEvent(message.data, account)
      if (!balance) return
      if (loading) missed = true
      else setBalances((list) => mergeBalance(list, balance))
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
  }, [client, stream, account, loggedIn, attempt])

  return { status, balances, reload }
}
