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
  /**
   * The message of a server error code (`kyc.locked`, `network.error`, ...), e.g. the site's
   * translated `errors.<code>`; shown under "The photo could not be uploaded."
   * @default the server's own message
   */
  errorMessage?: (code: string) => string
}

/**
 * How a failed upload reaches the widget: the type and size refusals keep their `code` (the
 * widget shows its own text for them); any other error becomes an Error with the site's message.
 */
function uploaderError(error: unknown, errorMessage?: (code: string) => string): unknown {
  if (!isApiError(error) || !errorMessage) return error
  if (error.code === 'kyc.photo.type' || error.code === 'kyc.photo.too.large') return error
  return new Error(errorMessage(error.code))
}

/**
 * {@link KycUploader} uploading with `PUT /app/kyc/photo` (`uploadKycPhoto`, with progress)
 * through the widgets' client: its base URL and session token. For signed-in users only.
 */
export function KycUploaderConnected({ errorMessage, ...props }: KycUploaderConnectedProps) {
  const { client } = useWidgets()
  const { slot } = props
  const upload = useCallback<KycPhotoUpload>(
    async (blob, onProgress, signal) => {
      try {
        return await uploadKycPhoto(client, slot, blob, { onProgress, signal })
      } catch (error) {
        throw uploaderError(error, errorMessage)
      }
    },
    [client, slot, errorMessage],
  )
  return <KycUploader {...props} upload={upload} />
}
KycUploaderConnected.displayName = 'KycUploaderConnected'

export type FeedbackPhotoUploaderConnectedProps = Omit<
  KycUploaderProps<UploadedPhoto>,
  'upload'
> & {
  /** As {@link KycUploaderConnectedProps.errorMessage}. @default the server's own message */
  errorMessage?: (code: string) => string
}

/**
 * {@link KycUploader} for a feedback screenshot: the same checks, downscaling and progress, sent
 * with `PUT /app/feedback/photo` (`uploadPhoto`). For signed-in users only.
 */
export function FeedbackPhotoUploaderConnected({
  errorMessage,
  ...props
}: FeedbackPhotoUploaderConnectedProps) {
  const { client } = useWidgets()
  const upload = useCallback<PhotoUpload<UploadedPhoto>>(
    async (blob, onProgress, signal) => {
      try {
        return await uploadPhoto(client, '/app/feedback/photo', blob, { onProgress, signal })
      } catch (error) {
        throw uploaderError(error, errorMessage)
      }
    },
    [client, errorMessage],
  )
  return <KycUploader<UploadedPhoto> {...props} upload={upload} />
}
FeedbackPhotoUploaderConnected.displayName = 'FeedbackPhotoUploaderConnected'
