import QR from 'qrcode'

/** The modules of a QR code: `size` × `size`, dark where `dark(x, y)` is true. */
export type QRMatrix = {
  /** Modules per side, without the quiet zone. */
  size: number
  /** Whether the module at column `x`, row `y` is dark. */
  dark: (x: number, y: number) => boolean
}

/** Error correction level of a QR code. */
export type QRLevel = 'L' | 'M' | 'Q' | 'H'

/**
 * The module matrix of `value`, for drawing a QR code anywhere (SVG in {@link QRCode}, a
 * canvas for a share poster) with one encoder.
 */
export function qrMatrix(value: string, level: QRLevel = 'M'): QRMatrix {
  const qr = QR.create(value, { errorCorrectionLevel: level })
  return { size: qr.modules.size, dark: (x, y) => Boolean(qr.modules.get(x, y)) }
}
