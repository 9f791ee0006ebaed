import { USER_CHANNEL, type WalletOverview } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { useCallback, useEffect, useState } from 'react'

export type WalletOverviewState = {
  status: 'loading' | 'ready' | 'error'
  /** The last overview loaded; kept while a refresh runs. */
  overview: WalletOverview | undefined
  /** Loads the overview again (after a transfer, or to retry). */
  reload: () => void
}

/** Balance events often come in bursts (a fill moves two assets): one reload per burst. */
const EVENT_COALESCE_MS = 500

/**
 * The signed-in user's wallet overview (`GET /app/wallet/overview`), reloaded when a `balance`
 * event of the `user` channel says that a balance changed: the values in USDT need the server's
 * prices, so the event's balance alone cannot update them.
 */
export function useWalletOverview(): WalletOverviewState {
  const { client, stream } = useWidgets()
  const [state, setState] = useState<Omit<WalletOverviewState, 'reload'>>({
    status: 'loading',
    overview: undefined,
  })
  const [attempt, setAttempt] = useState(0)
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => (s.status === 'error' ? { ...s, status: 'loading' } : s))
    client.get('/app/wallet/overview', { signal: controller.signal, silent: true }).then(
      (overview) => {
        if (!controller.signal.aborted) setState({ status: 'ready', overview })
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }))
      },
    )
    return () => controller.abort()
  }, [client, attempt])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      if ((message.data as { type?: string } | undefined)?.type !== 'balance') return
      timer ??= setTimeout(() => {
        timer = undefined
        reload()
      }, EVENT_COALESCE_MS)
    })
    return () => {
      off()
      if (timer) clearTimeout(timer)
    }
  }, [stream, reload])

  return { ...state, reload }
}
