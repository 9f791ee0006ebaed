// Depth chart with 2×500 levels: each redraw (React render + commit + DOM update, synchronously
// through flushSync) is timed over a few hundred book updates.
import { DepthChart } from '@bourse/exchange-widgets'
import { createOrderBook, applyDepthDiff, type OrderBookState } from '@bourse/rules'
import { BourseThemeProvider } from '@bourse/ui'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { createDepthFeed } from './depthFeed'
import { fail, param, percentile, publish } from './harness'

const LEVELS = 500
const redraws = Number(param('redraws', '300'))
const feed = createDepthFeed('BTCUSDT', LEVELS, 40)
const book: OrderBookState = createOrderBook(feed.snapshot())
const market = { base: 'BTC', quote: 'USDT', pricePrecision: 2, quantityPrecision: 5 }
let update: (() => void) | null = null

function Bench() {
  const [, setVersion] = useState(0)
  update = () => setVersion((v) => v + 1)
  return (
    <DepthChart
      bids={book.bids.slice()}
      asks={book.asks.slice()}
      market={market}
      status="ready"
      connection="open"
      width={900}
      height={360}
      maxLevels={LEVELS}
    />
  )
}

try {
  createRoot(document.getElementById('root')!).render(
    <BourseThemeProvider mode="dark" upDown="green-up">
      <Bench />
    </BourseThemeProvider>,
  )
  setTimeout(() => {
    const times: number[] = []
    for (let i = 0; i < redraws; i++) {
      applyDepthDiff(book, feed.next())
      const started = performance.now()
      flushSync(() => update?.())
      times.push(performance.now() - started)
    }
    const measured = times.slice(20)
    publish({
      levelsPerSide: LEVELS,
      redraws: measured.length,
      redrawP50Ms: +percentile(measured, 50).toFixed(2),
      redrawP95Ms: +percentile(measured, 95).toFixed(2),
    })
  }, 500)
} catch (error) {
  fail(error)
}
