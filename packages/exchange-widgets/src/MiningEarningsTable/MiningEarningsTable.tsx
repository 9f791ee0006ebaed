import type { MiningEarning, MiningEarningKind } from '@bourse/api-client'
import { Badge, formatDateTime, formatNumber, type TableColumn, type Tone } from '@bourse/ui'
import { useMemo, type HTMLAttributes } from 'react'
import { formatMessage } from '../rules/message'
import {
  defaultRecordsStateLabels,
  Muted,
  ServerRecords,
  type RecordsFormatProps,
  type RecordsStateLabels,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'

export type MiningEarningsTableLabels = RecordsStateLabels & {
  /** Accessible name of the table. @default 'Mining earnings' */
  title: string
  /** @default 'Pool' */
  pool: string
  /** @default 'Type' */
  kind: string
  /** @default 'Earnings' */
  kindEarning: string
  /** @default 'Principal returned' */
  kindPrincipal: string
  /** @default 'Rebate' */
  kindRebate: string
  /** @default 'Day' */
  day: string
  /** `{day}`. @default 'Day {day}' */
  dayValue: string
  /** @default 'Amount' */
  amount: string
  /** @default 'Time' */
  time: string
  /** @default 'No earnings yet' */
  empty: string
}

export const defaultMiningEarningsTableLabels: MiningEarningsTableLabels = {
  title: 'Mining earnings',
  pool: 'Pool',
  kind: 'Type',
  kindEarning: 'Earnings',
  kindPrincipal: 'Principal returned',
  kindRebate: 'Rebate',
  day: 'Day',
  dayValue: 'Day {day}',
  amount: 'Amount',
  time: 'Time',
  empty: 'No earnings yet',
  ...defaultRecordsStateLabels,
}

export type MiningEarningsTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps & {
    /** The rows of the page shown, newest first. */
    earnings: readonly MiningEarning[]
    /** Text, English by default. */
    labels?: Partial<MiningEarningsTableLabels>
  }

const KIND_TONE: Record<MiningEarningKind, Tone> = {
  earning: 'positive',
  principal: 'info',
  rebate: 'warning',
}

/**
 * The user's mining payouts, paged by the server: pool, kind (earnings, principal returned,
 * rebate), the day of the term an earning is for, amount and time. Renders from props only;
 * `MiningEarningsTableConnected` feeds it.
 */
export function MiningEarningsTable({
  earnings,
  locale = 'en',
  timeZone,
  labels: labelOverrides,
  ...rest
}: MiningEarningsTableProps) {
  const labels = useMemo(
    () => ({ ...defaultMiningEarningsTableLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const kindLabel: Record<MiningEarningKind, string> = {
    earning: labels.kindEarning,
    principal: labels.kindPrincipal,
    rebate: labels.kindRebate,
  }
  const columns: TableColumn<MiningEarning>[] = [
    { prop: 'poolName', label: labels.pool },
    {
      prop: 'kind',
      label: labels.kind,
      render: (e) => (
        <Badge size="sm" tone={KIND_TONE[e.kind]}>
          {kindLabel[e.kind]}
        </Badge>
      ),
    },
    {
      prop: 'day',
      label: labels.day,
      render: (e) =>
        e.day === undefined ? <Muted>—</Muted> : formatMessage(labels.dayValue, { day: e.day }),
    },
    {
      prop: 'amount',
      label: labels.amount,
      align: 'right',
      render: (e) =>
        `${formatNumber(e.amount, { locale, decimals: 8, minDecimals: 0 })} ${e.currency}`,
    },
    {
      prop: 'createdAt',
      label: labels.time,
      render: (e) => formatDateTime(e.createdAt, locale, timeZone),
    },
  ]
  return (
    <ServerRecords
      {...rest}
      title={labels.title}
      columns={columns}
      rows={earnings}
      rowKey={(e) => e.id}
      emptyTitle={labels.empty}
      labels={labels}
    />
  )
}
MiningEarningsTable.displayName = 'MiningEarningsTable'
