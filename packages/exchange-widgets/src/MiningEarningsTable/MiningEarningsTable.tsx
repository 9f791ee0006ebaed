import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { MiningEarning, MiningEarningKind } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import type { TableColumn, Tone } from '@bourse/ui'
import { earnColumns, EarnStatusBadge } from '../shared/earnDisplay'
import {
  defaultRecordsStateLabels,
  Muted,
  ServerRecords,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { useWidgetLabels } from '../shared/widgetMessages'
import { miningEarningsTableLabelKeys } from './MiningEarningsTable.messages'

export const defaultMiningEarningsTableLabels = {
  /** Accessible name of the table. */
  title: 'Earnings',
  pool: 'Pool',
  kind: 'Type',
  kindEarning: 'Earnings',
  kindPrincipal: 'Principal returned',
  kindRebate: 'Rebate',
  day: 'Day',
  /** `{day}`. */
  dayValue: 'Day {day}',
  amount: 'Amount',
  time: 'Time',
  empty: 'No earnings yet',
  ...defaultRecordsStateLabels,
}

export type MiningEarningsTableLabels = LabelsOf<typeof defaultMiningEarningsTableLabels>

export type MiningEarningsTableProps = ServerRecordsTableProps & {
  /** The rows of the page shown, newest first. */
  earnings: readonly MiningEarning[]
  /** Text, English by default. */
  labels?: LabelsInput<MiningEarningsTableLabels>
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
  labels: labelsProp,
  ...rest
}: MiningEarningsTableProps) {
  const labels = useWidgetLabels(
    defaultMiningEarningsTableLabels,
    miningEarningsTableLabelKeys,
    labelsProp,
  )
  const { moneyColumn, timeColumn } = earnColumns<MiningEarning>(locale, timeZone)
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
        <EarnStatusBadge status={{ tone: KIND_TONE[e.kind], text: kindLabel[e.kind] }} />
      ),
    },
    {
      prop: 'day',
      label: labels.day,
      render: (e) =>
        e.day === undefined ? <Muted>—</Muted> : formatMessage(labels.dayValue, { day: e.day }),
    },
    moneyColumn('amount', labels.amount, 'currency'),
    timeColumn('createdAt', labels.time),
  ]
  return <ServerRecords {...rest} columns={columns} rows={earnings} labels={labels} />
}
MiningEarningsTable.displayName = 'MiningEarningsTable'
