/** The side's colours and type, and the row buttons' padding and gap, read from computed style. */
export type BookInk = {
  text: string
  tone: string
  bar: string
  font: string
  padding: number
  gap: number
}

/** One row as drawn: its top edge in the viewport, its three figures and its bar's width. */
export type PictureRow = {
  top: number
  price: string
  quantity: string
  total: string
  /** Width of the depth bar in CSS pixels, from the right edge. */
  bar: number
}

/** Everything one draw of a side needs: it crosses to the drawing worker as plain data. */
export type SidePicture = {
  /** The list's viewport in CSS pixels, and the device pixel ratio. */
  width: number
  height: number
  ratio: number
  rowHeight: number
  ink: BookInk
  rows: PictureRow[]
}

/**
 * Draws a side of the book: the depth bars from the right edge, then the price (in the side's
 * tone) on the left and amount and total right-aligned, in three equal columns laid out as the
 * row buttons under the canvas are (their padding and gap). Runs in the drawing worker, or on the
 * main thread where there is none. `baselines` keeps where the text sits per font.
 */
export function drawPicture(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  picture: SidePicture,
  baselines: Map<string, number>,
) {
  const { width, height, ratio, rowHeight, ink, rows } = picture
  const pixelWidth = Math.round(width * ratio)
  const pixelHeight = Math.round(height * ratio)
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
  if (!context) return
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.clearRect(0, 0, width, height)
  context.font = ink.font
  let baseline = baselines.get(ink.font)
  if (baseline === undefined) {
    // Where a line box of the row's height puts the text's baseline, as a DOM row would.
    const metrics = context.measureText('0')
    const ascent = metrics.fontBoundingBoxAscent
    baseline = Math.round((rowHeight - (ascent + metrics.fontBoundingBoxDescent)) / 2 + ascent)
    baselines.set(ink.font, baseline)
  }
  const column = (width - 2 * ink.padding - 2 * ink.gap) / 3
  const priceX = ink.padding
  const amountX = ink.padding + 2 * column + ink.gap
  const totalX = width - ink.padding

  context.fillStyle = ink.bar
  for (const row of rows) {
    if (row.bar > 0) context.fillRect(width - row.bar, row.top + 1, row.bar, rowHeight - 2)
  }
  context.fillStyle = ink.tone
  context.textAlign = 'left'
  for (const row of rows) context.fillText(row.price, priceX, row.top + baseline)
  context.fillStyle = ink.text
  context.textAlign = 'right'
  for (const row of rows) {
    context.fillText(row.quantity, amountX, row.top + baseline)
    context.fillText(row.total, totalX, row.top + baseline)
  }
}
