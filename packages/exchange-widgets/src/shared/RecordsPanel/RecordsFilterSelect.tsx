import { Select, type SelectOption } from '@bourse/ui'
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

/** The options of a pair filter: "all" first, then each market as `BASE/QUOTE`. */
export function pairFilterOptions(
  allLabel: string,
  markets: readonly { symbol: string; base: string; quote: string }[],
): { value: string; label: string }[] {
  return [
    { value: '', label: allLabel },
    ...markets.map((m) => ({ value: m.symbol, label: `${m.base}/${m.quote}` })),
  ]
}
