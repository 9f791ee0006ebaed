import type { KycUploaderLabels } from '@bourse/exchange-widgets'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The photo uploader's texts in the active language (the `account` bundle): verification photos
 * and feedback screenshots share them, as they share the upload rules.
 */
export function useUploaderLabels(): KycUploaderLabels {
  const { t } = useTranslation()
  return useMemo<KycUploaderLabels>(
    () => ({
      choose: t('security.kyc.upload.choose'),
      fileInput: t('security.kyc.upload.fileInput'),
      drop: t('security.kyc.upload.drop'),
      dropActive: t('security.kyc.upload.dropActive'),
      accepted: t('security.kyc.upload.accepted'),
      preparing: t('security.kyc.upload.preparing'),
      uploading: t('security.kyc.upload.uploading'),
      progress: t('security.kyc.upload.progress'),
      cancel: t('security.kyc.upload.cancel'),
      uploaded: t('security.kyc.upload.uploaded'),
      replace: t('security.kyc.upload.replace'),
      remove: t('security.kyc.upload.remove'),
      retry: t('security.kyc.upload.retry'),
      preview: t('security.kyc.upload.preview'),
      errorType: t('security.kyc.upload.errorType'),
      errorSize: t('security.kyc.upload.errorSize'),
      errorHeic: t('security.kyc.upload.errorHeic'),
      errorUpload: t('security.kyc.upload.errorUpload'),
    }),
    [t],
  )
}
