import type { CoinItem } from '@bourse/api-client'
import { Button, Empty, Spinner, Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { formatChangeRate, formatDecimal, toneOf } from '../../format'
import { useOpenCoins } from '../../hooks/useMarkets'
import { loginHrefFrom } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { Change } from '../Home/Home.styles'
import { marketSymbol } from './MarketTable'
import { Num, PanelTabs } from './Page.styles'
import {
  Area,
  AreaBody,
  AreaHead,
  ChartArea,
  Desk,
  MarketList,
  MarketRow,
  Stat,
  TickerBar,
} from './Trading.styles'

export type TradingDeskProps = {
  /** Route of this desk, for market links. */
  path: string
  /** Heading of the order-entry panel. */
  formTitle: string
  /** Tabs of the bottom panel (orders, positions ...). */
  orderTabs: readonly { value: string; label: string }[]
}

/**
 * The trading desk layout shared by spot and futures: markets (live from `coinList`), ticker,
 * chart, order book, order entry and the user's orders. Order entry and books come with the
 * trading contract; until then those panels say plainly that there is nothing to show.
 */
export function TradingDesk({ path, formTitle, orderTabs }: TradingDeskProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const coins = useOpenCoins()
  const [tab, setTab] = useState(orderTabs[0]?.value ?? '')
  const list: CoinItem[] = coins.status === 'ready' ? coins.data : []
  const wanted = params.get('symbol')
  const current = list.find((c) => marketSymbol(c) === wanted) ?? list[0]
  const toLogin = () =>
    void navigate(loginHrefFrom(location.pathname + location.search), { replace: true })

  return (
    <Desk>
      <Area $area="markets" aria-labelledby="desk-markets">
        <AreaHead id="desk-markets">{t('trade.markets')}</AreaHead>
        {coins.status === 'loading' ? (
          <AreaBody>
            <Spinner label={t('common.loading')} />
          </AreaBody>
        ) : list.length === 0 ? (
          <AreaBody>
            <Empty title={t('markets.empty')} />
          </AreaBody>
        ) : (
          <MarketList>
            {list.map((coin) => {
              const symbol = marketSymbol(coin)
              return (
                <li key={symbol}>
                  <MarketRow
                    to={`${path}?symbol=${encodeURIComponent(symbol)}`}
                    replace
                    $active={coin === current}
                    aria-current={coin === current ? 'true' : undefined}
                  >
                    <span>{symbol}</span>
                    <Num>{formatDecimal(coin.price)}</Num>
                    <Change $tone={toneOf(coin.changeRate)}>
                      {formatChangeRate(coin.changeRate)}
                    </Change>
                  </MarketRow>
                </li>
              )
            })}
          </MarketList>
        )}
      </Area>
      <Area $area="ticker" aria-label={t('trade.ticker')}>
        <TickerBar>
          <strong>{current ? marketSymbol(current) : '—'}</strong>
          <Stat>
            <small>{t('markets.col.price')}</small>
            <Num>{current ? formatDecimal(current.price) : '—'}</Num>
          </Stat>
          <Stat>
            <small>{t('markets.col.change')}</small>
            {current ? (
              <Change $tone={toneOf(current.changeRate)}>
                {formatChangeRate(current.changeRate)}
              </Change>
            ) : (
              '—'
            )}
          </Stat>
        </TickerBar>
      </Area>
      <Area $area="chart" aria-labelledby="desk-chart">
        <AreaHead id="desk-chart">{t('trade.chart')}</AreaHead>
        <ChartArea>
          <Empty icon="info" title={t('trade.chart.empty')} />
        </ChartArea>
      </Area>
      <Area $area="book" aria-labelledby="desk-book">
        <AreaHead id="desk-book">{t('trade.book')}</AreaHead>
        <AreaBody>
          <Empty title={t('trade.book.empty')} />
        </AreaBody>
      </Area>
      <Area $area="form" aria-labelledby="desk-form">
        <AreaHead id="desk-form">{formTitle}</AreaHead>
        <AreaBody>
          {loggedIn ? (
            <Empty
              icon="info"
              title={t('trade.form.unavailable')}
              description={t('trade.form.unavailableBody')}
            />
          ) : (
            <Empty
              icon="user"
              title={t('trade.form.loginTitle')}
              action={
                <Button variant="primary" onClick={toLogin}>
                  {t('header.login')}
                </Button>
              }
            />
          )}
        </AreaBody>
      </Area>
      <Area $area="orders" aria-label={t('trade.orders')}>
        <PanelTabs>
          <Tabs
            label={t('trade.orders')}
            items={orderTabs}
            value={tab}
            onChange={({ value }) => setTab(value)}
          />
        </PanelTabs>
        <AreaBody>
          <Empty title={loggedIn ? t('trade.orders.empty') : t('common.loginToView')} />
        </AreaBody>
      </Area>
    </Desk>
  )
}

TradingDesk.displayName = 'TradingDesk'
