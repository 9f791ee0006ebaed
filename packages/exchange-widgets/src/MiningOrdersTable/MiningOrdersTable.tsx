import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { MiningOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import type { TableColumn } from '@bourse/ui'
import {
  defaultMiningStatusLabels,
  earnColumns,
  EarnStatusBadge,
  miningStatus,
  RowDetailsButton,
} from '../shared/earnDisplay'
import {
  defaultRecordsStateLabels,
  ServerRecords,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { useWidgetLabels } from '../shared/widgetMessages'
import { miningOrdersTableLabelKeys } from './MiningOrdersTable.messages'

export const defaultMiningOrdersTableLabels = {
  /** Accessible name of the table. */
  title: 'My mining',
  pool: 'Pool',
  amount: 'Amount',
  status: 'Status',
  ...defaultMiningStatusLabels,
  createdAt: 'Order time',
  startAt: 'Start',
  endAt: 'Refund time',
  expected: 'Expected',
  earned: 'Earned',
  details: 'Details',
  /** `{pool}`: the details button's accessible name. */
  detailsLabel: 'Details of {pool}',
  empty: 'You have no mining orders.',
  ...defaultRecordsStateLabels,
}

export type MiningOrdersTableLabels = LabelsOf<typeof defaultMiningOrdersTableLabels>

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
  const labels = useWidgetLabels(
    defaultMiningOrdersTableLabels,
    miningOrdersTableLabelKeys,
    labelsProp,
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
