export { StepUpDialog, type StepUpDialogProps } from './StepUpDialog'
export { useStepUp, type StepUp, type UseStepUpOptions } from './useStepUp'
export { isStepUpRequired } from './stepUp'
export { StepUpModal, type StepUpModalProps } from './StepUpModal'
