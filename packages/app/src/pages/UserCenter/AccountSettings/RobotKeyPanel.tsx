import type { RobotKeyIssued, RobotKeyStatus } from '@bourse/api-client'
import { Alert, Button, CopyButton, ConfirmModal, Skeleton } from '@bourse/ui'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { localeOf } from '../../../i18n/i18n'
import { readLanguage } from '../../../i18n/languages'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { IssuedKey, KeyActions, KeyText } from './RobotKeyPanel.styles'

/**
 * The quantitative robot's secret key: whether one exists (its last four characters and when it
 * was made), and issuing a new one. The key is stored only as a hash, so a new key is shown once,
 * here, with a copy button; replacing a key asks first, as the old one stops working.
 */
export function RobotKeyPanel() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<RobotKeyStatus | null>(null)
  const [failed, setFailed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [issued, setIssued] = useState<RobotKeyIssued | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    apiClient
      .get('/app/robot/key', { signal: controller.signal, silent: true })
      .then(setStatus)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [])

  const generate = useCallback(async () => {
    setGenerating(true)
    try {
      // A failure is reported by the site's error toast.
      const key = await apiClient.post('/app/robot/key/regenerate')
      setIssued(key)
      setStatus({ hasKey: true, createdAt: key.createdAt, hint: key.key.slice(-4) })
    } catch {
      // reported above
    } finally {
      setGenerating(false)
      setConfirming(false)
    }
  }, [])

  const date = (ms: number) =>
    new Intl.DateTimeFormat(localeOf(readLanguage()), { dateStyle: 'medium' }).format(ms)

  let body
  if (failed) body = <Alert tone="negative">{t('account.robotKey.loadError')}</Alert>
  else if (!status) body = <Skeleton width="240px" label={t('common.loading')} />
  else
    body = (
      <>
        <KeyText>{t('account.robotKey.description')}</KeyText>
        <KeyText>
          <strong>
            {status.hasKey && status.hint && status.createdAt !== null
              ? t('account.robotKey.active', { hint: status.hint, date: date(status.createdAt) })
              : t('account.robotKey.none')}
          </strong>
        </KeyText>
        {issued ? (
          <Alert tone="warning" title={t('account.robotKey.issuedTitle')} role="status">
            <KeyText>{t('account.robotKey.issuedWarning')}</KeyText>
            <IssuedKey>
              <code>{issued.key}</code>
              <CopyButton
                text={issued.key}
                label={t('account.robotKey.copy')}
                successMessage={t('common.copySucceeded')}
                failureMessage={t('common.copyFailed')}
              />
            </IssuedKey>
            <Button size="sm" onClick={() => setIssued(null)}>
              {t('account.robotKey.done')}
            </Button>
          </Alert>
        ) : null}
        <KeyActions>
          <Button
            variant={status.hasKey ? 'secondary' : 'primary'}
            loading={generating && !confirming}
            onClick={() => (status.hasKey ? setConfirming(true) : void generate())}
          >
            {status.hasKey ? t('account.robotKey.regenerate') : t('account.robotKey.generate')}
          </Button>
        </KeyActions>
      </>
    )

  return (
    <Panel>
      <PanelHead>
        <PanelTitle>{t('account.robotKey.title')}</PanelTitle>
      </PanelHead>
      <PanelBody>{body}</PanelBody>
      <ConfirmModal
        open={confirming}
        tone="danger"
        busy={generating}
        title={t('account.robotKey.confirmTitle')}
        confirmLabel={t('account.robotKey.confirm')}
        cancelLabel={t('account.robotKey.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void generate()}
      >
        {t('account.robotKey.confirmBody')}
      </ConfirmModal>
    </Panel>
  )
}

RobotKeyPanel.displayName = 'RobotKeyPanel'
