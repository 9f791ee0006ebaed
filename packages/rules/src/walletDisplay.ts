import type {
  Deposit,
  DepositStatus,
  WalletChainInfo,
  WalletCoin,
  WalletOverview,
} from '@bourse/api-client'
import { add, compare, div, isZero, mul, normalizeDecimal, sub } from './decimal'

/*
 * Display rules of the wallet widgets (deposit panel, deposit records, asset allocation): which
 * coins and chains take deposits, shortened addresses, the live deposit list, and how a USDT total
 * splits into slices with their shares. The chain table and the withdrawal rules live in
 * `./wallet`; these only decide what is shown.
 */

/** The coins that take automatic deposits, each with only its auto-deposit chains. */
export function depositCoins(coins: readonly WalletCoin[]): WalletCoin[] {
  return coins
    .map((c) => ({ ...c, chains: c.chains.filter((chain) => chain.deposit) }))
    .filter((c) => c.chains.length > 0)
}

/**
 * The coin and chain to show: the pair asked for when it takes deposits; else the coin asked
 * for on its first chain; else the first coin. Null when no coin takes deposits.
 */
export function pickDepositPair(
  coins: readonly WalletCoin[],
  coin: string | undefined,
  chain: string | undefined,
): { coin: WalletCoin; chain: WalletChainInfo } | null {
  const wanted = coins.find((c) => c.coin === coin) ?? coins[0]
  if (!wanted) return null
  const onChain = wanted.chains.find((c) => c.chain === chain) ?? wanted.chains[0]
  return onChain ? { coin: wanted, chain: onChain } : null
}

/**
 * A long address cut to its head and tail (`TQn9Y2…4sQw`); short ones stay whole. The full text
 * stays in a title or tooltip: the ends are what a user compares.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(address.length - tail)}`
}

/** Confirmations as shown, `7/12`: never above the count required. */
export function confirmationsText(
  deposit: Pick<Deposit, 'confirmations' | 'requiredConfirmations'>,
) {
  const shown = Math.min(Math.max(0, deposit.confirmations), deposit.requiredConfirmations)
  return `${shown}/${deposit.requiredConfirmations}`
}

const DEPOSIT_FINAL: Record<DepositStatus, boolean> = {
  in_progress: false,
  success: true,
  failed: true,
}

/** Whether a pushed copy is older than the one held (fewer confirmations, or not final any more). */
function isBehind(held: Deposit, pushed: Deposit): boolean {
  if (DEPOSIT_FINAL[held.status]) return !DEPOSIT_FINAL[pushed.status]
  return !DEPOSIT_FINAL[pushed.status] && pushed.confirmations < held.confirmations
}

/** Newest first, then by id so equal times keep one order. */
function depositsNewestFirst(a: Deposit, b: Deposit): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

export type MergeDepositOptions = {
  /** The coin filter of the list: a new deposit of another coin is not added. @default undefined */
  coin?: string | undefined
  /** The status filter of the list: a new deposit in another status is not added. @default undefined */
  status?: DepositStatus | undefined
  /** Add deposits not in the list yet (page 1); false only updates the rows held. @default true */
  insert?: boolean
  /** Keep at most this many, newest first. @default unlimited */
  limit?: number
}

/**
 * Applies one pushed `deposit` event to a page held newest first: the held copy is replaced in
 * place (a row that left the status filter stays until the next load, so the page does not jump);
 * a new deposit matching the filters is inserted. A copy behind the held one (fewer
 * confirmations, or in progress after it was final) changes nothing. Returns the same array when
 * nothing changed.
 */
export function mergeDeposit(
  list: readonly Deposit[],
  deposit: Deposit,
  options: MergeDepositOptions = {},
): readonly Deposit[] {
  const { coin, status, insert = true, limit } = options
  const index = list.findIndex((held) => held.id === deposit.id)
  const held = index >= 0 ? list[index] : undefined
  if (held) {
    if (isBehind(held, deposit)) return list
    const next = list.slice()
    next[index] = deposit
    return next
  }
  if (!insert) return list
  if (coin !== undefined && deposit.coin !== coin) return list
  if (status !== undefined && deposit.status !== status) return list
  const next = [...list, deposit].sort(depositsNewestFirst)
  return limit !== undefined && next.length > limit ? next.slice(0, limit) : next
}

/** One part of a whole, valued in USDT. */
export type AllocationItem = { key: string; value: string }

/** One slice of the chart: its part, its share of the total and where it starts and ends. */
export type AllocationSlice = {
  /** The account or asset; `other` for the grouped small ones. */
  key: string
  /** Value in USDT (decimal string). */
  value: string
  /** Share of the total as a fraction, 6 decimals (`0.625`). */
  share: string
  /**
   * Share in percent as shown, 2 decimals (`62.5`): the slices' percents add up to exactly 100
   * (largest-remainder rounding, see `percentsOfTotal`).
   */
  percent: string
  /** The keys grouped into `other` (empty for any other slice). */
  members: string[]
}

/** The key of the slice that groups the small parts. */
export const OTHER_SLICE = 'other'
/** Most named slices before the rest are grouped into "Other". */
export const MAX_NAMED_SLICES = 6

const SHARE_DECIMALS = 6
/** Hundredths of a percent in the whole: percents are shown with 2 decimals. */
const PERCENT_UNITS = '10000'

/**
 * Each part's percent of `total` with 2 decimals, adding up to exactly 100 (parts positive,
 * `total` their sum): every percent is cut to 2 decimals, then the hundredths still missing go
 * one each to the parts that lost the most, the earlier part first on a tie (largest-remainder
 * rounding), so a legend never reads 99.99% or 100.01%.
 */
export function percentsOfTotal(values: readonly string[], total: string): string[] {
  const parts = values.map((value, index) => {
    const scaled = mul(value, PERCENT_UNITS)
    const units = div(scaled, total, 0)
    // What the cut left over, in units of 1/total: comparable across parts.
    return { index, units, remainder: sub(scaled, mul(units, total)) }
  })
  let missing = sub(
    PERCENT_UNITS,
    parts.reduce((sum, p) => add(sum, p.units), '0'),
  )
  const byRemainder = parts
    .slice()
    .sort((a, b) => compare(b.remainder, a.remainder) || a.index - b.index)
  const units = parts.map((p) => p.units)
  for (const part of byRemainder) {
    if (compare(missing, '0') <= 0) break
    units[part.index] = add(part.units, '1')
    missing = sub(missing, '1')
  }
  return units.map((u) => normalizeDecimal(div(u, '100', 2)))
}

/**
 * Splits a total into slices, largest first: zero and negative parts are left out; beyond
 * `maxNamed` parts the smallest are grouped into one `other` slice. Shares are decimal fractions
 * of the sum of the parts (drawn as angles); percents are what the legend shows, adding up to
 * exactly 100. Empty when everything is zero.
 */
export function allocationSlices(
  items: readonly AllocationItem[],
  maxNamed = MAX_NAMED_SLICES,
): AllocationSlice[] {
  const parts = items
    .filter((item) => compare(item.value, '0') > 0)
    .sort((a, b) => compare(b.value, a.value) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  if (parts.length === 0) return []
  const total = parts.reduce((sum, part) => add(sum, part.value), '0')
  const named = parts.slice(0, maxNamed).map((part) => ({ ...part, members: [] as string[] }))
  const grouped = parts.slice(maxNamed)
  const shown =
    grouped.length > 0
      ? [
          ...named,
          {
            key: OTHER_SLICE,
            value: grouped.reduce((sum, part) => add(sum, part.value), '0'),
            members: grouped.map((part) => part.key),
          },
        ]
      : named
  const percents = percentsOfTotal(
    shown.map((slice) => slice.value),
    total,
  )
  return shown.map((slice, index) => ({
    key: slice.key,
    value: slice.value,
    share: normalizeDecimal(div(slice.value, total, SHARE_DECIMALS)),
    percent: percents[index] ?? '0',
    members: slice.members,
  }))
}

/** The overview's accounts as parts of the total (each account's USDT total). */
export function accountAllocation(overview: WalletOverview): AllocationItem[] {
  return overview.accounts.map((a) => ({ key: a.account, value: a.totalUsdt }))
}

/** The overview's assets as parts of the total: each asset's USDT value summed over the accounts. */
export function assetAllocation(overview: WalletOverview): AllocationItem[] {
  const byAsset = new Map<string, string>()
  for (const account of overview.accounts)
    for (const balance of account.balances)
      byAsset.set(balance.asset, add(byAsset.get(balance.asset) ?? '0', balance.valueUsdt))
  return [...byAsset].map(([key, value]) => ({ key, value }))
}

/** Whether an overview holds nothing of value (every account at zero). */
export function isEmptyOverview(overview: WalletOverview | null | undefined): boolean {
  return !overview || overview.accounts.every((a) => isZero(a.totalUsdt))
}
