import type { TableColumn } from '@bourse/ui'

/** What every balances table shows of a row. */
type BalanceAmounts = { asset: string; available: string; frozen: string; total: string }

/** The four columns every balances table opens with: the asset, then its amounts, right-aligned. */
export function balanceColumns<R extends BalanceAmounts>(
  labels: { asset: string; available: string; frozen: string; total: string },
  amount: (value: string) => string,
): TableColumn<R>[] {
  const amountColumn = (prop: 'available' | 'frozen' | 'total'): TableColumn<R> => ({
    prop,
    label: labels[prop],
    align: 'right',
    render: (row) => amount(row[prop]),
  })
  return [
    { prop: 'asset', label: labels.asset },
    amountColumn('available'),
    amountColumn('frozen'),
    amountColumn('total'),
  ]
}
