import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { FinanceOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { Alert, Button, Modal, type TableColumn } from '@bourse/ui'
import { useState } from 'react'
import type { RecordActionError } from '../hooks/useRecords'
import {
  defaultSavingsStatusLabels,
  earnColumns,
  EarnStatusBadge,
  RowDetailsButton,
  savingsStatus,
} from '../shared/earnDisplay'
import {
  defaultRecordsStateLabels,
  ServerRecords,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { ConfirmText, Root, RowActions } from './SavingsOrdersTable.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { savingsOrdersTableLabelKeys } from './SavingsOrdersTable.messages'

export const defaultSavingsOrdersTableLabels = {
  /** Accessible name of the table. */
  title: 'My savings',
  product: 'Product',
  amount: 'Amount',
  rate: 'Annualized rate',
  status: 'Status',
  ...defaultSavingsStatusLabels,
  createdAt: 'Buy time',
  dueAt: 'Due time',
  expected: 'Expected',
  earned: 'Earned',
  actions: 'Actions',
  details: 'Details',
  /** `{product}`. */
  detailsLabel: 'Details of {product}',
  transferOut: 'Transfer out',
  /** `{product}`. */
  transferOutLabel: 'Transfer out {product}',
  /** Title of the confirmation. */
  confirmTitle: 'Transfer out early?',
  /** `{amount}`, `{product}`, `{due}`. */
  confirmText:
    'The {amount} principal of {product} returns to your financial account now. No interest will be paid: it is paid only at the due time ({due}).',
  confirm: 'Transfer out, no interest',
  keep: 'Keep it',
  close: 'Close',
  /** Title of a failed transfer out. */
  transferFailed: 'The transfer out failed',
  empty: 'No savings yet',
  ...defaultRecordsStateLabels,
}

export type SavingsOrdersTableLabels = LabelsOf<typeof defaultSavingsOrdersTableLabels>

export type SavingsOrdersTableProps = ServerRecordsTableProps & {
  /** The rows of the page shown, newest first. */
  orders: readonly FinanceOrder[]
  /** Opens an order's detail. @default undefined (no details button) */
  onOpen?: (details: { order: FinanceOrder }) => void
  /**
   * Transfers a purchasing order out, after the user confirmed that no interest is paid.
   * @default undefined (no transfer-out button)
   */
  onTransferOut?: (details: { order: FinanceOrder }) => void
  /** Orders whose transfer out is under way. @default [] */
  busy?: readonly string[]
  /** A failed transfer out, shown above the table. @default null */
  actionError?: RecordActionError | null
  /** Text, English by default. */
  labels?: LabelsInput<SavingsOrdersTableLabels>
}

const none: readonly string[] = []

/**
 * "My savings": the user's savings orders, paged by the server — product, amount, annualized
 * rate, status (purchasing, settled, settled early), buy and due times, expected earnings and
 * the earnings generated; a purchasing order can be transferred out, after a confirmation that
 * says no interest will be paid. Renders from props only; `SavingsOrdersTableConnected` feeds it.
 */
export function SavingsOrdersTable({
  orders,
  onOpen,
  onTransferOut,
  busy = none,
  actionError = null,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: SavingsOrdersTableProps) {
  const labels = useWidgetLabels(
    defaultSavingsOrdersTableLabels,
    savingsOrdersTableLabelKeys,
    labelsProp,
  )
  const [confirming, setConfirming] = useState<FinanceOrder | null>(null)
  const { money, percent, time, moneyColumn, timeColumn } = earnColumns<FinanceOrder>(
    locale,
    timeZone,
  )

  const columns: TableColumn<FinanceOrder>[] = [
    { prop: 'productName', label: labels.product },
    moneyColumn('amount', labels.amount, 'currency'),
    {
      prop: 'annualRate',
      label: labels.rate,
      align: 'right',
      render: (o) => percent(o.annualRate),
    },
    {
      prop: 'status',
      label: labels.status,
      render: (o) => <EarnStatusBadge status={savingsStatus(o, labels)} />,
    },
    timeColumn('createdAt', labels.createdAt),
    timeColumn('dueAt', labels.dueAt),
    moneyColumn('expectedEarnings', labels.expected, 'currency'),
    moneyColumn('earnings', labels.earned, 'currency'),
  ]
  if (onOpen || onTransferOut)
    columns.push({
      prop: 'id',
      label: labels.actions,
      align: 'right',
      render: (o) => (
        <RowActions>
          {onTransferOut && o.status === 'purchasing' ? (
            <Button
              size="sm"
              variant="secondary"
              loading={busy.includes(o.id)}
              aria-label={formatMessage(labels.transferOutLabel, { product: o.productName })}
              onClick={() => setConfirming(o)}
            >
              {labels.transferOut}
            </Button>
          ) : null}
          {onOpen ? (
            <RowDetailsButton
              label={formatMessage(labels.detailsLabel, { product: o.productName })}
              onClick={() => onOpen({ order: o })}
            >
              {labels.details}
            </RowDetailsButton>
          ) : null}
        </RowActions>
      ),
    })

  return (
    <Root>
      {actionError ? (
        <Alert tone="negative" title={labels.transferFailed}>
          {actionError.message}
        </Alert>
      ) : null}
      <ServerRecords {...rest} columns={columns} rows={orders} labels={labels} />
      <Modal
        open={confirming !== null}
        size="sm"
        title={labels.confirmTitle}
        closeLabel={labels.close}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {labels.keep}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) onTransferOut?.({ order: confirming })
                setConfirming(null)
              }}
            >
              {labels.confirm}
            </Button>
          </>
        }
      >
        {confirming ? (
          <ConfirmText>
            {formatMessage(labels.confirmText, {
              amount: money(confirming.amount, confirming.currency),
              product: confirming.productName,
              due: time(confirming.dueAt),
            })}
          </ConfirmText>
        ) : null}
      </Modal>
    </Root>
  )
}
SavingsOrdersTable.displayName = 'SavingsOrdersTable'
