import { isApiError, uploadKycPhoto } from '@bourse/api-client'
import { useCallback } from 'react'
import { useWidgets } from '../WidgetsProvider'
import { KycUploader, type KycPhotoUpload, type KycUploaderProps } from './KycUploader'

export type KycUploaderConnectedProps = Omit<KycUploaderProps, 'upload'> & {
  /**
   * The message of a server error code (`kyc.locked`, `network.error`, ...), e.g. the site's
   * translated `errors.<code>`; shown under "The photo could not be uploaded."
   * @default the server's own message
   */
  errorMessage?: (code: string) => string
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
        // The widget reads the type and size refusals from `code`; the rest shows its message.
        if (!isApiError(error) || !errorMessage) throw error
        if (error.code === 'kyc.photo.type' || error.code === 'kyc.photo.too.large') throw error
        throw new Error(errorMessage(error.code))
      }
    },
    [client, slot, errorMessage],
  )
  return <KycUploader {...props} upload={upload} />
}
KycUploaderConnected.displayName = 'KycUploaderConnected'
