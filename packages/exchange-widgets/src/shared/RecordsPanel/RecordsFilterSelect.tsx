import { Select, type SelectOption } from '@bourse/ui'
import { useState } from 'react'
import type { CoinStatusFilterLabels } from './RecordsPanel'
import { RecordsFilter } from './RecordsPanel.styles'

export type RecordsFilterSelectProps<V extends string> = {
  /** Accessible name of the select. */
  label: string
  /** The value chosen. */
  value: V
  /** The choices; an empty value means "all". */
  options: readonly { value: V; label: string }[]
  /** Called with the value chosen. */
  onChange: (value: V) => void
}

/** One filter of a records table's toolbar: a small select. */
export function RecordsFilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: RecordsFilterSelectProps<V>) {
  return (
    <RecordsFilter>
      <Select
        size="sm"
        aria-label={label}
        value={value}
        options={options satisfies readonly SelectOption[]}
        // The select only offers `options`, so its value is one of them.
        onChange={({ value: next }) => onChange(next as V)}
      />
    </RecordsFilter>
  )
}
RecordsFilterSelect.displayName = 'RecordsFilterSelect'

/**
 * A filter's options: "all" (the empty value) first, then each choice: a value shown as itself
 * (a coin), or the entries of a value-to-label map in their order (the statuses).
 */
export function withAll<V extends string>(
  allLabel: string,
  choices: readonly V[] | Readonly<Record<V, string>>,
): { value: '' | V; label: string }[] {
  const options = isList(choices)
    ? choices.map((value) => ({ value, label: value }))
    : (Object.entries(choices) as [V, string][]).map(([value, label]) => ({ value, label }))
  return [{ value: '', label: allLabel }, ...options]
}

function isList<V extends string>(
  choices: readonly V[] | Readonly<Record<V, string>>,
): choices is readonly V[] {
  return Array.isArray(choices)
}

/** The options of a pair filter: "all" first, then each market as `BASE/QUOTE`. */
export function pairFilterOptions(
  allLabel: string,
  markets: readonly { symbol: string; base: string; quote: string }[],
): { value: string; label: string }[] {
  return withAll(
    allLabel,
    Object.fromEntries(markets.map((m) => [m.symbol, `${m.base}/${m.quote}`])),
  )
}

/** One select of a records toolbar: which filter it sets, its name and its options. */
export type RecordsFilterDef<F extends Record<string, string>> = {
  [K in keyof F & string]: {
    /** The filter it sets. */
    key: K
    /** Accessible name of the select. */
    label: string
    /** The choices, "all" first (`withAll`). */
    options: readonly { value: F[K]; label: string }[]
  }
}[keyof F & string]

export type RecordsFiltersProps<F extends Record<string, string>> = {
  /** The values chosen. */
  values: F
  /** The selects, in order. */
  filters: readonly RecordsFilterDef<F>[]
  /** Called with the filter changed. */
  onChange: (patch: Partial<F>) => void
}

/** The coin and status selects of a wallet records table (deposits, withdrawals), in that order. */
export function coinStatusFilters<S extends string>(
  labels: CoinStatusFilterLabels,
  coins: readonly string[],
  statusLabel: Readonly<Record<S, string>>,
): RecordsFilterDef<{ coin: string; status: '' | S }>[] {
  return [
    { key: 'coin', label: labels.filterCoin, options: withAll(labels.allCoins, coins) },
    {
      key: 'status',
      label: labels.filterStatus,
      options: withAll(labels.allStatuses, statusLabel),
    },
  ]
}

/** The texts of an orders table's pair and side filters. */
export type PairSideFilterLabels = {
  filterPair: string
  allPairs: string
  filterSide: string
  allSides: string
}

/** The pair and side selects of an orders table (spot, futures), in that order. */
export function pairSideFilters<S extends string>(
  labels: PairSideFilterLabels,
  markets: readonly { symbol: string; base: string; quote: string }[],
  sideLabel: Readonly<Record<S, string>>,
): RecordsFilterDef<{ symbol: string; side: '' | S }>[] {
  return [
    {
      key: 'symbol',
      label: labels.filterPair,
      options: pairFilterOptions(labels.allPairs, markets),
    },
    { key: 'side', label: labels.filterSide, options: withAll(labels.allSides, sideLabel) },
  ]
}

/** The filter selects of a records toolbar, one per filter. */
export function RecordsFilters<F extends Record<string, string>>({
  values,
  filters,
  onChange,
}: RecordsFiltersProps<F>) {
  return (
    <>
      {filters.map((filter) => (
        <RecordsFilterSelect
          key={filter.key}
          label={filter.label}
          value={values[filter.key]}
          options={filter.options}
          // The select's value is one of the filter's options, so of its key's type.
          onChange={(value) => onChange({ [filter.key]: value } as Partial<F>)}
        />
      ))}
    </>
  )
}
RecordsFilters.displayName = 'RecordsFilters'

/**
 * The filter values a records table shows: `defaults` with the page's `given` ones on top; a
 * change is kept and told to `onFiltersChange` (the connected table asks the server again).
 */
export function useRecordsFilters<F>(
  defaults: F,
  given: Partial<F> | undefined,
  onFiltersChange: ((details: { filters: F }) => void) | undefined,
): [F, (patch: Partial<F>) => void] {
  const [values, setValues] = useState<F>(() => ({ ...defaults, ...given }))
  const change = (patch: Partial<F>) => {
    const next = { ...values, ...patch }
    setValues(next)
    onFiltersChange?.({ filters: next })
  }
  return [values, change]
}
