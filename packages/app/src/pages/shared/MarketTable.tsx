import type { CoinItem } from '@bourse/api-client'
import { Button, Empty, Spinner } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { formatChangeRate, formatDecimal, toneOf } from '../../format'
import type { ApiDataState } from '../../hooks/useApiData'
import { paths } from '../../router/paths'
import { Change, Table, Ticker, TradeLink } from '../Home/Home.styles'
import { Num } from './Page.styles'
import { styled } from 'styled-components'

const Centre = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[11]};
`

export type MarketTableProps = {
  coins: ApiDataState<CoinItem[]> & { reload: () => void }
  /** Accessible name of the table. */
  caption: string
}

/** Symbol used in trading links: the market's own symbol, or the ticker against USDT. */
export function marketSymbol(coin: CoinItem): string {
  return coin.symbol ?? `${coin.codeName}/USDT`
}

/** Coins with last price and 24 h change, each linking into spot trading. */
export function MarketTable({ coins, caption }: MarketTableProps) {
  const { t } = useTranslation()
  if (coins.status === 'loading') {
    return (
      <Centre>
        <Spinner label={t('common.loading')} />
      </Centre>
    )
  }
  if (coins.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('markets.error')}
        action={<Button onClick={coins.reload}>{t('common.retry')}</Button>}
      />
    )
  }
  if (coins.data.length === 0) return <Empty title={t('markets.empty')} />
  return (
    <Table aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{t('markets.col.pair')}</th>
          <th scope="col" data-align="end">
            {t('markets.col.price')}
          </th>
          <th scope="col" data-align="end">
            {t('markets.col.change')}
          </th>
          <th scope="col" data-align="end">
            {t('markets.col.action')}
          </th>
        </tr>
      </thead>
      <tbody>
        {coins.data.map((coin) => {
          const symbol = marketSymbol(coin)
          const [, quote] = symbol.split('/')
          return (
            <tr key={symbol}>
              <td>
                <Ticker>
                  {coin.codeName}
                  {quote ? <small>/{quote}</small> : null}
                </Ticker>
              </td>
              <td data-align="end">
                <Num>{formatDecimal(coin.price)}</Num>
              </td>
              <td data-align="end">
                <Change $tone={toneOf(coin.changeRate)}>{formatChangeRate(coin.changeRate)}</Change>
              </td>
              <td data-align="end">
                <TradeLink to={`${paths.spot}?symbol=${encodeURIComponent(symbol)}`}>
                  {t('markets.trade')}
                </TradeLink>
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

MarketTable.displayName = 'MarketTable'
