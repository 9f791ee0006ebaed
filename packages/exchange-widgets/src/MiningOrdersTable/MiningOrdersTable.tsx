import type { MiningOrder, MiningOrderStatus } from '@bourse/api-client'
import {
  Badge,
  Button,
  formatDateTime,
  formatNumber,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { useMemo, type HTMLAttributes } from 'react'
import { formatMessage } from '../rules/message'
import {
  defaultRecordsStateLabels,
  ServerRecords,
  type RecordsFormatProps,
  type RecordsStateLabels,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'

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
  /** @default 'No mining orders yet' */
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
  empty: 'No mining orders yet',
  ...defaultRecordsStateLabels,
}

export type MiningOrdersTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps & {
    /** The rows of the page shown, newest first. */
    orders: readonly MiningOrder[]
    /** Opens an order's detail. @default undefined (no details column) */
    onOpen?: (details: { order: MiningOrder }) => void
    /** Text, English by default. */
    labels?: Partial<MiningOrdersTableLabels>
  }

const STATUS_TONE: Record<MiningOrderStatus, Tone> = { mining: 'info', finished: 'neutral' }

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
  labels: labelOverrides,
  ...rest
}: MiningOrdersTableProps) {
  const labels = useMemo(
    () => ({ ...defaultMiningOrdersTableLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const money = (value: string, coin: string) =>
    `${formatNumber(value, { locale, decimals: 8, minDecimals: 0 })} ${coin}`
  const time = (ms: number) => formatDateTime(ms, locale, timeZone)
  const statusLabel: Record<MiningOrderStatus, string> = {
    mining: labels.statusMining,
    finished: labels.statusFinished,
  }
  const columns: TableColumn<MiningOrder>[] = [
    { prop: 'poolName', label: labels.pool },
    {
      prop: 'amount',
      label: labels.amount,
      align: 'right',
      render: (o) => money(o.amount, o.currency),
    },
    {
      prop: 'status',
      label: labels.status,
      render: (o) => (
        <Badge size="sm" tone={STATUS_TONE[o.status]}>
          {statusLabel[o.status]}
        </Badge>
      ),
    },
    { prop: 'createdAt', label: labels.createdAt, render: (o) => time(o.createdAt) },
    { prop: 'startAt', label: labels.startAt, render: (o) => time(o.startAt) },
    { prop: 'endAt', label: labels.endAt, render: (o) => time(o.endAt) },
    {
      prop: 'expectedEarnings',
      label: labels.expected,
      align: 'right',
      render: (o) => money(o.expectedEarnings, o.currency),
    },
    {
      prop: 'earned',
      label: labels.earned,
      align: 'right',
      render: (o) => money(o.earned, o.earningsCurrency),
    },
  ]
  if (onOpen)
    columns.push({
      prop: 'id',
      label: labels.details,
      align: 'right',
      render: (o) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={formatMessage(labels.detailsLabel, { pool: o.poolName })}
          onClick={() => onOpen({ order: o })}
        >
          {labels.details}
        </Button>
      ),
    })

  return (
    <ServerRecords
      {...rest}
      title={labels.title}
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      emptyTitle={labels.empty}
      labels={labels}
    />
  )
}
MiningOrdersTable.displayName = 'MiningOrdersTable'
