import type { MarketInfo } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { Button, Empty, Spinner, VisuallyHidden } from '@bourse/ui'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useApiData } from '../../hooks/useApiData'
import { useOnline } from '../../hooks/useOnline'
import { Centre } from './Desk.styles'
import { takePreloadedMarkets } from './deskPreload'

/** The market a visitor lands on without `?symbol=`. */
export const DEFAULT_SYMBOL = 'BTCUSDT'

/** A desk's link to one market. */
export const deskHref = (path: string, symbol: string) =>
  `${path}?symbol=${encodeURIComponent(symbol)}`

/** A spinner in a desk panel while its lazy chunk loads. */
export function PanelFallback({ label }: { label: string }) {
  return (
    <Centre $compact>
      <Spinner label={label} />
    </Centre>
  )
}

/**
 * The market of a trading desk (`?symbol=`, BTCUSDT by default) from the market list: a spinner
 * while it loads, a retry on failure, a way back to the default market for an unknown symbol, and
 * the page's (visually hidden) heading with the pair.
 */
export function MarketShell({
  path,
  title,
  children,
}: {
  /** The desk's route, for the link to the default market. */
  path: string
  /** The page heading, followed by the pair once known. */
  title: string
  children: (market: MarketInfo) => ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { client } = useWidgets()
  const [params] = useSearchParams()
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).toUpperCase()
  // The list the route asked for while its chunk loaded, on the first load; the server's again on
  // a retry.
  const markets = useApiData(() => takePreloadedMarkets() ?? client.get('/app/market/list'))
  const market =
    markets.status === 'ready' ? markets.data.find((m) => m.symbol === symbol) : undefined
  // Offline (the app shell came from the service worker; market data never does): say so, and
  // load again by itself as soon as the browser is back online.
  const online = useOnline()
  const failed = markets.status === 'error'
  const { reload } = markets
  const wasOnline = useRef(online)
  useEffect(() => {
    if (failed && online && !wasOnline.current) reload()
    wasOnline.current = online
  }, [failed, online, reload])

  let content
  if (markets.status === 'loading') {
    content = (
      <Centre>
        <Spinner label={t('common.loading')} />
      </Centre>
    )
  } else if (markets.status === 'error') {
    content = (
      <Centre>
        <Empty
          icon="warning"
          title={online ? t('trade.spot.loadError') : t('trade.spot.offline')}
          action={<Button onClick={markets.reload}>{t('common.retry')}</Button>}
        />
      </Centre>
    )
  } else if (!market) {
    content = (
      <Centre>
        <Empty
          icon="search"
          title={t('trade.spot.notFound', { symbol })}
          action={
            <Button variant="primary" onClick={() => void navigate(deskHref(path, DEFAULT_SYMBOL))}>
              {t('trade.spot.toDefault')}
            </Button>
          }
        />
      </Centre>
    )
  } else {
    content = children(market)
  }

  return (
    <>
      <VisuallyHidden as="h1">
        {title}
        {market ? ` ${market.base}/${market.quote}` : ''}
      </VisuallyHidden>
      {content}
    </>
  )
}
