import type { SignInRecord } from '@bourse/api-client'
import { Badge, Button, Empty, formatDateTime, Table, type TableColumn } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../../shared/Page.styles'
import { Note } from './Devices.styles'
import { deviceName } from './device'

export type SignInHistoryProps = {
  /** The last sign-ins, newest first; undefined while they load. */
  signIns: readonly SignInRecord[] | undefined
  /** Loading them failed: a message and a retry button instead of the table. */
  failed?: boolean
  /** Called when the user asks to load them again. */
  onRetry: () => void
  /** Locale of the times. @default 'en' */
  locale?: string
  /** Time zone of the times. @default the browser's */
  timeZone?: string
}

/**
 * The last sign-ins to the account (issue #18): when, from which device and address, and whether
 * it succeeded or which check failed (failures in the negative tone).
 */
export function SignInHistory({
  signIns,
  failed = false,
  onRetry,
  locale = 'en',
  timeZone,
}: SignInHistoryProps) {
  const { t } = useTranslation()
  const title = t('security.devices.history.title')
  const result: Record<SignInRecord['result'], string> = {
    success: t('security.devices.result.success'),
    password_wrong: t('security.devices.result.passwordWrong'),
    authenticator_wrong: t('security.devices.result.authenticatorWrong'),
    passkey_wrong: t('security.devices.result.passkeyWrong'),
  }
  const columns: TableColumn<SignInRecord>[] = [
    {
      prop: 'time',
      label: t('security.devices.history.time'),
      render: (r) => formatDateTime(r.time, locale, timeZone),
    },
    {
      prop: 'browser',
      label: t('security.devices.column.device'),
      render: (r) => deviceName(t, r),
    },
    { prop: 'ip', label: t('security.devices.column.ip') },
    {
      prop: 'result',
      label: t('security.devices.history.result'),
      render: (r) => (
        <Badge size="sm" tone={r.result === 'success' ? 'positive' : 'negative'}>
          {result[r.result]}
        </Badge>
      ),
    },
  ]
  return (
    <Panel aria-label={title}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
      </PanelHead>
      <PanelBody>
        {failed ? (
          <Empty
            icon="warning"
            title={t('security.devices.history.loadError')}
            action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
          />
        ) : (
          <>
            <Note>{t('security.devices.history.lead')}</Note>
            <Table
              columns={columns}
              rows={signIns ?? []}
              rowKey={(r, i) => `${r.time}-${i}`}
              loading={!signIns}
              loadingRows={3}
              loadingLabel={t('common.loading')}
              caption={title}
              empty={<Empty title={t('security.devices.history.empty')} />}
            />
          </>
        )}
      </PanelBody>
    </Panel>
  )
}

SignInHistory.displayName = 'SignInHistory'
