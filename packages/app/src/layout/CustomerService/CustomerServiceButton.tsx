import { Icon } from '@bourse/ui'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { retryImport } from '../../router/retryImport'
import { MenuTrigger } from '../Header/Header.styles'

/**
 * The dialog, its copy buttons and the contacts' requests are a chunk of their own, fetched as
 * the header first renders: none of it is needed for the first paint.
 */
const CustomerService = lazy(() =>
  retryImport(() => import('./CustomerService')).then((m) => ({ default: m.CustomerService })),
)

/**
 * The header's customer-service button. Until its chunk arrives, the same button stands in its
 * place (so nothing in the header moves), and a click on it opens the dialog once it is there.
 */
export function CustomerServiceButton() {
  const { t } = useTranslation()
  const [requested, setRequested] = useState(false)
  const placeholder = (
    <MenuTrigger
      type="button"
      aria-label={t('customerService.open')}
      onClick={() => setRequested(true)}
    >
      <Icon name="headset" />
    </MenuTrigger>
  )
  return (
    <Suspense fallback={placeholder}>
      <CustomerService defaultOpen={requested} />
    </Suspense>
  )
}

CustomerServiceButton.displayName = 'CustomerServiceButton'
