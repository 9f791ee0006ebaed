export { Modal } from './Modal'
export type { ModalCloseReason, ModalProps } from './Modal'
export { ConfirmModal } from './ConfirmModal'
export type { ConfirmModalProps } from './ConfirmModal'
