import type { ExchangeClient, WalletAccount } from '@bourse/api-client'
import type { RecordPage } from '@bourse/rules'
import { useEffect, useState } from 'react'
import {
  isUserEvent,
  useEventReloads,
  useLiveRecordsPage,
  useRecordsQuery,
  type LiveRecordsPage,
  type RecordsQueryBody,
} from './useRecords'

/** How often "my" earn records load again while the page is visible. */
export const EARN_REFRESH_MS = 30_000

/**
 * A count that goes up every `ms` while `enabled` and the document is visible, and once when it
 * becomes visible again (what happened while hidden shows at once). Pass it as a reload key.
 */
export function useVisibleInterval(enabled: boolean, ms: number): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!enabled) return
    const visible = () => document.visibilityState === 'visible'
    const timer = setInterval(() => {
      if (visible()) setTick((n) => n + 1)
    }, ms)
    const onVisibility = () => {
      if (visible()) setTick((n) => n + 1)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [enabled, ms])
  return tick
}

export type EarnRecordsOptions<T> = {
  /** Whether a user is signed in: load only then. */
  loggedIn: boolean
  /** Asks the server for a page (a module-level function). */
  load: (
    client: ExchangeClient,
    body: RecordsQueryBody<object>,
    signal: AbortSignal,
  ) => Promise<RecordPage<T>>
  /** The account the records' payouts are credited to: its balance events reload the page. */
  account: WalletAccount
  /** Change it to load again (after a purchase or a transfer out). @default undefined */
  refreshKey?: string | number | undefined
  /** How often to load again while visible. @default EARN_REFRESH_MS */
  refreshMs?: number
}

/**
 * The pages of "my" earn records (mining orders, payouts, savings orders), paged by the server.
 * The server pushes no earn events, so the page loads again, keeping its rows shown, when a
 * balance event of the paying account arrives (a payout, a refund, a purchase: coalesced), every
 * `refreshMs` while the document is visible, after a reconnect, and when `refreshKey` changes.
 */
export function useEarnRecordsPage<T extends { id: string }>({
  loggedIn,
  load,
  account,
  refreshKey,
  refreshMs = EARN_REFRESH_MS,
}: EarnRecordsOptions<T>): LiveRecordsPage<T> {
  const query = useRecordsQuery<object>(() => ({}), undefined)
  const events = useEventReloads(
    loggedIn,
    account,
    (data) => isUserEvent(data, 'balance') && (data.account ?? 'spot') === account,
  )
  const tick = useVisibleInterval(loggedIn, refreshMs)
  return useLiveRecordsPage<T, object>({
    loggedIn,
    query,
    load,
    reloadKey: `${refreshKey ?? ''}:${events}:${tick}`,
    pick: () => undefined,
    merge: (list) => list,
  })
}
