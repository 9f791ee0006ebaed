import type { SessionDevice } from '@bourse/api-client'
import {
  Badge,
  Button,
  ConfirmModal,
  Empty,
  formatDateTime,
  Table,
  type TableColumn,
} from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../../shared/Page.styles'
import { DeviceName, Note } from './Devices.styles'
import { deviceName, NONE } from './device'

export type DeviceListProps = {
  /** The signed-in sessions, the current one marked; undefined while they load. */
  sessions: readonly SessionDevice[] | undefined
  /** Loading them failed: a message and a retry button instead of the table. */
  failed?: boolean
  /** Called when the user asks to load them again. */
  onRetry: () => void
  /** The id of the session being signed out (its button spins). */
  signingOut?: string | null
  /** Called when the user signs out one session. */
  onSignOut: (details: { sessionId: string }) => void
  /** The "sign out all other devices?" dialog is open. */
  confirming: boolean
  /** Called to open or close that dialog. */
  onConfirmingChange: (details: { open: boolean }) => void
  /** Signing the other sessions out is under way (the dialog's button spins). */
  signingOutOthers?: boolean
  /** Called when the user confirms signing every other session out. */
  onSignOutOthers: () => void
  /** Locale of the dates. @default 'en' */
  locale?: string
  /** Time zone of the dates. @default the browser's */
  timeZone?: string
}

/**
 * The browsers and apps signed in to the account (issue #18): which device, from which address,
 * when it signed in and was last active. The current one is marked "This device"; any other can
 * be signed out, or all of them at once after a confirmation.
 */
export function DeviceList({
  sessions,
  failed = false,
  onRetry,
  signingOut = null,
  onSignOut,
  confirming,
  onConfirmingChange,
  signingOutOthers = false,
  onSignOutOthers,
  locale = 'en',
  timeZone,
}: DeviceListProps) {
  const { t } = useTranslation()
  const title = t('security.devices.title')
  const others = sessions?.some((s) => !s.current) ?? false
  const columns: TableColumn<SessionDevice>[] = [
    {
      prop: 'browser',
      label: t('security.devices.column.device'),
      render: (s) => (
        <DeviceName>
          {deviceName(t, s)}
          {s.current ? (
            <Badge tone="positive" size="sm">
              {t('security.devices.current')}
            </Badge>
          ) : null}
        </DeviceName>
      ),
    },
    { prop: 'ip', label: t('security.devices.column.ip'), render: (s) => s.ip ?? NONE },
    {
      prop: 'createdAt',
      label: t('security.devices.column.signedIn'),
      render: (s) => formatDateTime(s.createdAt, locale, timeZone),
    },
    {
      prop: 'lastSeenAt',
      label: t('security.devices.column.lastActive'),
      render: (s) => formatDateTime(s.lastSeenAt, locale, timeZone),
    },
    {
      prop: 'id',
      label: t('security.devices.column.action'),
      align: 'right',
      render: (s) =>
        s.current ? null : (
          <Button
            size="sm"
            loading={signingOut === s.id}
            loadingLabel={t('common.loading')}
            disabled={signingOutOthers}
            onClick={() => onSignOut({ sessionId: s.id })}
          >
            {t('security.devices.signOut')}
          </Button>
        ),
    },
  ]
  return (
    <Panel aria-label={title}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
        {others && !failed ? (
          <Button size="sm" onClick={() => onConfirmingChange({ open: true })}>
            {t('security.devices.signOutOthers')}
          </Button>
        ) : null}
      </PanelHead>
      <PanelBody>
        {failed ? (
          <Empty
            icon="warning"
            title={t('security.devices.loadError')}
            action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
          />
        ) : (
          <>
            <Note>{t('security.devices.lead')}</Note>
            <Table
              columns={columns}
              rows={sessions ?? []}
              rowKey={(s) => s.id}
              loading={!sessions}
              loadingRows={2}
              loadingLabel={t('common.loading')}
              caption={title}
            />
          </>
        )}
      </PanelBody>
      <ConfirmModal
        open={confirming}
        tone="danger"
        busy={signingOutOthers}
        title={t('security.devices.confirmTitle')}
        confirmLabel={t('security.devices.confirm')}
        cancelLabel={t('security.devices.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => onConfirmingChange({ open: false })}
        onConfirm={onSignOutOthers}
      >
        {t('security.devices.confirmBody')}
      </ConfirmModal>
    </Panel>
  )
}

DeviceList.displayName = 'DeviceList'
