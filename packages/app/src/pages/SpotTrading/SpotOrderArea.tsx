import type { MarketInfo } from '@bourse/api-client'
import { formatDecimal, useWidgets } from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { loginHrefFrom, paths, registerHref } from '../../router/paths'
import { selectedPriceAtom } from '../../trading/atoms'
import { Balance, Field, FormGrid, Prompt, SideButton, SideColumn } from './SpotTrading.styles'

type Side = 'buy' | 'sell'

/**
 * The order area of the spot desk: a buy and a sell column. It shows what the desk really has
 * today: the price picked in the order book, the balance (a signed-in user has none until the
 * wallet lands, and is offered a deposit), and for visitors the login that trading needs.
 */
export function SpotOrderArea({ market, loggedIn }: { market: MarketInfo; loggedIn: boolean }) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const navigate = useNavigate()
  const location = useLocation()
  const picked = useAtomValue(selectedPriceAtom)
  const price = picked && picked.symbol === market.symbol ? picked.price : null
  const toLogin = () => void navigate(loginHrefFrom(location.pathname + location.search))

  const column = (side: Side) => {
    // Buying spends the quote asset; selling spends the base asset.
    const asset = side === 'buy' ? market.quote : market.base
    const title =
      side === 'buy'
        ? t('trade.spot.buy', { base: market.base })
        : t('trade.spot.sell', { base: market.base })
    return (
      <SideColumn aria-label={title} role="group">
        <h3>{title}</h3>
        <Field>
          <span>{t('trade.spot.price')}</span>
          {price ? (
            <output aria-live="polite">
              {formatDecimal(price, market.pricePrecision, locale)} <small>{market.quote}</small>
            </output>
          ) : (
            <small>{t('trade.spot.pickPrice')}</small>
          )}
        </Field>
        {loggedIn ? (
          <Balance>
            <span>
              {t('trade.spot.available')} ({asset})
            </span>
            <strong>{t('trade.spot.noBalance')}</strong>
            <span>{t('trade.spot.noBalanceHint', { asset })}</span>
            <Link to={paths.recharge}>{t('trade.spot.deposit', { asset })}</Link>
          </Balance>
        ) : (
          <>
            <Field>
              <span>{t('trade.spot.available')}</span>
              <strong>
                — <small>{asset}</small>
              </strong>
            </Field>
            <SideButton type="button" $side={side} onClick={toLogin}>
              {side === 'buy' ? t('trade.spot.loginToBuy') : t('trade.spot.loginToSell')}
            </SideButton>
          </>
        )}
      </SideColumn>
    )
  }

  return (
    <>
      <FormGrid>
        {column('buy')}
        {column('sell')}
      </FormGrid>
      {loggedIn ? null : (
        <Prompt>
          {t('trade.spot.visitorPrompt', { symbol: `${market.base}/${market.quote}` })}{' '}
          <Link to={registerHref}>{t('header.register')}</Link>
        </Prompt>
      )}
    </>
  )
}

SpotOrderArea.displayName = 'SpotOrderArea'
