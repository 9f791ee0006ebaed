// Market list with N symbols (`?symbols=500`) whose tickers all change every second, as the
// `tickers` channel sends them. Measures the DOM node count and, per batch, the time to apply it
// plus React's render and commit of the next frame, in the steady state: the first `warmup`
// batches (default 3: code not yet optimised by the JIT) are applied but not measured.
import {
  createExchangeClient,
  memoryTokenStore,
  type MarketInfo,
  type Ticker,
} from '@bourse/api-client'
import { createMockStream } from '@bourse/api-client/mocks'
import { MarketListConnected, WidgetsProvider } from '@bourse/exchange-widgets'
import { BourseThemeProvider } from '@bourse/ui'
import { Profiler } from 'react'
import { createRoot } from 'react-dom/client'
import { fail, param, percentile, publish } from './harness'

const count = Number(param('symbols', '500'))
const seconds = Number(param('seconds', '10'))
const warmup = Number(param('warmup', '3'))
const names = Array.from(
  { length: count },
  (_, i) => `C${i.toString(36).toUpperCase().padStart(3, 'A')}`,
)
const markets: MarketInfo[] = names.map((base) => ({
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  name: `Coin ${base}`,
  tickSize: '0.01',
  lotSize: '0.001',
  minQuantity: '0.001',
  minNotional: '5',
  pricePrecision: 2,
  quantityPrecision: 3,
  isOpen: 0,
}))
let step = 0
const tickers = (): Ticker[] =>
  markets.map((m, i) => {
    const cents = 10_000 + ((i * 7919 + step * 104_729) % 9_000)
    return {
      symbol: m.symbol,
      last: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      open: '100.00',
      changeRate: `${cents % 2 ? '-' : ''}${(cents % 900) / 100}`.replace(/^(-?\d+)$/, '$1.0'),
      high: '200.00',
      low: '50.00',
      volume: String(1000 + i),
      turnover: String(100_000 + i * 3),
      ts: Date.now(),
    }
  })

const stream = createMockStream('open')
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 'success', msg: 'success', data }))
const client = createExchangeClient({
  tokenStore: memoryTokenStore(),
  fetch: async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.pathname.endsWith('/app/market/list')) return answer(markets)
    if (url.pathname.endsWith('/app/market/tickers')) return answer(tickers())
    return answer([])
  },
})

const batches: number[] = []
let pendingEmitMs: number | null = null
function onRender(
  _id: string,
  _phase: string,
  _actual: number,
  _base: number,
  startTime: number,
  commitTime: number,
) {
  if (pendingEmitMs === null) return
  if (step > warmup) batches.push(pendingEmitMs + (commitTime - startTime))
  pendingEmitMs = null
}

try {
  createRoot(document.getElementById('root')!).render(
    <BourseThemeProvider mode="dark" upDown="green-up">
      <WidgetsProvider client={client} stream={stream} locale="en">
        <Profiler id="list" onRender={onRender}>
          <MarketListConnected loggedIn={false} favouritesEnabled={false} />
        </Profiler>
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  setTimeout(() => {
    const timer = setInterval(() => {
      step++
      const batch = tickers()
      const started = performance.now()
      stream.emit('tickers', batch)
      pendingEmitMs = performance.now() - started
      if (step >= warmup + seconds) {
        clearInterval(timer)
        setTimeout(() => {
          publish({
            symbols: count,
            domNodes: document.getElementsByTagName('*').length,
            warmupBatches: warmup,
            batches: batches.length,
            batchP50Ms: +percentile(batches, 50).toFixed(2),
            batchP95Ms: +percentile(batches, 95).toFixed(2),
          })
        }, 300)
      }
    }, 1000)
  }, 1500)
} catch (error) {
  fail(error)
}
