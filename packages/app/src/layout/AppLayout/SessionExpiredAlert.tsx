import { Button, Modal } from '@bourse/ui'
import { useTranslation } from 'react-i18next'

/**
 * `login.session.expired`: an alert whose only way out is to reload (spec §8). A chunk of its
 * own, loaded when a session expires (AppLayout).
 */
export function SessionExpiredAlert() {
  const { t } = useTranslation()
  return (
    <Modal
      open
      title={t('session.expired.title')}
      size="sm"
      closeOnBackdrop={false}
      closeLabel={t('common.close')}
      onClose={() => window.location.reload()}
      role="alertdialog"
      footer={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('session.expired.relogin')}
        </Button>
      }
    >
      {t('session.expired.body')}
    </Modal>
  )
}

SessionExpiredAlert.displayName = 'SessionExpiredAlert'
