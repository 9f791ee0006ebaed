import type { FuturesMarket, FuturesOrder } from '@bourse/api-client'
import { formatMessage, sortPositions } from '@bourse/rules'
import type { TpSlError, TpSlWarning } from '@bourse/rules/contracts'
import { compare, decimalsOf, isZero, mul } from '@bourse/rules/decimal'
import { Badge, Button, ConfirmModal, formatDateTime, type TableColumn } from '@bourse/ui'
import { useMemo, useState, type HTMLAttributes } from 'react'
import { formatDecimal } from '../shared/marketFormat'
import { defaultTpSlMessages } from '../shared/OrderEntry'
import { RecordsPanel } from '../shared/RecordsPanel'
import type { WidgetStatus } from '../types'
import { EditTpSlDialog, type TpSlEdit } from './EditTpSlDialog'
import { Actions, Muted, Root, Signed, Stack, SymbolCell, Toolbar } from './PositionTable.styles'
import { ShareCardDialog } from './ShareCardDialog'
import { positionTableLabelKeys } from './PositionTable.messages'
import { useMessageLabels } from '../shared/widgetMessages'

export type { TpSlEdit } from './EditTpSlDialog'

/** A close that failed: the position (or `null` for "close all") and the message to show. */
export type PositionActionError = { orderId: string | null; message: string }

export type PositionTableLabels = {
  /** Accessible name of the table. @default 'Positions' */
  title: string
  /** @default 'Contract' */
  symbol: string
  /** @default 'Long' */
  long: string
  /** @default 'Short' */
  short: string
  /** `{leverage}`. @default '{leverage}x' */
  leverage: string
  /** @default 'Lots' */
  lots: string
  /** @default 'Open price' */
  openPrice: string
  /** @default 'Mark price' */
  markPrice: string
  /** @default 'Index price' */
  indexPrice: string
  /** @default 'Margin' */
  margin: string
  /** @default 'Unrealised PnL' */
  unrealisedPnl: string
  /** @default 'ROE' */
  roe: string
  /** @default 'Risk rate' */
  riskRate: string
  /** Badge beside a risk rate at or above `highRiskRate`. @default 'High risk' */
  highRisk: string
  /** @default 'Est. liquidation price' */
  liquidationPrice: string
  /** The liquidation price of a position that cannot be liquidated. @default 'None' */
  noLiquidation: string
  /** @default 'TP/SL' */
  tpsl: string
  /** Trigger reference shown under TP/SL. @default 'Last' */
  referenceLast: string
  /** @default 'Mark' */
  referenceMark: string
  /** @default 'Fees' */
  fees: string
  /** `{fee}`. @default 'Open {fee}' */
  openFee: string
  /** `{fee}`. @default 'Holding {fee}' */
  holdingFee: string
  /** @default 'Time' */
  time: string
  /** @default 'Action' */
  action: string
  /** @default 'Close' */
  close: string
  /** Accessible name of a row's close button; `{side}`, `{symbol}`. @default 'Close {side} {symbol}' */
  closePosition: string
  /** @default 'Closing…' */
  closing: string
  /** @default 'TP/SL' */
  editTpSl: string
  /** `{side}`, `{symbol}`. @default 'Edit TP/SL of {side} {symbol}' */
  editTpSlPosition: string
  /** @default 'Share' */
  share: string
  /** `{side}`, `{symbol}`. @default 'Share {side} {symbol}' */
  sharePosition: string
  /** @default 'Close all' */
  closeAll: string
  /** @default 'Close all positions?' */
  closeAllTitle: string
  /** `{count}`. @default '{count} open positions will be closed at the market price.' */
  closeAllBody: string
  /** @default 'Close all positions' */
  closeAllConfirm: string
  /** @default 'Keep positions' */
  closeAllDismiss: string
  /** The dialogs' close button. @default 'Close' */
  closeDialog: string
  /** Title of a failed action's message. @default 'The position could not be closed' */
  closeFailed: string
  /** @default 'No open positions' */
  empty: string
  /** @default 'Positions could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Log in to view your positions' */
  visitor: string
  /** @default 'Log in' */
  login: string
  /** @default 'Loading positions' */
  loading: string
  /** TP/SL dialog title; `{side}`, `{symbol}`. @default 'TP/SL · {side} {symbol}' */
  editTitle: string
  /** @default 'Take profit' */
  takeProfit: string
  /** @default 'Stop loss' */
  stopLoss: string
  /** @default 'Trigger price' */
  triggerReference: string
  /** @default 'Trigger price now' */
  referencePrice: string
  /** @default 'Leave blank to clear.' */
  clearHint: string
  /** @default 'Save' */
  save: string
  /** @default 'Saving' */
  saving: string
  /** @default 'Cancel' */
  cancel: string
  /** @default 'TP/SL could not be saved.' */
  saveFailed: string
  /** TP/SL messages by the shared validator's codes (the futures order form's); `{tick}`. */
  tpslErrors: Record<TpSlError | TpSlWarning, string>
  /** Share dialog title. @default 'Share your position' */
  shareTitle: string
  /** Card subtitle after the symbol. @default 'Perpetual' */
  perpetual: string
  /** Accessible description of the card; `{symbol}`, `{side}`, `{roe}`, `{pnl}`. @default 'PnL card: {symbol} {side}, ROE {roe}, PnL {pnl}' */
  shareDescription: string
  /** @default 'Download PNG' */
  download: string
  /** @default 'The picture could not be saved.' */
  downloadFailed: string
}

export const defaultPositionTableLabels: PositionTableLabels = {
  title: 'Positions',
  symbol: 'Contract',
  long: 'Long',
  short: 'Short',
  leverage: '{leverage}x',
  lots: 'Lots',
  openPrice: 'Open price',
  markPrice: 'Mark price',
  indexPrice: 'Index price',
  margin: 'Margin',
  unrealisedPnl: 'Unrealised PnL',
  roe: 'ROE',
  riskRate: 'Risk rate',
  highRisk: 'High risk',
  liquidationPrice: 'Est. liquidation price',
  noLiquidation: 'None',
  tpsl: 'TP/SL',
  referenceLast: 'Last',
  referenceMark: 'Mark',
  fees: 'Fees',
  openFee: 'Open {fee}',
  holdingFee: 'Holding {fee}',
  time: 'Time',
  action: 'Action',
  close: 'Close',
  closePosition: 'Close {side} {symbol}',
  closing: 'Closing…',
  editTpSl: 'TP/SL',
  editTpSlPosition: 'Edit TP/SL of {side} {symbol}',
  share: 'Share',
  sharePosition: 'Share {side} {symbol}',
  closeAll: 'Close all',
  closeAllTitle: 'Close all positions?',
  closeAllBody: '{count} open positions will be closed at the market price.',
  closeAllConfirm: 'Close all positions',
  closeAllDismiss: 'Keep positions',
  closeDialog: 'Close',
  closeFailed: 'The position could not be closed',
  empty: 'No open positions',
  error: 'Positions could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your positions',
  login: 'Log in',
  loading: 'Loading positions',
  editTitle: 'TP/SL · {side} {symbol}',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
  triggerReference: 'Trigger price',
  referencePrice: 'Trigger price now',
  clearHint: 'Leave blank to clear.',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  saveFailed: 'TP/SL could not be saved.',
  tpslErrors: defaultTpSlMessages,

  shareTitle: 'Share your position',
  perpetual: 'Perpetual',
  shareDescription: 'PnL card: {symbol} {side}, ROE {roe}, PnL {pnl}',
  download: 'Download PNG',
  downloadFailed: 'The picture could not be saved.',
}

/** Labels as the site passes them: any subset, TP/SL messages included. */
export type PositionTableLabelsInput = Partial<Omit<PositionTableLabels, 'tpslErrors'>> & {
  tpslErrors?: Partial<PositionTableLabels['tpslErrors']>
}

export type PositionTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
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
  /**
   * What to render; `empty` or no positions shows the empty state.
   * @default 'ready'
   */
  status?: WidgetStatus
  /** Signed in: a visitor sees "log in to view". @default true */
  loggedIn?: boolean
  /** Message of the error state. @default labels.error */
  error?: string
  /** A second line of the error state. @default undefined */
  errorDetail?: string
  /** The error state's retry button. @default undefined */
  onRetry?: () => void
  /** The visitor state's login button. @default undefined */
  onLogin?: () => void
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
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the times (stories pin it). @default the user's time zone */
  timeZone?: string
  /** Texts, English by default. */
  labels?: PositionTableLabelsInput
}

const DEFAULT_PRICE_DECIMALS = 2
const USDT_DECIMALS_SHOWN = 4
const noIds: readonly string[] = []
const noMarkets: readonly FuturesMarket[] = []
const noPrecision: Readonly<Record<string, number>> = {}

type Tone = 'positive' | 'negative' | 'neutral'
const toneOf = (value: string | null): Tone =>
  value === null || isZero(value) ? 'neutral' : compare(value, '0') > 0 ? 'positive' : 'negative'

/**
 * A user's open perpetual positions with their live figures (mark and index price, margin,
 * unrealised PnL, ROE, risk rate, estimated liquidation price), TP/SL with their trigger
 * reference, fees and opening time; per row Close, Edit TP/SL (validated with the shared
 * `validateTpSl`) and a shareable PnL card; Close all after a confirmation. Renders from props
 * only; `PositionTableConnected` feeds it.
 */
export function PositionTable({
  positions,
  markets = noMarkets,
  pricePrecision = noPrecision,
  status = 'ready',
  loggedIn = true,
  error,
  errorDetail,
  onRetry,
  onLogin,
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
  const labelsInput = useMessageLabels(
    defaultPositionTableLabels,
    positionTableLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({
      ...defaultPositionTableLabels,
      ...labelsInput,
      tpslErrors: { ...defaultPositionTableLabels.tpslErrors, ...labelsInput?.tpslErrors },
    }),
    [labelsInput],
  )
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const [sharing, setSharing] = useState<string | null>(null)

  const rows = useMemo(
    () => sortPositions(positions.filter((p) => p.status === 'open')),
    [positions],
  )
  const busy = useMemo(() => new Set(closing), [closing])
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
    value === null ? '–' : formatDecimal(value, USDT_DECIMALS_SHOWN, locale, { signed })
  const percent = (fraction: string | null, signed = false) =>
    fraction === null ? '–' : `${formatDecimal(mul(fraction, '100'), 2, locale, { signed })}%`
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
      prop: 'openPrice',
      label: labels.openPrice,
      align: 'right',
      render: (p) => priceText(p.symbol, p.openPrice),
    },
    {
      prop: 'markPrice',
      label: labels.markPrice,
      align: 'right',
      render: (p) => priceText(p.symbol, p.markPrice),
    },
    {
      prop: 'indexPrice',
      label: labels.indexPrice,
      align: 'right',
      render: (p) => priceText(p.symbol, p.indexPrice),
    },
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
          <span>{formatMessage(labels.openFee, { fee: usdt(p.openFee) })}</span>
          <Muted>{formatMessage(labels.holdingFee, { fee: usdt(p.holdingFee) })}</Muted>
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
            <Button
              size="sm"
              variant="ghost"
              loading={busy.has(p.id) || closingAll}
              loadingLabel={labels.closing}
              aria-label={formatMessage(labels.closePosition, names(p))}
              onClick={() => onClose({ orderId: p.id })}
            >
              {labels.close}
            </Button>
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

  const body = (
    <RecordsPanel
      status={status}
      loggedIn={loggedIn}
      onLogin={onLogin}
      error={error}
      errorDetail={errorDetail}
      onRetry={onRetry}
      title={labels.title}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      emptyTitle={labels.empty}
      actionError={actionError ? { title: labels.closeFailed, message: actionError.message } : null}
      labels={labels}
    />
  )

  const editPosition = editing ? rows.find((p) => p.id === editing) : undefined
  const sharePosition = sharing ? rows.find((p) => p.id === sharing) : undefined
  const canCloseAll = loggedIn && onCloseAll !== undefined && status !== 'error' && rows.length > 0

  return (
    <Root aria-label={labels.title} aria-busy={status === 'loading' || undefined} {...rest}>
      {canCloseAll ? (
        <Toolbar>
          <Button
            size="sm"
            variant="danger"
            loading={closingAll}
            loadingLabel={labels.closing}
            onClick={() => setConfirming(true)}
          >
            {labels.closeAll}
          </Button>
        </Toolbar>
      ) : null}
      {body}
      <ConfirmModal
        open={confirming}
        tone="danger"
        title={labels.closeAllTitle}
        confirmLabel={labels.closeAllConfirm}
        cancelLabel={labels.closeAllDismiss}
        closeLabel={labels.closeDialog}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onCloseAll?.({ orderIds: rows.map((p) => p.id) })
        }}
      >
        {formatMessage(labels.closeAllBody, { count: rows.length })}
      </ConfirmModal>
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
        <ShareCardDialog
          key={sharePosition.id}
          title={labels.shareTitle}
          content={{
            brand,
            title: `${sharePosition.symbol} ${labels.perpetual}`,
            sideText: `${sideLabel(sharePosition)} ${formatMessage(labels.leverage, { leverage: sharePosition.leverage })}`,
            sideTone: sharePosition.side === 'long' ? 'rise' : 'fall',
            roeLabel: labels.roe,
            roe: percent(sharePosition.roe, true),
            pnlLabel: labels.unrealisedPnl,
            pnl: `${usdt(sharePosition.unrealisedPnl, true)} USDT`,
            resultTone:
              toneOf(sharePosition.unrealisedPnl) === 'positive'
                ? 'rise'
                : toneOf(sharePosition.unrealisedPnl) === 'negative'
                  ? 'fall'
                  : 'flat',
            openLabel: labels.openPrice,
            openPrice: priceText(sharePosition.symbol, sharePosition.openPrice),
            markLabel: labels.markPrice,
            markPrice: priceText(sharePosition.symbol, sharePosition.markPrice),
          }}
          description={formatMessage(labels.shareDescription, {
            symbol: sharePosition.symbol,
            side: sideLabel(sharePosition),
            roe: percent(sharePosition.roe, true),
            pnl: usdt(sharePosition.unrealisedPnl, true),
          })}
          fileName={`${brand.toLowerCase()}-${sharePosition.symbol}-${sharePosition.id}.png`}
          downloadLabel={labels.download}
          closeLabel={labels.closeDialog}
          downloadFailed={labels.downloadFailed}
          onDownloaded={() => onShare?.({ orderId: sharePosition.id })}
          onClose={() => setSharing(null)}
        />
      ) : null}
    </Root>
  )
}
PositionTable.displayName = 'PositionTable'
