export { FileDrop } from './FileDrop'
export type { FileDropProps, FileRejectReason } from './FileDrop'
