import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { Deposit, DepositStatus } from '@bourse/api-client'
import { confirmationsText, shortenAddress } from '@bourse/rules'
import { formatDateTime, formatAmount, type TableColumn, type Tone } from '@bourse/ui'
import type { HTMLAttributes } from 'react'
import {
  defaultRecordsStateLabels,
  defaultCoinStatusFilterLabels,
  CoinStatusRecords,
  type RecordsFormatProps,
  type RecordsFilterProps,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'
import { statusColumn } from '../shared/RecordsPanel/statusColumn'
import { Address, Bar, Confirmations, Muted, Track } from './DepositRecords.styles'
import { depositRecordsLabelKeys } from './DepositRecords.messages'
import { useWidgetLabels } from '../shared/widgetMessages'

/** The filters of the table; an empty string means "all". */
export type DepositRecordsFilters = { coin: string; status: '' | DepositStatus }

export const defaultDepositRecordsFilters: DepositRecordsFilters = { coin: '', status: '' }

export const defaultDepositRecordsLabels = {
  /** Accessible name of the table. */
  title: 'Deposit records',
  time: 'Time',
  coin: 'Coin',
  chain: 'Network',
  address: 'Address',
  amount: 'Amount',
  confirmations: 'Confirmations',
  status: 'Status',
  statusInProgress: 'In progress',
  statusSuccess: 'Credited',
  statusFailed: 'Failed',
  /** Reason of a deposit under the minimum. */
  reasonBelowMinimum: 'Below the minimum',
  empty: 'No deposits yet',
  ...defaultCoinStatusFilterLabels,
  ...defaultRecordsStateLabels,
}

export type DepositRecordsLabels = LabelsOf<typeof defaultDepositRecordsLabels>

export type DepositRecordsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps &
  RecordsFilterProps<DepositRecordsFilters> & {
    /** The rows of the page shown, newest first. */
    deposits: readonly Deposit[]
    /** Coins offered by the coin filter. @default ['USDT', 'BTC', 'ETH'] */
    coins?: readonly string[]
    /** Text, English by default. */
    labels?: LabelsInput<DepositRecordsLabels>
  }

const defaultCoins: readonly string[] = ['USDT', 'BTC', 'ETH']

const STATUS_TONE: Record<DepositStatus, Tone> = {
  in_progress: 'info',
  success: 'positive',
  failed: 'negative',
}

/**
 * The user's deposits, paged by the server: time, coin, network, address (shortened, the full
 * text in its title), amount, confirmations (`7/12` with a bar while in progress) and status,
 * with the reason of a failed one; filters by coin and status. Renders from props only;
 * `DepositRecordsConnected` feeds it and keeps the rows live from `deposit` events.
 */
export function DepositRecords({
  deposits,
  coins = defaultCoins,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: DepositRecordsProps) {
  const labels = useWidgetLabels(defaultDepositRecordsLabels, depositRecordsLabelKeys, labelsProp)
  const statusLabel: Record<DepositStatus, string> = {
    in_progress: labels.statusInProgress,
    success: labels.statusSuccess,
    failed: labels.statusFailed,
  }

  const columns: TableColumn<Deposit>[] = [
    {
      prop: 'createdAt',
      label: labels.time,
      render: (d) => formatDateTime(d.createdAt, locale, timeZone),
    },
    { prop: 'coin', label: labels.coin },
    { prop: 'chain', label: labels.chain },
    {
      prop: 'address',
      label: labels.address,
      render: (d) => <Address title={d.address}>{shortenAddress(d.address)}</Address>,
    },
    {
      prop: 'amount',
      label: labels.amount,
      align: 'right',
      render: (d) => (
        <>
          {formatAmount(d.amount, { locale })} <Muted>{d.coin}</Muted>
        </>
      ),
    },
    {
      prop: 'confirmations',
      label: labels.confirmations,
      align: 'right',
      render: (d) => {
        const text = confirmationsText(d)
        if (d.status !== 'in_progress') return <Muted>{text}</Muted>
        const done = Math.min(d.confirmations, d.requiredConfirmations)
        return (
          <Confirmations>
            {text}
            <Track
              role="progressbar"
              aria-label={labels.confirmations}
              aria-valuemin={0}
              aria-valuemax={d.requiredConfirmations}
              aria-valuenow={done}
              aria-valuetext={text}
            >
              <Bar $share={d.requiredConfirmations > 0 ? done / d.requiredConfirmations : 0} />
            </Track>
          </Confirmations>
        )
      },
    },
    statusColumn<Deposit>({
      label: labels.status,
      tone: STATUS_TONE,
      text: statusLabel,
      note: (d) =>
        d.status === 'failed' && d.reason === 'below_minimum' ? (
          <Muted>{labels.reasonBelowMinimum}</Muted>
        ) : null,
    }),
  ]

  return (
    <CoinStatusRecords
      {...rest}
      columns={columns}
      rows={deposits}
      coins={coins}
      statusLabel={statusLabel}
      labels={labels}
    />
  )
}
DepositRecords.displayName = 'DepositRecords'
