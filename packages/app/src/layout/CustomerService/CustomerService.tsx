import type { SystemConfigKey } from '@bourse/api-client'
import { CopyButton, Icon, Modal } from '@bourse/ui'
import { Fragment, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { MenuTrigger } from '../Header/Header.styles'
import { Action, Note, Rows, Term, Unavailable, Value } from './CustomerService.styles'

const keys = [
  'online_service',
  'custom_line',
  'custom_whatsapp',
] as const satisfies readonly SystemConfigKey[]

export type Contacts = Partial<Record<SystemConfigKey, string>>

/**
 * How an "online service" value opens: a web page in a new tab, or a mail (`mailto:`) in the
 * user's mail app; `null` for anything else (a phone number, a name, a `javascript:` URL), which
 * is shown as text.
 */
export function contactLink(value: string): { href: string; newTab: boolean } | null {
  try {
    const url = new URL(value.trim())
    if (url.protocol === 'https:' || url.protocol === 'http:')
      return { href: url.href, newTab: true }
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) {
      return { href: url.href, newTab: false }
    }
    return null
  } catch {
    return null
  }
}

function ContactValue({ value, linked }: { value: string; linked: boolean }) {
  const link = linked ? contactLink(value) : null
  if (!link) return <>{value}</>
  return link.newTab ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  ) : (
    <a href={link.href}>{value}</a>
  )
}

/** Reads the three customer-service values; a missing one is simply not offered. */
export function useContacts(): Contacts {
  const [contacts, setContacts] = useState<Contacts>({})
  useEffect(() => {
    const controller = new AbortController()
    for (const key of keys) {
      apiClient
        .get('/app/systemConfig/getByKey', {
          params: { query: { key } },
          silent: true,
          signal: controller.signal,
        })
        .then((item) => setContacts((prev) => ({ ...prev, [key]: item.value })))
        .catch(() => undefined)
    }
    return () => controller.abort()
  }, [])
  return contacts
}

export type ContactListProps = {
  /**
   * The support contacts from the system config: `online_service` (a web page, a `mailto:`
   * address or plain text such as office hours), `custom_line` and `custom_whatsapp`. Each can be
   * copied; one missing shows "Not available".
   */
  contacts: Contacts
}

/** The customer-service values as a list: online service (a link when it is one), LINE, WhatsApp. */
export function ContactList({ contacts }: ContactListProps) {
  const { t } = useTranslation()
  const rows: { key: SystemConfigKey; label: string; copyLabel: string }[] = [
    {
      key: 'online_service',
      label: t('customerService.online'),
      copyLabel: t('customerService.copyOnline'),
    },
    {
      key: 'custom_line',
      label: t('customerService.line'),
      copyLabel: t('customerService.copyLine'),
    },
    {
      key: 'custom_whatsapp',
      label: t('customerService.whatsapp'),
      copyLabel: t('customerService.copyWhatsapp'),
    },
  ]
  return (
    <Rows>
      {rows.map(({ key, label, copyLabel }) => {
        const value = contacts[key]
        return (
          <Fragment key={key}>
            <Term>{label}</Term>
            <Value>
              {value ? (
                <ContactValue value={value} linked={key === 'online_service'} />
              ) : (
                <Unavailable>{t('customerService.unavailable')}</Unavailable>
              )}
            </Value>
            <Action>
              {value ? (
                <CopyButton
                  text={value}
                  label={copyLabel}
                  size="sm"
                  successMessage={t('common.copySucceeded')}
                  failureMessage={t('common.copyFailed')}
                />
              ) : null}
            </Action>
          </Fragment>
        )
      })}
    </Rows>
  )
}

/**
 * The header's customer-service button and its modal (online service, LINE, WhatsApp).
 * `defaultOpen`: the dialog opens as it mounts (the button was clicked while it loaded).
 */
export function CustomerService({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(defaultOpen)
  // Fetched when the header loads (spec §7), so the modal opens with its values ready.
  const contacts = useContacts()
  return (
    <>
      <MenuTrigger
        type="button"
        aria-label={t('customerService.open')}
        onClick={() => setOpen(true)}
      >
        <Icon name="headset" />
      </MenuTrigger>
      <Modal
        open={open}
        title={t('customerService.title')}
        closeLabel={t('common.close')}
        onClose={() => setOpen(false)}
      >
        <Note>{t('customerService.intro')}</Note>
        <ContactList contacts={contacts} />
      </Modal>
    </>
  )
}

CustomerService.displayName = 'CustomerService'
