export { Modal } from './Modal'
export type { ModalCloseReason, ModalProps } from './Modal'
