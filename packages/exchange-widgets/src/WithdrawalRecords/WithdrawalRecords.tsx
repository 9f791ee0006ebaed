import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { Withdrawal, WithdrawalStatus } from '@bourse/api-client'
import { shortenAddress, type WithdrawalRecordsFilters } from '@bourse/rules'
import { chainRule, maskCardNumber, WALLET_COINS } from '@bourse/rules/wallet'
import { formatAmount, formatDateTime, formatFee, type TableColumn, type Tone } from '@bourse/ui'
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
import { Muted } from './WithdrawalRecords.styles'
import { withdrawalRecordsLabelKeys } from './WithdrawalRecords.messages'
import { useWidgetLabels } from '../shared/widgetMessages'

export const defaultWithdrawalRecordsLabels = {
  /** Accessible name of the table. */
  title: 'Withdrawal records',
  time: 'Time',
  coin: 'Coin',
  chain: 'Network',
  destination: 'Address / card',
  /** The bank card holder's name, as typed when the withdrawal was applied for. */
  realName: 'Real name',
  amount: 'Amount',
  fee: 'Fee',
  arrival: 'Arrival',
  status: 'Status',
  reason: 'Reason',
  statusApplied: 'Applied',
  statusWithdrawn: 'Withdrawn',
  statusRejected: 'Rejected',
  empty: 'No withdrawals yet',
  ...defaultCoinStatusFilterLabels,
  ...defaultRecordsStateLabels,
}

export type WithdrawalRecordsLabels = LabelsOf<typeof defaultWithdrawalRecordsLabels>

/** No filter: every coin, every status. */
export const defaultWithdrawalRecordsFilters: WithdrawalRecordsFilters = { coin: '', status: '' }

export type WithdrawalRecordsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps &
  RecordsFilterProps<WithdrawalRecordsFilters> & {
    /** The rows of the page shown, newest first. */
    withdrawals: readonly Withdrawal[]
    /** Coins of the coin filter. @default ['USDT', 'BTC', 'ETH', 'USD'] */
    coins?: readonly string[]
    /** Text, English by default. */
    labels?: LabelsInput<WithdrawalRecordsLabels>
  }

const STATUS_TONE: Record<WithdrawalStatus, Tone> = {
  applied: 'warning',
  withdrawn: 'positive',
  rejected: 'negative',
}

/**
 * The user's withdrawals, paged by the server: time, coin, network, address (shortened, whole
 * in its title) or bank and masked card, the card holder's real name (bank withdrawals), amount,
 * fee, arrival, the status badge and a rejection's reason, with coin and status filters. Renders
 * from props only; `WithdrawalRecordsConnected` feeds it and keeps the rows live from `withdrawal` events.
 */
export function WithdrawalRecords({
  withdrawals,
  coins = WALLET_COINS,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: WithdrawalRecordsProps) {
  const labels = useWidgetLabels(
    defaultWithdrawalRecordsLabels,
    withdrawalRecordsLabelKeys,
    labelsProp,
  )
  const statusLabel: Record<WithdrawalStatus, string> = {
    applied: labels.statusApplied,
    withdrawn: labels.statusWithdrawn,
    rejected: labels.statusRejected,
  }
  /** Amounts and fees by the display rule (docs/adr/0029): four decimals, a tiny fee says so. */
  const money = (value: string) => formatAmount(value, { locale })

  const columns: TableColumn<Withdrawal>[] = [
    {
      prop: 'createdAt',
      label: labels.time,
      render: (w) => formatDateTime(w.createdAt, locale, timeZone),
    },
    { prop: 'coin', label: labels.coin },
    {
      prop: 'chain',
      label: labels.chain,
      render: (w) => chainRule(w.coin, w.chain)?.name ?? w.chain,
    },
    {
      prop: 'address',
      label: labels.destination,
      render: (w) =>
        w.method === 'bank' ? (
          <>
            {w.bankName ? <Muted>{w.bankName} </Muted> : null}
            {/* The server masks the card; masking again keeps a raw number from ever showing. */}
            {maskCardNumber(w.cardNumber ?? '')}
          </>
        ) : (
          <span title={w.address}>{shortenAddress(w.address ?? '')}</span>
        ),
    },
    {
      prop: 'realName',
      label: labels.realName,
      // Only a bank withdrawal has a holder; a chain address has none.
      render: (w) => (w.method === 'bank' && w.realName ? w.realName : <Muted>—</Muted>),
    },
    { prop: 'amount', label: labels.amount, align: 'right', render: (w) => money(w.amount) },
    { prop: 'fee', label: labels.fee, align: 'right', render: (w) => formatFee(w.fee, { locale }) },
    {
      prop: 'arrivalAmount',
      label: labels.arrival,
      align: 'right',
      render: (w) => money(w.arrivalAmount),
    },
    statusColumn<Withdrawal>({ label: labels.status, tone: STATUS_TONE, text: statusLabel }),
    {
      prop: 'reason',
      label: labels.reason,
      render: (w) => (w.reason ? w.reason : <Muted>—</Muted>),
    },
  ]

  return (
    <CoinStatusRecords
      {...rest}
      columns={columns}
      rows={withdrawals}
      coins={coins}
      statusLabel={statusLabel}
      labels={labels}
    />
  )
}
WithdrawalRecords.displayName = 'WithdrawalRecords'
