import type { UserStreamEvent } from '@bourse/api-client'
import {
  isUserEvent,
  type RecordsConnectedProps,
  type RecordsFedProps,
} from '../../hooks/useRecords'

/** The `user` channel events that carry a wallet record. */
type WalletEvent = 'deposit' | 'withdrawal'

/** The record a `type` event carries (its `deposit`, its `withdrawal`). */
type WalletEventRecord<K extends WalletEvent> =
  Extract<UserStreamEvent, { type: K }> extends { [P in K]: infer R } ? R : never

/**
 * The props of a connected wallet records table (deposits, withdrawals), from those of the table
 * `P` whose rows are its `Rows` prop: what the page feeds left out, the client's added (no
 * symbol: the records are the user's, across coins).
 */
export type WalletRecordsConnectedProps<P, Rows extends keyof P> = Omit<P, RecordsFedProps | Rows> &
  Omit<RecordsConnectedProps, 'symbol'>

/** Reads the record a `user` channel message carries when it is a `type` event, else undefined. */
export const pickWalletEvent =
  <K extends WalletEvent>(type: K) =>
  (data: unknown): WalletEventRecord<K> | undefined =>
    isUserEvent(data, type) ? (data as unknown as Record<K, WalletEventRecord<K>>)[type] : undefined
