import { Alert, Button } from '@bourse/ui'
import { useState } from 'react'
import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplyUpdate } from '../updateStore'
import { useWaitingUpdate } from '../updateStore'
import { Actions, Dock } from './UpdatePrompt.styles'

export type UpdatePromptProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Activates the new version (the page reloads when it takes over); no prompt while `null`.
   * @default null
   */
  onReload?: ApplyUpdate | null
}

/**
 * "A new version is available — Reload": shown when a new service worker waits. Reloading
 * activates it; "Later" hides the prompt until the next new version (the waiting one takes over
 * by itself once every tab of the site is closed).
 */
export function UpdatePrompt({ onReload = null, ...rest }: UpdatePromptProps) {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState<ApplyUpdate | null>(null)
  const [reloading, setReloading] = useState(false)
  if (!onReload || dismissed === onReload) return null
  const reload = () => {
    setReloading(true)
    onReload().catch(() => setReloading(false))
  }
  return (
    <Dock {...rest}>
      <Alert tone="info" role="status" title={t('pwa.update.title')}>
        {t('pwa.update.body')}
        <Actions>
          <Button
            variant="primary"
            size="sm"
            loading={reloading}
            loadingLabel={t('common.loading')}
            onClick={reload}
          >
            {t('pwa.update.reload')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDismissed(() => onReload)}>
            {t('pwa.update.later')}
          </Button>
        </Actions>
      </Alert>
    </Dock>
  )
}

UpdatePrompt.displayName = 'UpdatePrompt'

/** The update prompt for the site's own service worker (its registration fills the store). */
export function ServiceWorkerUpdatePrompt() {
  const waiting = useWaitingUpdate()
  return <UpdatePrompt onReload={waiting} />
}
