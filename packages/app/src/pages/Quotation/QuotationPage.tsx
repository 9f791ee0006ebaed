import { MarketListConnected } from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { SimplePage } from '../shared/SimplePage'
import { QuotesPanel } from './Quotation.styles'

/** Every market, live: sort, search, quote-asset and favourites tabs; a market opens its desk. */
export function QuotationPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  return (
    <SimplePage title={t('quotation.title')} lead={t('quotation.lead')}>
      <QuotesPanel>
        <MarketListConnected
          loggedIn={loggedIn}
          error={t('widget.marketList.error')}
          fillHeight
          onSelect={({ symbol }) =>
            void navigate(`${paths.spot}?symbol=${encodeURIComponent(symbol)}`)
          }
        />
      </QuotesPanel>
    </SimplePage>
  )
}

QuotationPage.displayName = 'QuotationPage'
