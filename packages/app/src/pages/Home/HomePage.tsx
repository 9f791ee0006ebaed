import type { ProductItem } from '@bourse/api-client'
import { MarketListConnected } from '@bourse/exchange-widgets'
import { Button, Empty, Icon, Spinner } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { useArticleList } from '../../content/useContent'
import { useApiData } from '../../hooks/useApiData'
import { LIST_PAGE, useOpenCoins } from '../../hooks/useMarkets'
import { PageContainer } from '../../layout/shared.styles'
import { paths, registerHref } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { useLiveMarkets, type LiveMarkets } from '../../markets/useLiveMarkets'
import { useMemo } from 'react'
import {
  Card,
  Cards,
  Ctas,
  Entries,
  Entry,
  Headline,
  Hero,
  HeroGrid,
  Kind,
  ListPanel,
  Section,
  SectionHead,
  SectionTitle,
  Strip,
  StripBar,
  StripItems,
  Sub,
  TradeLink,
} from './Home.styles'
import { HeroSnapshot, spotHref, TopMarkets, TopMovers } from './LiveOverview'

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

/** The market of a coin of `/app/product/coinList` (`BTC/USDT` there, `BTCUSDT` in the lists). */
const marketOfCoin = (coin: { codeName: string; symbol?: string }) =>
  (coin.symbol ?? `${coin.codeName}/USDT`).replace('/', '')

/**
 * Every open coin, live: which coins the home page lists comes from `/app/product/coinList`,
 * keeping only open ones (spec §7); closed and maintenance markets show on the quotes page.
 */
function OpenCoins() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const coins = useOpenCoins()
  const symbols = useMemo(
    () => (coins.status === 'ready' ? coins.data.map(marketOfCoin) : undefined),
    [coins],
  )
  if (coins.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('widget.marketList.error')}
        action={<Button onClick={coins.reload}>{t('common.retry')}</Button>}
      />
    )
  }
  if (!symbols) return <Spinner label={t('common.loading')} />
  return (
    <MarketListConnected
      loggedIn={loggedIn}
      symbols={symbols}
      error={t('widget.marketList.error')}
      fillHeight
      onSelect={({ symbol }) => void navigate(spotHref(symbol))}
    />
  )
}

/** How many announcements the strip shows (pinned first, then the newest). */
const STRIP_NOTICES = 3

/** The latest announcements as titles only (no article text, so no HTML sanitiser here). */
function LatestNotices() {
  const { t } = useTranslation()
  const notices = useArticleList({ kind: 'notice', pageIndex: 1, pageSize: STRIP_NOTICES, q: '' })
  // Loading or failed: the strip keeps its link to every announcement and says nothing wrong.
  if (!notices.page) return null
  if (notices.page.list.length === 0) return <span>{t('home.announcements.empty')}</span>
  return (
    <StripItems>
      {notices.page.list.map((notice) => (
        <li key={notice.id}>
          <Link to={`${paths.detail}?id=${encodeURIComponent(notice.id)}`}>{notice.title}</Link>
        </li>
      ))}
    </StripItems>
  )
}

/** The live markets, open ones only: the home page shows no closed or maintenance market. */
function useOpenMarkets(): LiveMarkets {
  const live = useLiveMarkets()
  const markets = useMemo(() => live.markets.filter((m) => m.isOpen === 0), [live.markets])
  return useMemo(() => ({ ...live, markets }), [live, markets])
}

/** Home: hero with a live snapshot, announcements, top markets, movers, products, every market. */
export function HomePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const live = useOpenMarkets()
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
            <HeroSnapshot live={live} />
          </HeroGrid>
        </PageContainer>
      </Hero>
      <StripBar>
        <PageContainer>
          <Strip role="region" aria-label={t('home.announcements.title')}>
            <Icon name="bell" />
            <strong>{t('home.announcements.title')}</strong>
            <LatestNotices />
            <TradeLink to={paths.notices}>{t('home.announcements.all')}</TradeLink>
          </Strip>
        </PageContainer>
      </StripBar>
      <PageContainer>
        <Section aria-labelledby="home-overview">
          <SectionHead>
            <SectionTitle id="home-overview">{t('home.overview.title')}</SectionTitle>
            <TradeLink to={paths.quotation}>{t('home.overview.viewAll')}</TradeLink>
          </SectionHead>
          <TopMarkets live={live} />
        </Section>
        <Section aria-labelledby="home-movers">
          <SectionTitle id="home-movers">{t('home.movers.title')}</SectionTitle>
          <TopMovers live={live} />
        </Section>
        <Section aria-labelledby="home-markets">
          <SectionHead>
            <SectionTitle id="home-markets">{t('home.markets.title')}</SectionTitle>
            <TradeLink to={paths.quotation}>{t('home.overview.viewAll')}</TradeLink>
          </SectionHead>
          <ListPanel>
            <OpenCoins />
          </ListPanel>
        </Section>
        <Section aria-labelledby="home-products">
          <SectionTitle id="home-products">{t('home.products.title')}</SectionTitle>
          <Products />
        </Section>
        <Section>
          <Entries>
            <Entry to={paths.download}>
              <Icon name="download" size="xl" />
              <strong>{t('home.app.title')}</strong>
              <span>{t('home.app.body')}</span>
              <span data-cta="">{t('home.app.cta')}</span>
            </Entry>
            <Entry to={paths.helpCenter}>
              <Icon name="info" size="xl" />
              <strong>{t('home.tutorial.title')}</strong>
              <span>{t('home.tutorial.body')}</span>
              <span data-cta="">{t('home.tutorial.cta')}</span>
            </Entry>
          </Entries>
        </Section>
      </PageContainer>
    </>
  )
}

HomePage.displayName = 'HomePage'
