export { defaultKycUploaderLabels, KYC_ACCEPTED_TYPES_TEXT, KycUploader } from './KycUploader'
export type {
  KycPhotoUpload,
  KycUploaderLabels,
  KycUploaderProps,
  PhotoUpload,
} from './KycUploader'
export { FeedbackPhotoUploaderConnected, KycUploaderConnected } from './KycUploader.connected'
export type {
  FeedbackPhotoUploaderConnectedProps,
  KycUploaderConnectedProps,
} from './KycUploader.connected'
