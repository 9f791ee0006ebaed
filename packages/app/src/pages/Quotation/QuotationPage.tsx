import { Input } from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOpenCoins } from '../../hooks/useMarkets'
import { MarketTable } from '../shared/MarketTable'
import { Panel, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

/** Every open market with its last price and 24 h change. */
export function QuotationPage() {
  const { t } = useTranslation()
  const coins = useOpenCoins()
  const [query, setQuery] = useState('')
  const needle = query.trim().toUpperCase()
  const filtered =
    coins.status === 'ready' && needle
      ? {
          ...coins,
          data: coins.data.filter((c) =>
            `${c.codeName} ${c.symbol ?? ''}`.toUpperCase().includes(needle),
          ),
        }
      : coins
  return (
    <SimplePage title={t('quotation.title')} lead={t('quotation.lead')}>
      <Panel>
        <PanelHead>
          <PanelTitle>{t('quotation.spot')}</PanelTitle>
          <Input
            aria-label={t('quotation.search')}
            placeholder={t('quotation.search')}
            type="search"
            size="sm"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </PanelHead>
        <MarketTable coins={filtered} caption={t('quotation.spot')} />
      </Panel>
    </SimplePage>
  )
}

QuotationPage.displayName = 'QuotationPage'
