import type { SystemConfigKey } from '@bourse/api-client'
import { CopyButton, Icon, Modal } from '@bourse/ui'
import { Fragment, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { MenuTrigger } from '../Header/Header.styles'
import { Note, Rows, Term, Unavailable, Value } from './CustomerService.styles'

const keys = [
  'online_service',
  'custom_line',
  'custom_whatsapp',
] as const satisfies readonly SystemConfigKey[]

type Contacts = Partial<Record<SystemConfigKey, string>>

/** Only web links are rendered as links; anything else is shown as text. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
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

/**
 * The header's customer-service button and its modal (online service, LINE, WhatsApp).
 * `defaultOpen`: the dialog opens as it mounts (the button was clicked while it loaded).
 */
export function CustomerService({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(defaultOpen)
  // Fetched when the header loads (spec §7), so the modal opens with its values ready.
  const contacts = useContacts()
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
        <Rows>
          {rows.map(({ key, label, copyLabel }) => {
            const value = contacts[key]
            return (
              <Fragment key={key}>
                <Term>{label}</Term>
                <Value>
                  {!value ? (
                    <Unavailable>{t('customerService.unavailable')}</Unavailable>
                  ) : key === 'online_service' && isWebUrl(value) ? (
                    <a href={value} target="_blank" rel="noopener noreferrer">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </Value>
                <div>
                  {value ? (
                    <CopyButton
                      text={value}
                      label={copyLabel}
                      size="sm"
                      successMessage={t('common.copySucceeded')}
                      failureMessage={t('common.copyFailed')}
                    />
                  ) : null}
                </div>
              </Fragment>
            )
          })}
        </Rows>
      </Modal>
    </>
  )
}

CustomerService.displayName = 'CustomerService'
