export { QRCode } from './QRCode'
export type { QRCodeProps } from './QRCode'
export { qrMatrix } from './qrMatrix'
export type { QRLevel, QRMatrix } from './qrMatrix'
