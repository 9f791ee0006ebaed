import type { LabelsInput } from '../shared/labels'
import type { MiningOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import type { TableColumn } from '@bourse/ui'
import { useMemo } from 'react'
import { earnColumns, EarnStatusBadge, miningStatus, RowDetailsButton } from '../shared/earnDisplay'
import {
  defaultRecordsStateLabels,
  ServerRecords,
  type RecordsStateLabels,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { useMessageLabels } from '../shared/widgetMessages'
import { miningOrdersTableLabelKeys } from './MiningOrdersTable.messages'

export type MiningOrdersTableLabels = RecordsStateLabels & {
  /** Accessible name of the table. @default 'My mining' */
  title: string
  /** @default 'Pool' */
  pool: string
  /** @default 'Amount' */
  amount: string
  /** @default 'Status' */
  status: string
  /** @default 'Mining' */
  statusMining: string
  /** @default 'Finished' */
  statusFinished: string
  /** @default 'Order time' */
  createdAt: string
  /** @default 'Start' */
  startAt: string
  /** @default 'Refund time' */
  endAt: string
  /** @default 'Expected' */
  expected: string
  /** @default 'Earned' */
  earned: string
  /** @default 'Details' */
  details: string
  /** `{pool}`: the details button's accessible name. @default 'Details of {pool}' */
  detailsLabel: string
  /** @default 'You have no mining orders.' */
  empty: string
}

export const defaultMiningOrdersTableLabels: MiningOrdersTableLabels = {
  title: 'My mining',
  pool: 'Pool',
  amount: 'Amount',
  status: 'Status',
  statusMining: 'Mining',
  statusFinished: 'Finished',
  createdAt: 'Order time',
  startAt: 'Start',
  endAt: 'Refund time',
  expected: 'Expected',
  earned: 'Earned',
  details: 'Details',
  detailsLabel: 'Details of {pool}',
  empty: 'You have no mining orders.',
  ...defaultRecordsStateLabels,
}

export type MiningOrdersTableProps = ServerRecordsTableProps & {
  /** The rows of the page shown, newest first. */
  orders: readonly MiningOrder[]
  /** Opens an order's detail. @default undefined (no details column) */
  onOpen?: (details: { order: MiningOrder }) => void
  /** Text, English by default. */
  labels?: LabelsInput<MiningOrdersTableLabels>
}

/**
 * "My mining": the user's mining orders, paged by the server — pool, amount, status, order,
 * start and refund times, expected earnings (in the mined currency) and what was earned so far
 * (in the earnings currency); a row's button opens its detail. Renders from props only;
 * `MiningOrdersTableConnected` feeds it.
 */
export function MiningOrdersTable({
  orders,
  onOpen,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: MiningOrdersTableProps) {
  const labelOverrides = useMessageLabels(
    defaultMiningOrdersTableLabels,
    miningOrdersTableLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({ ...defaultMiningOrdersTableLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const { moneyColumn, timeColumn } = earnColumns<MiningOrder>(locale, timeZone)
  const columns: TableColumn<MiningOrder>[] = [
    { prop: 'poolName', label: labels.pool },
    moneyColumn('amount', labels.amount, 'currency'),
    {
      prop: 'status',
      label: labels.status,
      render: (o) => <EarnStatusBadge status={miningStatus(o.status, labels)} />,
    },
    timeColumn('createdAt', labels.createdAt),
    timeColumn('startAt', labels.startAt),
    timeColumn('endAt', labels.endAt),
    moneyColumn('expectedEarnings', labels.expected, 'currency'),
    moneyColumn('earned', labels.earned, 'earningsCurrency'),
  ]
  if (onOpen)
    columns.push({
      prop: 'id',
      label: labels.details,
      align: 'right',
      render: (o) => (
        <RowDetailsButton
          label={formatMessage(labels.detailsLabel, { pool: o.poolName })}
          onClick={() => onOpen({ order: o })}
        >
          {labels.details}
        </RowDetailsButton>
      ),
    })

  return <ServerRecords {...rest} columns={columns} rows={orders} labels={labels} />
}
MiningOrdersTable.displayName = 'MiningOrdersTable'
