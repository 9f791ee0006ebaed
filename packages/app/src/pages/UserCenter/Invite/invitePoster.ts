import { qrMatrix, tokens } from '@bourse/ui'

/*
 * The invitation poster drawn on a canvas, apart from React so it can be drawn (and tested) on
 * any 2D context. Every text arrives translated; the QR code comes from the same encoder as the
 * site's QR codes (`qrMatrix`).
 */

/** Poster size in pixels: a phone screen's proportions, sharp enough to share. */
export const POSTER_WIDTH = 750
export const POSTER_HEIGHT = 1334

/** What the poster says. */
export type InvitePosterContent = {
  /** The brand beside its mark. */
  brand: string
  /** The one-letter brand mark. */
  mark: string
  /** The headline ("Trade crypto with me on Bourse"). */
  headline: string
  /** A line under it. */
  lead: string
  /** The caption of the code ("My invitation code"). */
  codeLabel: string
  /** The user's invitation code. */
  code: string
  /** The registration link the QR code holds. */
  link: string
  /** Under the QR code ("Scan to register"). */
  scan: string
  /** The page's font family (a canvas has none of its own). */
  fontFamily: string
}

/** The parts of a 2D context the poster uses (a fake one in tests). */
export type PosterContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'fillRect' | 'fillText' | 'measureText'
>

/** The poster is dark whatever the site's theme: it is an image that travels. */
const colors = {
  background: tokens.colorModes.dark.bgCanvas,
  panel: tokens.colorModes.dark.bgRaised,
  text: tokens.colorModes.dark.textPrimary,
  muted: tokens.colorModes.dark.textSecondary,
  brand: tokens.colorModes.dark.brand,
  onBrand: tokens.colorModes.dark.textOnBrand,
  qrLight: tokens.palette.white,
  qrDark: tokens.palette.black,
}

/** Where the QR code sits, and its module size: every module a whole number of pixels. */
export const POSTER_QR = { size: 360, top: 820, quiet: 4 } as const

/** Draws the poster on `ctx`, which covers POSTER_WIDTH by POSTER_HEIGHT. */
export function drawInvitePoster(ctx: PosterContext, content: InvitePosterContent): void {
  const font = (weight: number, size: number) => `${weight} ${size}px ${content.fontFamily}`
  const centre = POSTER_WIDTH / 2
  const textWidth = POSTER_WIDTH - 96

  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT)
  // A brand band along the top.
  ctx.fillStyle = colors.brand
  ctx.fillRect(0, 0, POSTER_WIDTH, 12)

  // Mark and brand.
  ctx.fillStyle = colors.brand
  ctx.fillRect(centre - 44, 96, 88, 88)
  ctx.fillStyle = colors.onBrand
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.font = font(700, 56)
  ctx.fillText(content.mark, centre, 142)
  ctx.fillStyle = colors.text
  ctx.font = font(700, 44)
  ctx.fillText(content.brand, centre, 236)

  ctx.textBaseline = 'alphabetic'
  ctx.font = font(700, 48)
  const headline = wrapLines(ctx, content.headline, textWidth, 2)
  headline.forEach((line, i) =>
    ctx.fillText(line, centre, 360 - (headline.length - 1) * 38 + i * 56, textWidth),
  )
  ctx.fillStyle = colors.muted
  ctx.font = font(400, 28)
  ctx.fillText(content.lead, centre, 420, textWidth)

  // The code on its panel.
  ctx.fillStyle = colors.panel
  ctx.fillRect(96, 500, POSTER_WIDTH - 192, 220)
  ctx.fillStyle = colors.muted
  ctx.font = font(400, 28)
  ctx.fillText(content.codeLabel, centre, 570, textWidth - 96)
  ctx.fillStyle = colors.brand
  ctx.font = font(700, 72)
  ctx.fillText(content.code, centre, 670, textWidth - 96)

  drawQr(ctx, content.link)

  ctx.fillStyle = colors.muted
  ctx.font = font(400, 28)
  ctx.fillText(content.scan, centre, POSTER_QR.top + POSTER_QR.size + 64, textWidth)
}

/**
 * Splits `text` into at most `maxLines` lines that fit `maxWidth` in the context's font, at
 * spaces (or anywhere, for languages written without them); the last line takes the rest and
 * is shrunk by `fillText`'s maximum width if it still does not fit.
 */
export function wrapLines(
  ctx: Pick<PosterContext, 'measureText'>,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => ctx.measureText(line).width <= maxWidth
  if (fits(text) || maxLines <= 1) return [text]
  const spaced = text.includes(' ')
  const units = spaced ? text.split(' ') : [...text]
  const join = (parts: string[]) => parts.join(spaced ? ' ' : '')
  let take = 1
  while (take < units.length && fits(join(units.slice(0, take + 1)))) take += 1
  return [
    join(units.slice(0, take)),
    ...wrapLines(ctx, join(units.slice(take)), maxWidth, maxLines - 1),
  ]
}

/** Where the QR code of `value` lands: its square, module size and first module's corner. */
export function posterQrLayout(value: string) {
  const qr = qrMatrix(value, 'M')
  const x = (POSTER_WIDTH - POSTER_QR.size) / 2
  const y = POSTER_QR.top
  const cells = qr.size + POSTER_QR.quiet * 2
  // Every module a whole number of pixels, so scanners read the PNG.
  const module = Math.floor(POSTER_QR.size / cells)
  const offset = Math.floor((POSTER_QR.size - module * cells) / 2) + POSTER_QR.quiet * module
  return { qr, x, y, module, left: x + offset, top: y + offset }
}

/** The QR code of `value`: white with its quiet zone, dark modules at whole pixels. */
function drawQr(ctx: PosterContext, value: string): void {
  const { qr, x, y, module, left, top } = posterQrLayout(value)
  ctx.fillStyle = colors.qrLight
  ctx.fillRect(x, y, POSTER_QR.size, POSTER_QR.size)
  ctx.fillStyle = colors.qrDark
  for (let row = 0; row < qr.size; row += 1)
    for (let col = 0; col < qr.size; col += 1)
      if (qr.dark(col, row)) ctx.fillRect(left + col * module, top + row * module, module, module)
}

/** The poster's file name: `bourse-invite-<code>.png`. */
export function posterFileName(code: string): string {
  return `bourse-invite-${code.replace(/[^A-Za-z0-9_-]/g, '')}.png`
}

/** The registration link of an invitation code on this site. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register?statusType=1&code=${encodeURIComponent(code)}`
}
