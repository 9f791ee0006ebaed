import type { ErrorText } from '../shared/apiError'
import {
  isApiError,
  uploadKycPhoto,
  uploadPhoto,
  type KycPhotoSlot,
  type UploadedPhoto,
} from '@bourse/api-client'
import { useCallback } from 'react'
import { useWidgets } from '../WidgetsProvider'
import {
  KycUploader,
  type KycPhotoUpload,
  type KycUploaderProps,
  type PhotoUpload,
} from './KycUploader'

export type KycUploaderConnectedProps = Omit<KycUploaderProps, 'upload' | 'slot'> & {
  /** Which photo this is: the certificate's front, its back, or the holder holding it. */
  slot: KycPhotoSlot
}

/**
 * How a failed upload reaches the widget: the type and size refusals keep their `code` (the
 * widget shows its own text for them); any other error becomes an Error with the site's message.
 */
function uploaderError(error: unknown, errorText: ErrorText | undefined): unknown {
  if (!isApiError(error) || !errorText) return error
  if (error.code === 'kyc.photo.type' || error.code === 'kyc.photo.too.large') return error
  return new Error(errorText(error.code))
}

/**
 * {@link KycUploader} uploading with `PUT /app/kyc/photo` (`uploadKycPhoto`, with progress)
 * through the widgets' client: its base URL and session token. For signed-in users only.
 */
export function KycUploaderConnected(props: KycUploaderConnectedProps) {
  const { client, errorText } = useWidgets()
  const { slot } = props
  const upload = useCallback<KycPhotoUpload>(
    async (blob, onProgress, signal) => {
      try {
        return await uploadKycPhoto(client, slot, blob, { onProgress, signal })
      } catch (error) {
        throw uploaderError(error, errorText)
      }
    },
    [client, slot, errorText],
  )
  return <KycUploader {...props} upload={upload} />
}
KycUploaderConnected.displayName = 'KycUploaderConnected'

export type FeedbackPhotoUploaderConnectedProps = Omit<KycUploaderProps<UploadedPhoto>, 'upload'>

/**
 * {@link KycUploader} for a feedback screenshot: the same checks, downscaling and progress, sent
 * with `PUT /app/feedback/photo` (`uploadPhoto`). For signed-in users only.
 */
export function FeedbackPhotoUploaderConnected(props: FeedbackPhotoUploaderConnectedProps) {
  const { client, errorText } = useWidgets()
  const upload = useCallback<PhotoUpload<UploadedPhoto>>(
    async (blob, onProgress, signal) => {
      try {
        return await uploadPhoto(client, '/app/feedback/photo', blob, { onProgress, signal })
      } catch (error) {
        throw uploaderError(error, errorText)
      }
    },
    [client, errorText],
  )
  return <KycUploader<UploadedPhoto> {...props} upload={upload} />
}
FeedbackPhotoUploaderConnected.displayName = 'FeedbackPhotoUploaderConnected'
