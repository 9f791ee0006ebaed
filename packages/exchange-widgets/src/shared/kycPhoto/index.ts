export {
  browserImageCodec,
  fitWithin,
  KYC_JPEG_QUALITY,
  KYC_PHOTO_REFUSE_BYTES,
  prepareKycPhoto,
} from './prepare'
export type { KycDecodedImage, KycImageCodec, KycPreparedPhoto } from './prepare'
