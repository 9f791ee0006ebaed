export * from './schema'
export { ApiError, clientErrorMessages, isApiError } from './errors'
export type { AnyErrorCode, ClientErrorCode } from './errors'
export { createExchangeClient, DEFAULT_TIMEOUT_MS } from './client'
export type { CallOptions, ExchangeClient, ExchangeClientOptions, ResponseData } from './client'
export {
  localTokenStore,
  memoryTokenStore,
  STORAGE_NAMESPACE,
  storageKey,
  TICKET_STORAGE_KEY,
} from './tokenStore'
export type { TokenStore } from './tokenStore'
export { createStreamClient, USER_CHANNEL } from './stream/streamClient'
export type { StreamClient, StreamClientOptions, StreamStatus } from './stream/streamClient'
export { DepthSequencer } from './stream/depthSequencer'
export type { DepthStep } from './stream/depthSequencer'
export {
  marketChannel,
  subscribeDepth,
  subscribeKline,
  subscribeTicker,
  subscribeTickers,
  subscribeTrades,
} from './stream/marketChannels'
export { UPLOAD_TIMEOUT_MS, uploadKycPhoto, uploadPhoto } from './uploadKycPhoto'
export type {
  PhotoUploadPath,
  UploadedKycPhoto,
  UploadedPhotoOf,
  UploadKycPhotoOptions,
  UploadPhotoOptions,
  UploadTarget,
} from './uploadKycPhoto'
