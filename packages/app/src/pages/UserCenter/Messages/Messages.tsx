import type { InboxMessage, SecurityChange } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { Badge, Button, Checkbox, formatDateTime, useToast, type TableColumn } from '@bourse/ui'
import { useAtomValue, useStore } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { errorMessage } from '../../../errors'
import { inboxLatestAtom, inboxUnreadAtom, setInboxUnread } from '../../../session/inbox'
import { usePagedRecords } from '../../../wallet/usePagedRecords'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { Records } from '../shared/AssetRecords.styles'
import { AntiPhishing, MessageButton, Tools, UnreadDot, When } from './Messages.styles'
import { PagedRecordsTable } from '../shared/PagedRecordsTable'
import { Heading, Stack } from '../shared/UserCenter.styles'

/** Every security change a `security_change` notice may name, each with its own sentence. */
const securityChanges = {
  password_changed: true,
  password_reset: true,
  authenticator_enabled: true,
  authenticator_removed: true,
  phone_bound: true,
  email_bound: true,
  fund_password_set: true,
  passkey_added: true,
  passkey_removed: true,
  allowlist_off: true,
  anti_phishing_set: true,
} satisfies Record<SecurityChange, true>

const isSecurityChange = (value: string | undefined): value is SecurityChange =>
  value !== undefined && Object.hasOwn(securityChanges, value)

/** A message's text in the active language: its `kind`'s sentence with its `params`. */
export function useMessageText(): (message: InboxMessage) => string {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  return (message) => {
    const { params } = message
    if (message.kind === 'security_change') {
      const change = params.change
      const until = Number(params.blockedUntil)
      return [
        isSecurityChange(change)
          ? t(`inbox.securityChange.${change}`)
          : t('inbox.kind.security_change'),
        params.blockedUntil && Number.isFinite(until)
          ? t('inbox.securityChange.blockedUntil', { time: formatDateTime(until, locale) })
          : '',
        t('inbox.securityChange.notYou'),
      ]
        .filter(Boolean)
        .join(' ')
    }
    if (message.kind === 'new_device_sign_in')
      return t('inbox.kind.new_device_sign_in', {
        browser: params.browser || t('inbox.device.unknownBrowser'),
        os: params.os || t('inbox.device.unknownOs'),
        ip: params.ip ?? '',
      })
    return t(`inbox.kind.${message.kind}`, { replace: params })
  }
}

/**
 * `/messages`: the message centre. The user's messages, newest first and paged, unread ones
 * marked; opening one marks it read, "Mark all read" marks them all, "Unread only" filters.
 * Each read answers the unread count, which the header's badge shows; a message arriving live
 * (an `inbox` event) reloads the page.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation()
  const { locale } = useWidgets()
  const toast = useToast()
  const store = useStore()
  const unread = useAtomValue(inboxUnreadAtom)
  const latest = useAtomValue(inboxLatestAtom)
  const [unreadOnly, setUnreadOnly] = useState(false)
  // Read here since the page loaded: shown read without a reload.
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set())
  const [allRead, setAllRead] = useState(false)
  const [busy, setBusy] = useState(false)
  // The user's phrase, shown on every notice so a forged one is easy to spot (docs/adr/0026).
  const [antiPhishing, setAntiPhishing] = useState<string | null>(null)
  const text = useMessageText()

  const query = useMemo(() => ({ unreadOnly, latest: latest?.id ?? null }), [unreadOnly, latest])
  const records = usePagedRecords(query, async (q, page, signal) => {
    const result = await apiClient.post('/app/inbox/list', {
      body: { ...page, ...(q.unreadOnly ? { unreadOnly: true } : {}) },
      signal,
      silent: true,
    })
    if (!signal.aborted) {
      setInboxUnread(store, result.unread)
      setAntiPhishing(result.antiPhishing)
      setReadIds(new Set())
      setAllRead(false)
    }
    return result
  })

  const isRead = (m: InboxMessage) => m.read || allRead || readIds.has(m.id)

  const markRead = async (ids?: string[]) => {
    setBusy(true)
    try {
      const answer = await apiClient.post('/app/inbox/read', {
        body: ids ? { ids } : {},
        silent: true,
      })
      setInboxUnread(store, answer.unread)
      if (ids) setReadIds((current) => new Set([...current, ...ids]))
      else setAllRead(true)
    } catch (error) {
      toast.show({ message: errorMessage(i18n, error), tone: 'negative' })
    } finally {
      setBusy(false)
    }
  }

  const columns: TableColumn<InboxMessage>[] = [
    {
      prop: 'kind',
      label: t('messages.table.message'),
      render: (m) => {
        const fresh = !isRead(m)
        const button = (
          <MessageButton
            type="button"
            $unread={fresh}
            title={fresh ? t('messages.open') : undefined}
            aria-describedby={fresh ? `unread-${m.id}` : undefined}
            onClick={() => {
              if (fresh && !busy) void markRead([m.id])
            }}
          >
            {fresh ? <UnreadDot aria-hidden="true" /> : null}
            {text(m)}
          </MessageButton>
        )
        return antiPhishing ? (
          <>
            {button}
            <AntiPhishing>{t('messages.antiPhishing', { phrase: antiPhishing })}</AntiPhishing>
          </>
        ) : (
          button
        )
      },
    },
    {
      prop: 'read',
      label: t('messages.table.status'),
      width: '8rem',
      render: (m) =>
        isRead(m) ? (
          <Badge tone="neutral" size="sm">
            {t('messages.status.read')}
          </Badge>
        ) : (
          <Badge tone="warning" size="sm" id={`unread-${m.id}`}>
            {t('messages.status.unread')}
          </Badge>
        ),
    },
    {
      prop: 'createdAt',
      label: t('messages.table.time'),
      align: 'right',
      width: '12rem',
      render: (m) => <When>{formatDateTime(m.createdAt, locale)}</When>,
    },
  ]

  return (
    <Stack>
      <Heading>{t('userCenter.nav.messages')}</Heading>
      <Panel aria-labelledby="messages-title">
        <PanelHead>
          <PanelTitle id="messages-title">
            {t('messages.title.unread', { count: unread })}
          </PanelTitle>
          <Tools>
            <Checkbox
              label={t('messages.unreadOnly')}
              checked={unreadOnly}
              onChange={({ checked }) => setUnreadOnly(checked)}
            />
            <Button size="sm" disabled={unread === 0 || busy} onClick={() => void markRead()}>
              {t('messages.markAllRead')}
            </Button>
          </Tools>
        </PanelHead>
        <PanelBody>
          <Records>
            <PagedRecordsTable
              records={records}
              columns={columns}
              rowKey={(m) => m.id}
              caption={t('messages.table.caption')}
            />
          </Records>
        </PanelBody>
      </Panel>
    </Stack>
  )
}

MessagesPage.displayName = 'MessagesPage'

export { MessagesPage as Component }
