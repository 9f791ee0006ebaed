import { Button } from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { useStepUp } from '../../../auth/stepUp'
import { useApiData } from '../../../hooks/useApiData'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { ItemEnd, Items, Status } from '../shared/UserCenter.styles'

/**
 * The withdrawal allow-list switch of the security settings (docs/adr/0026): on, withdrawals go
 * only to saved addresses from 24 hours after each was saved. Turning it on is immediate;
 * turning it off asks for a step-up and pauses withdrawals for 24 hours. A failed change is
 * reported by the site's error toast.
 */
export function AllowlistPanel() {
  const { t } = useTranslation()
  const limits = useApiData((signal) =>
    apiClient.get('/app/wallet/withdrawal/limits', { signal, silent: true }),
  )
  const [changed, setChanged] = useState<boolean | null>(null)
  const [pending, setPending] = useState(false)
  const on = changed ?? limits.data?.withdrawalAllowlist ?? null
  const stepUp = useStepUp()

  const toggle = async () => {
    if (on === null || pending) return
    const enabled = !on
    const send = async (stepUpToken?: string) => {
      setPending(true)
      try {
        return await apiClient.post('/app/wallet/allowlist', {
          body: { enabled, ...(stepUpToken ? { stepUpToken } : {}) },
        })
      } finally {
        setPending(false)
      }
    }
    try {
      // Off takes a step-up (cancelled: null, nothing changes); on takes nothing.
      const next = enabled ? await send() : await stepUp.run(send)
      if (next) setChanged(next.withdrawalAllowlist)
    } catch {
      // reported by the error toast
    }
  }

  return (
    <Panel aria-label={t('security.allowlist.title')}>
      <PanelHead>
        <PanelTitle>{t('security.allowlist.title')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <Items>
          <li>
            <span>
              {t('security.allowlist.description')}
              {on ? ` ${t('security.allowlist.offNote')}` : null}
            </span>
            <ItemEnd>
              {on === null ? null : (
                <Status $ok={on}>
                  {on ? t('security.allowlist.on') : t('security.allowlist.off')}
                </Status>
              )}
              <Button
                size="sm"
                disabled={on === null}
                loading={pending}
                onClick={() => void toggle()}
              >
                {on ? t('security.allowlist.turnOff') : t('security.allowlist.turnOn')}
              </Button>
            </ItemEnd>
          </li>
        </Items>
      </PanelBody>
      {stepUp.dialog}
    </Panel>
  )
}

AllowlistPanel.displayName = 'AllowlistPanel'
