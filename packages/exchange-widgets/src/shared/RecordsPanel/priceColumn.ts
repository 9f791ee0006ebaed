import type { TableColumn } from '@bourse/ui'
import type { ReactNode } from 'react'

/** The fields of `Row` that hold a price (a decimal string, or `null` when there is none). */
type PriceField<Row> = {
  [K in keyof Row & string]: Row[K] extends string | null ? K : never
}[keyof Row & string]

/**
 * The price columns of a records table whose rows are by market (`symbol`): each a right-aligned
 * cell of one price field, written by `price` in that market's decimals.
 */
export function priceColumns<Row extends { symbol: string }>(
  price: (symbol: string, value: string | null) => ReactNode,
) {
  return (prop: PriceField<Row>, label: string): TableColumn<Row> => ({
    prop,
    label,
    align: 'right',
    render: (row) => price(row.symbol, row[prop] as string | null),
  })
}
