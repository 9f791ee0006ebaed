// Every market widget live at once, fed like the real stream (depth 10 msg/s, trades, the
// ticker and all tickers every second, the open candle), for `?seconds=`. The runner samples the
// post-GC heap and the DOM node count after a warm-up and at the end.
import {
  createExchangeClient,
  memoryTokenStore,
  type KlineUpdate,
  type PublicTrade,
  type Ticker,
} from '@bourse/api-client'
import {
  candlesFixture,
  createMockStream,
  marketsFixture,
  tickersFixture,
  tradesFixture,
} from '@bourse/api-client/mocks'
import {
  CandleChartConnected,
  DepthChartConnected,
  MarketListConnected,
  OrderBookConnected,
  TickerConnected,
  TradeTapeConnected,
  WidgetsProvider,
} from '@bourse/exchange-widgets'
import { BourseThemeProvider } from '@bourse/ui'
import { createRoot } from 'react-dom/client'
import { createDepthFeed } from './depthFeed'
import { fail, param } from './harness'

declare global {
  interface Window {
    __soak?: { running: boolean }
  }
}

const seconds = Number(param('seconds', '600'))
const symbol = 'BTCUSDT'
const market = marketsFixture.find((m) => m.symbol === symbol)!
const stream = createMockStream('open')
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 'success', msg: 'success', data }))
const client = createExchangeClient({
  tokenStore: memoryTokenStore(),
  fetch: async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href)
      .pathname
    if (path.endsWith('/app/market/list')) return answer(marketsFixture)
    if (path.endsWith('/app/market/tickers')) return answer(tickersFixture)
    if (path.endsWith('/app/market/trades')) return answer(tradesFixture(symbol, 100))
    if (path.endsWith('/app/market/klines')) return answer(candlesFixture('1m', 500))
    return answer([])
  },
})

const feed = createDepthFeed(symbol, 50, 20)
let tick = 0
let tradeId = 100_000
const cents = () => 6_425_050 + ((tick * 7919) % 2000) - 1000
const price = () => `${Math.floor(cents() / 100)}.${String(cents() % 100).padStart(2, '0')}`

function start() {
  stream.emit(`depth:${symbol}`, feed.snapshot())
  const depthTimer = setInterval(() => stream.emit(`depth:${symbol}`, feed.next()), 100)
  const secondTimer = setInterval(() => {
    tick++
    const trades: PublicTrade[] = Array.from({ length: 3 }, (_, i) => ({
      id: ++tradeId,
      symbol,
      price: price(),
      quantity: `0.0${(tick + i) % 9}1`,
      side: (tick + i) % 2 ? 'buy' : 'sell',
      ts: Date.now(),
    }))
    stream.emit(`trades:${symbol}`, trades)
    const tickers: Ticker[] = tickersFixture.map((t) =>
      t.symbol === symbol ? { ...t, last: price(), ts: Date.now() } : { ...t, ts: Date.now() },
    )
    stream.emit('tickers', tickers)
    stream.emit(
      `ticker:${symbol}`,
      tickers.find((t) => t.symbol === symbol),
    )
    const last = candlesFixture('1m', 1)[0]!
    const kline: KlineUpdate = {
      symbol,
      interval: '1m',
      candle: { ...last, openTime: last.openTime + Math.floor(tick / 60) * 60_000, close: price() },
    }
    stream.emit(`kline:${symbol}:1m`, kline)
  }, 1000)
  window.__soak = { running: true }
  setTimeout(() => {
    clearInterval(depthTimer)
    clearInterval(secondTimer)
    window.__soak = { running: false }
  }, seconds * 1000)
}

try {
  createRoot(document.getElementById('root')!).render(
    <BourseThemeProvider mode="dark" upDown="green-up">
      <WidgetsProvider client={client} stream={stream} locale="en">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 360px 320px', gap: 8 }}>
          <div>
            <TickerConnected market={market} />
            <CandleChartConnected market={market} height={360} />
            <DepthChartConnected market={market} height={240} />
          </div>
          <div style={{ height: 840 }}>
            <OrderBookConnected symbol={symbol} market={market} />
          </div>
          <div>
            <div style={{ height: 420 }}>
              <MarketListConnected loggedIn={false} favouritesEnabled={false} />
            </div>
            <div style={{ height: 420 }}>
              <TradeTapeConnected symbol={symbol} market={market} />
            </div>
          </div>
        </div>
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  setTimeout(start, 1000)
} catch (error) {
  fail(error)
}
