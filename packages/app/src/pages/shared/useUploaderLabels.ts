import type { KycUploaderLabels } from '@bourse/exchange-widgets'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The photo uploader's texts in the active language (the widgets' `account` part, loaded with the `account` bundle): verification photos
 * and feedback screenshots share them, as they share the upload rules.
 */
export function useUploaderLabels(): KycUploaderLabels {
  const { t } = useTranslation()
  return useMemo<KycUploaderLabels>(
    () => ({
      choose: t('widget.kycUploader.choose'),
      fileInput: t('widget.kycUploader.fileInput'),
      drop: t('widget.kycUploader.drop'),
      dropActive: t('widget.kycUploader.dropActive'),
      accepted: t('widget.kycUploader.accepted'),
      preparing: t('widget.kycUploader.preparing'),
      uploading: t('widget.kycUploader.uploading'),
      progress: t('widget.kycUploader.progress'),
      cancel: t('widget.kycUploader.cancel'),
      uploaded: t('widget.kycUploader.uploaded'),
      replace: t('widget.kycUploader.replace'),
      remove: t('widget.kycUploader.remove'),
      retry: t('widget.retry'),
      preview: t('widget.kycUploader.preview'),
      errorType: t('widget.kycUploader.errorType'),
      errorSize: t('widget.kycUploader.errorSize'),
      errorHeic: t('widget.kycUploader.errorHeic'),
      errorUpload: t('widget.kycUploader.errorUpload'),
    }),
    [t],
  )
}
