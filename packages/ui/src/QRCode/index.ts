export { QRCode } from './QRCode'
export type { QRCodeProps } from './QRCode'
