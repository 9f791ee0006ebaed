export { defaultKycUploaderLabels, KYC_ACCEPTED_TYPES_TEXT, KycUploader } from './KycUploader'
export type { KycPhotoUpload, KycUploaderLabels, KycUploaderProps } from './KycUploader'
export { KycUploaderConnected } from './KycUploader.connected'
export type { KycUploaderConnectedProps } from './KycUploader.connected'
