import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { Shot } from './FeedbackPage.styles'

export type FeedbackShotProps = {
  /** The stored screenshot's id. */
  photoId: string
}

/**
 * A feedback's screenshot, read back from the server with the session's ticket (an `<img src>`
 * cannot send it), shown small and opened full size in a new tab.
 */
export function FeedbackShot({ photoId }: FeedbackShotProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let objectUrl: string | null = null
    let cancelled = false
    void apiClient.raw
      .GET('/app/feedback/photo/{photoId}', { params: { path: { photoId } }, parseAs: 'blob' })
      .then(({ data, response }) => {
        if (cancelled || !response.ok || !(data instanceof Blob)) return
        objectUrl = URL.createObjectURL(data)
        setUrl(objectUrl)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [photoId])
  if (!url) return null
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <Shot src={url} alt={t('feedback.table.screenshot')} />
    </a>
  )
}

FeedbackShot.displayName = 'FeedbackShot'
