import type { LedgerRecordsRequest, LedgerType, WalletAccount } from '@bourse/api-client'

/*
 * The asset-records filters as the form holds them (empty string: any), and the request body
 * they make. Dates are the user's calendar days (`YYYY-MM-DD` of a date input), in local time.
 */

export type LedgerFilters = {
  account: WalletAccount | ''
  /** As typed; sent upper-cased, and only when it can be an asset code. */
  asset: string
  type: LedgerType | ''
  /** First day included, `YYYY-MM-DD`. */
  from: string
  /** Last day included, `YYYY-MM-DD`. */
  to: string
}

export const noLedgerFilters: LedgerFilters = { account: '', asset: '', type: '', from: '', to: '' }

const ASSET_PATTERN = /^[A-Z0-9]{2,12}$/
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Local midnight at the start of a `YYYY-MM-DD` day (`offset` 1: of the next day), or null. */
function midnight(day: string, offset = 0): number | null {
  const match = DAY_PATTERN.exec(day)
  if (!match) return null
  const [, y, m, d] = match
  return new Date(Number(y), Number(m) - 1, Number(d) + offset).getTime()
}

/** The asset code a filter value stands for, or null when it cannot be one. */
export function assetFilter(value: string): string | null {
  const code = value.trim().toUpperCase()
  return ASSET_PATTERN.test(code) ? code : null
}

/**
 * The ledger request of a page under the filters: only the filters set are sent; the time range
 * runs from the first day's midnight to the last millisecond of the last day. `account` (the
 * financial-records tab) overrides the account filter.
 */
export function ledgerRequest(
  filters: LedgerFilters,
  page: { pageIndex: number; pageSize: number },
  account?: WalletAccount,
): LedgerRecordsRequest {
  const body: LedgerRecordsRequest = { pageIndex: page.pageIndex, pageSize: page.pageSize }
  const chosen = account ?? filters.account
  if (chosen) body.account = chosen
  const asset = assetFilter(filters.asset)
  if (asset) body.asset = asset
  if (filters.type) body.types = [filters.type]
  const from = midnight(filters.from)
  if (from !== null) body.from = from
  const end = midnight(filters.to, 1)
  if (end !== null) body.to = end - 1
  return body
}
