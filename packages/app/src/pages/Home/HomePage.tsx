import type { ProductItem } from '@bourse/api-client'
import { Button, Empty, Spinner } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { formatChangeRate, formatDecimal, toneOf } from '../../format'
import { useApiData } from '../../hooks/useApiData'
import { LIST_PAGE, useOpenCoins } from '../../hooks/useMarkets'
import { PageContainer } from '../../layout/shared.styles'
import { paths, registerHref } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { MarketTable, marketSymbol } from '../shared/MarketTable'
import { Num, Panel } from '../shared/Page.styles'
import {
  Card,
  Cards,
  Change,
  Ctas,
  Headline,
  Hero,
  HeroGrid,
  Kind,
  Section,
  SectionTitle,
  Snapshot,
  SnapshotRow,
  Sub,
  Ticker,
} from './Home.styles'

/** Where each kind of product leads. */
const productPath: Record<ProductItem['kind'], string> = {
  spot: paths.spot,
  contract: paths.futures,
  second: paths.futures,
  mining: paths.mining,
  financial: paths.mining,
}

function Products() {
  const { t } = useTranslation()
  // No abort signal: an aborted call would be reported as a network error toast.
  const products = useApiData(() => apiClient.post('/app/product/indexList', { body: LIST_PAGE }))
  if (products.status === 'loading') return <Spinner label={t('common.loading')} />
  if (products.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('home.products.error')}
        action={<Button onClick={products.reload}>{t('common.retry')}</Button>}
      />
    )
  }
  if (products.data.length === 0) return <Empty title={t('home.products.empty')} />
  return (
    <Cards>
      {products.data.map((product) => (
        <li key={product.id}>
          <Card to={productPath[product.kind]}>
            <Kind>{t(`home.products.kind.${product.kind}`)}</Kind>
            <strong>{product.name}</strong>
            <span>{product.summary}</span>
          </Card>
        </li>
      ))}
    </Cards>
  )
}

/** Home: hero with a live snapshot, products from `indexList`, markets from `coinList`. */
export function HomePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const coins = useOpenCoins()
  const leaders = coins.status === 'ready' ? coins.data.slice(0, 3) : []
  return (
    <>
      <Hero>
        <PageContainer>
          <HeroGrid>
            <div>
              <Headline>{t('home.hero.title')}</Headline>
              <Sub>{t('home.hero.subtitle')}</Sub>
              <Ctas>
                {loggedIn ? null : (
                  <Button
                    size="lg"
                    variant="primary"
                    onClick={() => void navigate(registerHref, { replace: true })}
                  >
                    {t('home.hero.register')}
                  </Button>
                )}
                <Button
                  size="lg"
                  variant={loggedIn ? 'primary' : 'secondary'}
                  onClick={() => void navigate(paths.spot)}
                >
                  {t('home.hero.trade')}
                </Button>
              </Ctas>
            </div>
            <Snapshot aria-label={t('home.snapshot.label')}>
              {leaders.map((coin) => (
                <SnapshotRow
                  key={marketSymbol(coin)}
                  to={`${paths.spot}?symbol=${encodeURIComponent(marketSymbol(coin))}`}
                >
                  <Ticker>{marketSymbol(coin)}</Ticker>
                  <Num>{formatDecimal(coin.price)}</Num>
                  <Change $tone={toneOf(coin.changeRate)}>
                    {formatChangeRate(coin.changeRate)}
                  </Change>
                </SnapshotRow>
              ))}
            </Snapshot>
          </HeroGrid>
        </PageContainer>
      </Hero>
      <PageContainer>
        <Section aria-labelledby="home-products">
          <SectionTitle id="home-products">{t('home.products.title')}</SectionTitle>
          <Products />
        </Section>
        <Section aria-labelledby="home-markets">
          <SectionTitle id="home-markets">{t('home.markets.title')}</SectionTitle>
          <Panel>
            <MarketTable coins={coins} caption={t('home.markets.title')} />
          </Panel>
        </Section>
      </PageContainer>
    </>
  )
}

HomePage.displayName = 'HomePage'
