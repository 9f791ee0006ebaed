/*
 * Drawing of the PnL share card on a canvas, kept apart from React so the card can be drawn (and
 * tested) on any 2D context. Every text arrives formatted and translated; colours are resolved
 * from the theme's CSS custom properties by the caller.
 */

/** Card size in CSS pixels; the canvas is drawn at `scale` device pixels per CSS pixel. */
export const SHARE_CARD_WIDTH = 600
export const SHARE_CARD_HEIGHT = 340

export type ShareCardColors = {
  background: string
  text: string
  muted: string
  rise: string
  fall: string
  brand: string
}

export type ShareCardContent = {
  /** The brand shown top left. */
  brand: string
  /** `BTCUSDT Perpetual` */
  title: string
  /** `Long 10x` */
  sideText: string
  /** Whether the side reads as rise (long) or fall (short). */
  sideTone: 'rise' | 'fall'
  /** ROE caption and value (`ROE`, `+19.84%`). */
  roeLabel: string
  roe: string
  /** Unrealised PnL caption and value (`Unrealised PnL`, `+3.7515 USDT`). */
  pnlLabel: string
  pnl: string
  /** Whether the result is a gain, a loss or flat. */
  resultTone: 'rise' | 'fall' | 'flat'
  /** Open and mark price captions and values. */
  openLabel: string
  openPrice: string
  markLabel: string
  markPrice: string
  /** The font family of the page (the canvas has none of its own). */
  fontFamily: string
}

/** Draws the card on `ctx`, which covers `SHARE_CARD_WIDTH * scale` by `SHARE_CARD_HEIGHT * scale`. */
export function drawShareCard(
  ctx: CanvasRenderingContext2D,
  content: ShareCardContent,
  colors: ShareCardColors,
  scale = 1,
): void {
  const font = (weight: number, size: number) => `${weight} ${size}px ${content.fontFamily}`
  const resultColour =
    content.resultTone === 'rise'
      ? colors.rise
      : content.resultTone === 'fall'
        ? colors.fall
        : colors.text
  ctx.save()
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT)

  // A brand band on the left edge.
  ctx.fillStyle = colors.brand
  ctx.fillRect(0, 0, 8, SHARE_CARD_HEIGHT)

  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = colors.brand
  ctx.font = font(700, 22)
  ctx.fillText(content.brand, 36, 48)

  ctx.fillStyle = colors.text
  ctx.font = font(600, 26)
  ctx.fillText(content.title, 36, 98)
  ctx.fillStyle = content.sideTone === 'rise' ? colors.rise : colors.fall
  ctx.font = font(600, 18)
  ctx.fillText(content.sideText, 36, 128)

  ctx.fillStyle = colors.muted
  ctx.font = font(400, 16)
  ctx.fillText(content.roeLabel, 36, 176)
  ctx.fillStyle = resultColour
  ctx.font = font(700, 52)
  ctx.fillText(content.roe, 36, 228)

  ctx.fillStyle = colors.muted
  ctx.font = font(400, 16)
  ctx.fillText(content.pnlLabel, 36, 270)
  ctx.fillStyle = resultColour
  ctx.font = font(600, 20)
  ctx.fillText(content.pnl, 36, 298)

  const right = SHARE_CARD_WIDTH - 36
  ctx.textAlign = 'right'
  const figure = (label: string, value: string, y: number) => {
    ctx.fillStyle = colors.muted
    ctx.font = font(400, 16)
    ctx.fillText(label, right, y)
    ctx.fillStyle = colors.text
    ctx.font = font(600, 20)
    ctx.fillText(value, right, y + 28)
  }
  figure(content.openLabel, content.openPrice, 176)
  figure(content.markLabel, content.markPrice, 242)
  ctx.restore()
}

/** Reads the card colours from the theme's CSS custom properties on `element`. */
export function shareCardColors(element: Element): ShareCardColors {
  const style = getComputedStyle(element)
  const read = (name: string) => style.getPropertyValue(`--bourse-color-${name}`).trim()
  return {
    background: read('bg-surface') || style.backgroundColor,
    text: read('text-primary') || style.color,
    muted: read('text-muted') || style.color,
    rise: read('rise') || style.color,
    fall: read('fall') || style.color,
    brand: read('brand') || style.color,
  }
}
