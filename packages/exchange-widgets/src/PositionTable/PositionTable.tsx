import type { FuturesMarket, FuturesOrder } from '@bourse/api-client'
import { formatMessage, sortPositions } from '@bourse/rules'
import { add, compare, decimalsOf, mul } from '@bourse/rules/decimal'
import {
  Badge,
  Button,
  formatAmount,
  formatDateTime,
  formatFee,
  type TableColumn,
} from '@bourse/ui'
import { useMemo, useState, type HTMLAttributes } from 'react'
import {
  ActionRecords,
  RowActionButton,
  useConfirmedBulkAction,
  type RecordActionError,
} from '../shared/actionRecords'
import { formatDecimal } from '../shared/marketFormat'
import { useWidgetLabels } from '../shared/widgetMessages'
import {
  priceColumns,
  type RecordsFormatProps,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'
import { EditTpSlDialog, type TpSlEdit } from './EditTpSlDialog'
import { defaultPositionTableLabels, type PositionTableLabelsInput } from './PositionTable.labels'
import { positionTableLabelKeys } from './PositionTable.messages'
import { Actions, Muted, Signed, Stack, SymbolCell, Toolbar } from './PositionTable.styles'
import { PositionShareDialog, toneOf } from './PositionShareDialog'

export {
  defaultPositionTableLabels,
  type PositionTableLabels,
  type PositionTableLabelsInput,
} from './PositionTable.labels'
export type { TpSlEdit } from './EditTpSlDialog'

/** A close that failed: the position (or `null` for "close all") and the message to show. */
export type PositionActionError = RecordActionError

export type PositionTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  Omit<RecordsTableStateProps, 'total' | 'pageIndex' | 'pageSize' | 'onPageChange'> &
  RecordsFormatProps & {
    /** The open positions (records with status `open`; others are not shown). */
    positions: readonly FuturesOrder[]
    /**
     * The contracts, for each symbol's tick size (TP/SL grid and price decimals).
     * @default [] (prices in `pricePrecision` or 2 decimals, tick 0.01)
     */
    markets?: readonly FuturesMarket[]
    /**
     * Price decimals by symbol, over the markets' tick sizes.
     * @default {}
     */
    pricePrecision?: Readonly<Record<string, number>>
    /** A row's Close button. Without it there are no Close buttons. @default undefined */
    onClose?: (details: { orderId: string }) => void
    /** After "Close all" is confirmed, with the open positions' ids. @default undefined */
    onCloseAll?: (details: { orderIds: string[] }) => void
    /**
     * Saves a position's TP/SL (`null` clears a level). Resolve to close the dialog; reject with an
     * `Error` (or a `SubmitError` with `fields`) to show why. Without it there is no TP/SL button.
     * @default undefined
     */
    onEditTpSl?: (details: TpSlEdit) => Promise<unknown>
    /**
     * Called when a position's PnL card was downloaded. The Share button shows either way.
     * @default undefined
     */
    onShare?: (details: { orderId: string }) => void
    /** Positions whose close is under way. @default [] */
    closing?: readonly string[]
    /** "Close all" is under way. @default false */
    closingAll?: boolean
    /** The last failed close, shown above the table. @default null */
    actionError?: PositionActionError | null
    /** A risk rate at or above this fraction is flagged. @default '0.8' */
    highRiskRate?: string
    /** Brand on the share card. @default 'Bourse' */
    brand?: string
    /** Texts, English by default. */
    labels?: PositionTableLabelsInput
  }

const DEFAULT_PRICE_DECIMALS = 2
const noIds: readonly string[] = []
const noMarkets: readonly FuturesMarket[] = []
const noPrecision: Readonly<Record<string, number>> = {}

/**
 * A user's open perpetual positions with their live figures (mark and index price, margin,
 * unrealised PnL, ROE, risk rate, estimated liquidation price), TP/SL with their trigger
 * reference, contract multiplier, fees (open, the estimated close fee at the mark price, holding)
 * and opening time; per row Close, Edit TP/SL (validated with the shared
 * `validateTpSl`) and a shareable PnL card; Close all after a confirmation. Renders from props
 * only; `PositionTableConnected` feeds it.
 */
export function PositionTable({
  positions,
  markets = noMarkets,
  pricePrecision = noPrecision,
  status = 'ready',
  loggedIn = true,
  onClose,
  onCloseAll,
  onEditTpSl,
  onShare,
  closing = noIds,
  closingAll = false,
  actionError = null,
  highRiskRate = '0.8',
  brand = 'Bourse',
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: PositionTableProps) {
  const labels = useWidgetLabels(defaultPositionTableLabels, positionTableLabelKeys, labelsProp)
  const [editing, setEditing] = useState<string | null>(null)
  const [sharing, setSharing] = useState<string | null>(null)

  const rows = useMemo(
    () => sortPositions(positions.filter((p) => p.status === 'open')),
    [positions],
  )
  const busy = useMemo(() => new Set(closing), [closing])
  const ids = useMemo(() => rows.map((p) => p.id), [rows])
  const marketOf = useMemo(() => new Map(markets.map((m) => [m.symbol, m])), [markets])
  const tickOf = (symbol: string) => {
    const tick = marketOf.get(symbol)?.tickSize
    if (tick) return tick
    const places = pricePrecision[symbol] ?? DEFAULT_PRICE_DECIMALS
    return places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`
  }
  const placesOf = (symbol: string) =>
    pricePrecision[symbol] ??
    (marketOf.get(symbol) ? decimalsOf(tickOf(symbol)) : DEFAULT_PRICE_DECIMALS)

  const priceText = (symbol: string, value: string | null) =>
    value === null ? '–' : formatDecimal(value, placesOf(symbol), locale)
  const usdt = (value: string | null, signed = false) =>
    value === null ? '–' : formatAmount(value, { locale, signed })
  const feeText = (value: string | null) => (value === null ? '–' : formatFee(value, { locale }))
  const percent = (fraction: string | null, signed = false) =>
    fraction === null ? '–' : `${formatDecimal(mul(fraction, '100'), 2, locale, { signed })}%`
  const priceColumn = priceColumns<FuturesOrder>(priceText)
  const sideLabel = (p: FuturesOrder) => (p.side === 'long' ? labels.long : labels.short)
  const names = (p: FuturesOrder) => ({ side: sideLabel(p), symbol: p.symbol })

  const columns: TableColumn<FuturesOrder>[] = [
    {
      prop: 'symbol',
      label: labels.symbol,
      render: (p) => (
        <SymbolCell>
          {p.symbol}
          <Badge size="sm" tone={p.side === 'long' ? 'positive' : 'negative'}>
            {sideLabel(p)}
          </Badge>
          <Muted>{formatMessage(labels.leverage, { leverage: p.leverage })}</Muted>
        </SymbolCell>
      ),
    },
    { prop: 'lots', label: labels.lots, align: 'right', render: (p) => String(p.lots) },
    {
      prop: 'multiplier',
      label: labels.multiplier,
      align: 'right',
      render: (p) => formatDecimal(p.multiplier, decimalsOf(p.multiplier), locale),
    },
    priceColumn('openPrice', labels.openPrice),
    priceColumn('markPrice', labels.markPrice),
    priceColumn('indexPrice', labels.indexPrice),
    { prop: 'margin', label: labels.margin, align: 'right', render: (p) => usdt(p.margin) },
    {
      prop: 'unrealisedPnl',
      label: labels.unrealisedPnl,
      align: 'right',
      render: (p) => <Signed $tone={toneOf(p.unrealisedPnl)}>{usdt(p.unrealisedPnl, true)}</Signed>,
    },
    {
      prop: 'roe',
      label: labels.roe,
      align: 'right',
      render: (p) => <Signed $tone={toneOf(p.roe)}>{percent(p.roe, true)}</Signed>,
    },
    {
      prop: 'riskRate',
      label: labels.riskRate,
      align: 'right',
      render: (p) =>
        p.riskRate !== null && compare(p.riskRate, highRiskRate) >= 0 ? (
          <Stack>
            <Signed $tone="negative">{percent(p.riskRate)}</Signed>
            <Badge size="sm" tone="negative">
              {labels.highRisk}
            </Badge>
          </Stack>
        ) : (
          percent(p.riskRate)
        ),
    },
    {
      prop: 'liquidationPrice',
      label: labels.liquidationPrice,
      align: 'right',
      render: (p) =>
        p.liquidationPrice === null
          ? labels.noLiquidation
          : priceText(p.symbol, p.liquidationPrice),
    },
    {
      prop: 'takeProfit',
      label: labels.tpsl,
      align: 'right',
      render: (p) => (
        <Stack>
          <span>
            {priceText(p.symbol, p.takeProfit)} / {priceText(p.symbol, p.stopLoss)}
          </span>
          {p.takeProfit !== null || p.stopLoss !== null ? (
            <Muted>
              {p.triggerReference === 'mark' ? labels.referenceMark : labels.referenceLast}
            </Muted>
          ) : null}
        </Stack>
      ),
    },
    {
      prop: 'openFee',
      label: labels.fees,
      align: 'right',
      render: (p) => (
        <Stack>
          <span>{formatMessage(labels.openFee, { fee: feeText(p.openFee) })}</span>
          <span>
            {formatMessage(labels.estimatedCloseFee, { fee: feeText(p.estimatedCloseFee) })}
          </span>
          <Muted>{formatMessage(labels.holdingFee, { fee: feeText(p.holdingFee) })}</Muted>
        </Stack>
      ),
    },
    {
      prop: 'openedAt',
      label: labels.time,
      render: (p) => formatDateTime(p.openedAt ?? p.createdAt, locale, timeZone),
    },
    {
      prop: 'id',
      label: labels.action,
      align: 'right',
      render: (p) => (
        <Actions>
          {onClose ? (
            <RowActionButton
              busy={busy.has(p.id) || closingAll}
              busyLabel={labels.closing}
              label={formatMessage(labels.closePosition, names(p))}
              onClick={() => onClose({ orderId: p.id })}
            >
              {labels.close}
            </RowActionButton>
          ) : null}
          {onEditTpSl ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={formatMessage(labels.editTpSlPosition, names(p))}
              onClick={() => setEditing(p.id)}
            >
              {labels.editTpSl}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={formatMessage(labels.sharePosition, names(p))}
            onClick={() => setSharing(p.id)}
          >
            {labels.share}
          </Button>
        </Actions>
      ),
    },
  ]

  const editPosition = editing ? rows.find((p) => p.id === editing) : undefined
  const sharePosition = sharing ? rows.find((p) => p.id === sharing) : undefined
  // The close-all question says what closing costs: the estimated close fees together.
  const closeFees = rows.reduce<string | null>(
    (sum, p) => (p.estimatedCloseFee === null ? sum : add(sum ?? '0', p.estimatedCloseFee)),
    null,
  )
  const closeAllBody =
    closeFees === null
      ? labels.closeAllBody
      : `${labels.closeAllBody} ${formatMessage(labels.closeAllFee, { fee: usdt(closeFees), asset: 'USDT' })}`
  const closeAll = useConfirmedBulkAction({
    ids,
    busy: closingAll,
    busyLabel: labels.closing,
    label: labels.closeAll,
    labels: {
      title: labels.closeAllTitle,
      body: closeAllBody,
      confirm: labels.closeAllConfirm,
      dismiss: labels.closeAllDismiss,
      close: labels.closeDialog,
    },
    onConfirm: onCloseAll,
  })
  const canCloseAll = loggedIn && onCloseAll !== undefined && status !== 'error' && rows.length > 0

  return (
    <ActionRecords
      {...rest}
      status={status}
      loggedIn={loggedIn}
      title={labels.title}
      emptyTitle={labels.empty}
      columns={columns}
      rows={rows}
      toolbar={canCloseAll ? <Toolbar>{closeAll.button}</Toolbar> : null}
      actionError={actionError}
      actionErrorTitle={labels.closeFailed}
      labels={labels}
    >
      {closeAll.dialog}
      {editPosition && onEditTpSl ? (
        <EditTpSlDialog
          key={editPosition.id}
          position={editPosition}
          tickSize={tickOf(editPosition.symbol)}
          pricePrecision={placesOf(editPosition.symbol)}
          title={formatMessage(labels.editTitle, names(editPosition))}
          labels={{ ...labels, close: labels.closeDialog }}
          formatPrice={(value) => priceText(editPosition.symbol, value)}
          onSave={onEditTpSl}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {sharePosition ? (
        <PositionShareDialog
          key={sharePosition.id}
          position={sharePosition}
          brand={brand}
          labels={labels}
          figures={{ sideLabel, percent, usdt, priceText }}
          onShare={onShare}
          onClose={() => setSharing(null)}
        />
      ) : null}
    </ActionRecords>
  )
}
PositionTable.displayName = 'PositionTable'
