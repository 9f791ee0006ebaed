import type { FuturesOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { compare, isZero } from '@bourse/rules/decimal'
import type { PositionTableLabels } from './PositionTable.labels'
import { ShareCardDialog } from './ShareCardDialog'

type Tone = 'positive' | 'negative' | 'neutral'
export const toneOf = (value: string | null): Tone =>
  value === null || isZero(value) ? 'neutral' : compare(value, '0') > 0 ? 'positive' : 'negative'

/** How the table writes a position's figures, shared with its PnL card. */
export type PositionFigures = {
  sideLabel: (position: FuturesOrder) => string
  percent: (fraction: string | null, signed?: boolean) => string
  usdt: (value: string | null, signed?: boolean) => string
  priceText: (symbol: string, value: string | null) => string
}

/** The PnL card of a position, to download as a picture. */
export function PositionShareDialog({
  position,
  brand,
  labels,
  figures: { sideLabel, percent, usdt, priceText },
  onShare,
  onClose,
}: {
  position: FuturesOrder
  brand: string
  labels: PositionTableLabels
  figures: PositionFigures
  onShare: ((details: { orderId: string }) => void) | undefined
  onClose: () => void
}) {
  return (
    <ShareCardDialog
      title={labels.shareTitle}
      content={{
        brand,
        title: `${position.symbol} ${labels.perpetual}`,
        sideText: `${sideLabel(position)} ${formatMessage(labels.leverage, { leverage: position.leverage })}`,
        sideTone: position.side === 'long' ? 'rise' : 'fall',
        roeLabel: labels.roe,
        roe: percent(position.roe, true),
        pnlLabel: labels.unrealisedPnl,
        pnl: `${usdt(position.unrealisedPnl, true)} USDT`,
        resultTone:
          toneOf(position.unrealisedPnl) === 'positive'
            ? 'rise'
            : toneOf(position.unrealisedPnl) === 'negative'
              ? 'fall'
              : 'flat',
        openLabel: labels.openPrice,
        openPrice: priceText(position.symbol, position.openPrice),
        markLabel: labels.markPrice,
        markPrice: priceText(position.symbol, position.markPrice),
      }}
      description={formatMessage(labels.shareDescription, {
        symbol: position.symbol,
        side: sideLabel(position),
        roe: percent(position.roe, true),
        pnl: usdt(position.unrealisedPnl, true),
      })}
      fileName={`${brand.toLowerCase()}-${position.symbol}-${position.id}.png`}
      downloadLabel={labels.download}
      closeLabel={labels.closeDialog}
      downloadFailed={labels.downloadFailed}
      onDownloaded={() => onShare?.({ orderId: position.id })}
      onClose={onClose}
    />
  )
}
